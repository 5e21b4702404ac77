import type { Kysely } from 'kysely';
import type { ServiceOperation } from '../contract/service.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** An order of the same tenant not yet ended, as a dependency rule looks at it. */
export interface OpenOrder {
  orderId: string;
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

/** Why an order is taken but not started yet: another order it waits for, by id, and why. */
export interface IntakeHold {
  waitFor: OpenOrder;
  message: string;
}

export type IntakeFinding = IntakeProblem | IntakeHold;

export const isHold = (finding: IntakeFinding): finding is IntakeHold => 'waitFor' in finding;

/** What the checks found: problems refuse the order; without any, a hold makes it wait. */
export interface IntakeReview {
  problems: IntakeProblem[];
  holds: IntakeHold[];
}

export type IntakeCheck = (db: Kysely<CoreDatabase>, subject: IntakeSubject) => Promise<readonly IntakeFinding[]>;

/**
 * The checks an order passes before the engine takes it, contributed by plugins that depend on the engine
 * (validation and dependency rules); the engine runs them all after the service, operation and form
 * checks. A hold makes the engine take the order as PENDING and start it once the order it waits for has
 * ended (the checks run again then, and may find another order to wait for).
 */
export interface OrderIntakeChecks {
  /** Adds a check under an id of the contributing plugin (`rules:validation`); an id is added once. */
  add(id: string, check: IntakeCheck): void;
}

export const OrderIntakeChecks = serverToken<OrderIntakeChecks>('engine', 'OrderIntakeChecks');
