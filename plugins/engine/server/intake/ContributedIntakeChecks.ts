import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import {
  isHold,
  type IntakeCheck,
  type IntakeReview,
  type IntakeSubject,
  type OrderIntakeChecks,
} from '../../public/server/OrderIntakeChecks.ts';

/** The intake checks other plugins contributed, run in the order they were added. */
export class ContributedIntakeChecks implements OrderIntakeChecks {
  private readonly checks = new Map<string, IntakeCheck>();

  add(id: string, check: IntakeCheck): void {
    if (this.checks.has(id)) throw new Error(`An intake check ${id} is there already`);
    this.checks.set(id, check);
  }

  async review(db: Kysely<CoreDatabase>, subject: IntakeSubject): Promise<IntakeReview> {
    const review: IntakeReview = { problems: [], holds: [] };
    for (const check of this.checks.values()) {
      for (const finding of await check(db, subject)) {
        if (isHold(finding)) review.holds.push(finding);
        else review.problems.push(finding);
      }
    }
    return review;
  }
}
