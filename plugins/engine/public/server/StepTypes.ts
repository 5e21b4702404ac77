import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';
import type { TaskErrorCode } from '../contract/taskTemplate.ts';
import type { TaskType } from '../contract/workflowDefinition.ts';

/** The order a step runs for, as a step type's handler sees it. */
export interface StepOrder {
  id: string;
  tenantId: string;
  orderNumber: string;
  accountId: string | null;
  subscriberKey: string | null;
  payload: Record<string, unknown>;
}

/** One run of a step of a handled type: its template's settings and the step's input. */
export interface StepRun {
  order: StepOrder;
  stepName: string;
  template: string;
  config: Record<string, unknown>;
  input: Record<string, unknown>;
  actor: string;
  at: Date;
}

/**
 * How a run ended: COMPLETED with its output; WAITING for something that may come (no stock yet: the
 * engine tries again later, by the template's retry policy, then parks the order); FAILED for good (a
 * setting names nothing).
 */
export type StepResult =
  | { status: 'COMPLETED'; output: Record<string, unknown> }
  | { status: 'WAITING'; code: TaskErrorCode; message: string }
  | { status: 'FAILED'; code: TaskErrorCode; message: string };

/** Why an order ended, as its handlers hear it. */
export type OrderEnd = 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'ROLLED_BACK';

/**
 * What a plugin does for a task type the engine does not run itself (inventory's ASSIGN_STOCK). Every
 * call runs in the order's transaction, the order's row locked.
 */
export interface StepTypeHandler {
  run(trx: Kysely<CoreDatabase>, run: StepRun): Promise<StepResult>;
  /** The order completed: what its steps held for it becomes its own (a reserved item is assigned). */
  complete(trx: Kysely<CoreDatabase>, order: StepOrder, at: Date, actor: string): Promise<void>;
  /** The order failed, was cancelled or rolled back: what its steps held goes back (a reservation is released). */
  release(
    trx: Kysely<CoreDatabase>,
    order: StepOrder,
    end: Exclude<OrderEnd, 'COMPLETED'>,
    at: Date,
    actor: string,
  ): Promise<void>;
}

/**
 * The task types other plugins run for the engine: a plugin that depends on the engine registers its
 * handler once (`services.get(StepTypes).register('ASSIGN_STOCK', handler)`); a step of a type nobody
 * registered fails, saying so.
 */
export interface StepTypes {
  register(type: Extract<TaskType, 'ASSIGN_STOCK'>, handler: StepTypeHandler): void;
}

export const StepTypes = serverToken<StepTypes>('engine', 'StepTypes');
