import type { Kysely } from 'kysely';
import type { ServiceOperation } from '../../contract/engine/service.ts';
import type { CoreDatabase } from '../db/schema.ts';

/** An order of the same tenant not yet ended, as a dependency rule looks at it. */
export interface OpenOrder {
  orderNumber: string;
  service: string;
  operation: string;
  state: string;
}

/** The order being taken in, as the checks of other plugins see it. */
export interface IntakeSubject {
  tenantId: string;
  service: string;
  operation: ServiceOperation;
  payload: Record<string, unknown>;
  subscriberKey: string | null;
  /** The tenant's orders on the same subscriber key that have not ended (none without a key). */
  openOrders(): Promise<OpenOrder[]>;
}

/** Why an order is not taken: a field of the request (`payload.msisdn`) and a message. */
export interface IntakeProblem {
  path: string;
  message: string;
  /** True when another order stands in the way (a 409), rather than the request itself (a 400). */
  conflict?: boolean;
}

export type IntakeCheck = (db: Kysely<CoreDatabase>, subject: IntakeSubject) => Promise<readonly IntakeProblem[]>;

/**
 * The checks an order passes before the engine takes it, contributed by plugins (validation and
 * dependency rules); the engine runs them all after the service, operation and form checks.
 */
export class OrderIntakeChecks {
  private readonly checks = new Map<string, IntakeCheck>();

  add(id: string, check: IntakeCheck): void {
    if (this.checks.has(id)) throw new Error(`An intake check ${id} is there already`);
    this.checks.set(id, check);
  }

  async problems(db: Kysely<CoreDatabase>, subject: IntakeSubject): Promise<IntakeProblem[]> {
    const found: IntakeProblem[] = [];
    for (const check of this.checks.values()) found.push(...(await check(db, subject)));
    return found;
  }
}
