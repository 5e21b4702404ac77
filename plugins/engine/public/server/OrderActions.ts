import type { Kysely } from 'kysely';
import type { AccountScope } from '../../../../core/server/auth/accountScope.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** Who acts: a user through the API, or a bulk operation on that user's behalf. */
export interface ActionContext {
  tenantId: string;
  username: string;
  scope: AccountScope;
  /** The bulk operation acting, named in the action's event so a live screen can follow its progress. */
  bulkId?: string;
  /** Work in the action's own transaction once it is done (a bulk operation records the item's outcome). */
  alsoInTransaction?: (trx: Kysely<CoreDatabase>) => Promise<void>;
}

/** The order acted on: the version the operator saw (412 when it moved on since), and why. */
export interface ActionTarget {
  orderId: string;
  version?: number | undefined;
  reason?: string | undefined;
}

/**
 * The operator's actions on an order. Each locks the order, checks that the caller's tenant and partner
 * accounts reach it (404), that its state allows the action (`ORDER_ACTION_STATES`, 409) and that the
 * version is the one the operator saw (412), then records the action as an event with its actor and
 * reason, in the same transaction.
 */
export interface OrderActions {
  /** Runs the failed step again as a new task, its input mapped anew from the order as it is now. */
  retrigger(ctx: ActionContext, target: ActionTarget): Promise<void>;
  /** Runs the failed task again as a new task with the input the operator edited (both inputs recorded). */
  retryTask(
    ctx: ActionContext,
    target: ActionTarget & { taskId: string; input: Record<string, unknown> },
  ): Promise<void>;
  /** Counts the failed task as done with the given output, and goes on from it. */
  markTaskAsSuccess(
    ctx: ActionContext,
    target: ActionTarget & { taskId: string; output: Record<string, unknown> },
  ): Promise<void>;
  /** Sends the failed call again: one more attempt of the same task, with the same input. */
  submitFailedMessage(ctx: ActionContext, target: ActionTarget & { taskId: string }): Promise<void>;
  pause(ctx: ActionContext, target: ActionTarget): Promise<void>;
  resume(ctx: ActionContext, target: ActionTarget): Promise<void>;
  /** Ends the order: its scheduled and running tasks are cancelled (a call under way is recorded, not followed). */
  cancel(ctx: ActionContext, target: ActionTarget): Promise<void>;
  /**
   * A note on the order: an `ORDER_COMMENTED` event of its history with the author as actor. It changes
   * nothing else (no version, no state); answers the event's id and time.
   */
  comment(ctx: ActionContext, target: { orderId: string; text: string }): Promise<{ eventId: string; at: Date }>;
}

export const OrderActions = serverToken<OrderActions>('engine', 'OrderActions');
