import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReverseConfiguration } from '../contract.ts';
import { notifyAttempts } from './DeliveryAttemptHub.ts';
import type { AttemptOutcome } from './sendAttempt.ts';
import { leaseHeld } from '../../../core/server/jobs/leaseSql.ts';

const SERVER_ACTOR = 'reverse-sync';

/** One finished attempt of a claimed delivery, with what its subscriber's settings make of it. */
export interface FinishedAttempt {
  deliveryId: string;
  tenantId: string;
  subscriberId: string;
  /** The attempts made before this one. */
  attemptsBefore: number;
  retrySchedule: number[] | null;
  configuration: ReverseConfiguration;
  outcome: AttemptOutcome;
  at: Date;
}

/** Where an attempt leaves its delivery: delivered, failed after the schedule's last retry, or retrying when the schedule says. */
export function nextState(attempt: FinishedAttempt) {
  const number = attempt.attemptsBefore + 1;
  if (attempt.outcome.ok) return { state: 'DELIVERED' as const, number, deliveredAt: attempt.at, nextAt: null };
  const retryAfter = (attempt.retrySchedule ?? attempt.configuration.retrySchedule)[number];
  if (retryAfter === undefined) return { state: 'FAILED' as const, number, deliveredAt: null, nextAt: null };
  return {
    state: 'RETRYING' as const,
    number,
    deliveredAt: null,
    nextAt: new Date(attempt.at.getTime() + retryAfter * 1000),
  };
}

/**
 * Each subscriber's health after the pass, its attempts taken in the order they finished: healthy when the
 * last one succeeded, else failing since the first failure after its last success (or since before the pass).
 */
export function healthAfter(attempts: readonly FinishedAttempt[]) {
  const bySubscriber = new Map<string, { failingFrom: Date | null; succeeded: boolean; last: FinishedAttempt }>();
  for (const attempt of [...attempts].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const seen = bySubscriber.get(attempt.subscriberId);
    if (attempt.outcome.ok)
      bySubscriber.set(attempt.subscriberId, { failingFrom: null, succeeded: true, last: attempt });
    else
      bySubscriber.set(attempt.subscriberId, {
        failingFrom: seen?.failingFrom ?? attempt.at,
        succeeded: seen?.succeeded ?? false,
        last: attempt,
      });
  }
  return bySubscriber;
}

/**
 * Writes a pass's attempts in one transaction: the deliveries in one update — those still held under the
 * process's lease (`leaseId`); a delivery taken over meanwhile is another process's, and its attempt here is
 * not recorded — the attempts in one insert, each subscriber's health — cleared when its last attempt
 * succeeded, else failing since its first failure, and disabled once that is longer ago than the
 * configuration's period — and the tenants' open streams told.
 */
export async function recordOutcomes(
  db: Kysely<CoreDatabase>,
  finished: readonly FinishedAttempt[],
  leaseId: string,
): Promise<void> {
  if (finished.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const outcomes = finished.map((attempt) => ({ attempt, next: nextState(attempt) }));
    const written = await sql<{ id: string }>`update reverse_deliveries d set state = v.state, attempts = v.attempts,
        delivered_at = v.delivered_at, next_attempt_at = v.next_attempt_at, lease_until = null, leased_by = null
      from (values ${sql.join(
        outcomes.map(
          ({ attempt, next }) => sql`(${attempt.deliveryId}::uuid, ${next.state}, ${next.number}::int,
            ${next.deliveredAt}::timestamptz, ${next.nextAt}::timestamptz)`,
        ),
      )}) as v(id, state, attempts, delivered_at, next_attempt_at)
      where d.id = v.id and d.leased_by = ${leaseId}::uuid and ${leaseHeld(leaseId)}
      returning d.id`.execute(trx);
    const held = new Set(written.rows.map((row) => row.id));
    const rows = outcomes.filter(({ attempt }) => held.has(attempt.deliveryId));
    if (rows.length === 0) return;
    const attempts = rows.map(({ attempt }) => attempt);
    await sql`insert into reverse_attempts
        (delivery_id, tenant_id, subscriber_id, number, at, status_code, latency_ms, response, ok)
      values ${sql.join(
        rows.map(
          ({ attempt, next }) => sql`(${attempt.deliveryId}::uuid, ${attempt.tenantId}, ${attempt.subscriberId}::uuid,
            ${next.number}::int, ${attempt.at}::timestamptz, ${attempt.outcome.statusCode}::int,
            ${attempt.outcome.latencyMs}::int, ${attempt.outcome.response}, ${attempt.outcome.ok})`,
        ),
      )}`.execute(trx);
    for (const tenantId of new Set(attempts.map((attempt) => attempt.tenantId))) {
      await notifyAttempts(tenantId).execute(trx);
    }
    const health = [...healthAfter(attempts)];
    const healthy = health.filter(([, after]) => after.failingFrom === null).map(([subscriberId]) => subscriberId);
    if (healthy.length > 0) {
      await sql`update reverse_subscribers set failing_since = null
        where id = any(${healthy}::uuid[]) and failing_since is not null`.execute(trx);
    }
    for (const [subscriberId, { failingFrom, succeeded, last }] of health) {
      if (failingFrom === null) continue;
      const { disableAfterHours } = last.configuration;
      const disableBefore = new Date(last.at.getTime() - disableAfterHours * 3_600_000);
      const since = succeeded ? sql`${failingFrom}::timestamptz` : sql`coalesce(failing_since, ${failingFrom})`;
      await sql`update reverse_subscribers set failing_since = ${since} where id = ${subscriberId}`.execute(trx);
      await sql`update reverse_subscribers set enabled = false, disabled_at = ${last.at},
          disabled_reason = 'Failing since ' || to_char(failing_since at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, longer than ' || ${disableAfterHours}::text || ' h',
          version = version + 1, updated_at = ${last.at}, updated_by = ${SERVER_ACTOR}
        where id = ${subscriberId} and enabled and failing_since <= ${disableBefore}`.execute(trx);
    }
  });
}
