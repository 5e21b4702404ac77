import type { Kysely } from 'kysely';
import { ORDER_ACTION_STATES, ORDER_COMMENT_EVENT, type OrderState } from '../../public/contract/order.ts';
import { isUuid } from '../../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { conflict, notFound } from '../../../../core/server/http/errors.ts';
import { assertVersion } from '../../../../core/server/http/versioning.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import type { ActionContext, ActionTarget, OrderActions } from '../../public/server/OrderActions.ts';
import { OrderAdvancer, TASK_QUEUE, type EngineDeps, type TaskJob } from './OrderAdvancer.ts';
import { cancelUnderway, notifyParent } from './subOrders.ts';
import { TASK_STATE_EVENTS } from './taskEvents.ts';
import { appendEvent, lockOrder, setOrderState, type OrderRow } from './orderStore.ts';

type Db = Kysely<CoreDatabase>;

/** An order the operator sets going again (a parked one, a paused one): running, for no reason to show. */
const RUNNING = { state: 'RUNNING', reason: null } as const;

interface FailedTask {
  id: string;
  stepId: string;
  stepName: string;
  type: string;
  state: string;
  input: Record<string, unknown> | null;
}

/** The operator's actions as the engine takes them (see `OrderActions`). */
export class OperatorActions implements OrderActions {
  private readonly advancer: OrderAdvancer;

  constructor(
    private readonly db: Db,
    private readonly deps: EngineDeps,
  ) {
    this.advancer = new OrderAdvancer(deps);
  }

  private async act(
    ctx: ActionContext,
    target: ActionTarget,
    allowed: readonly OrderState[],
    what: string,
    work: (trx: Db, order: OrderRow, at: Date) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const order = isUuid(target.orderId) ? await lockOrder(trx, target.orderId, ctx.tenantId) : undefined;
      if (!order || order.tenantId !== ctx.tenantId || !ctx.scope.includes(order.accountId)) {
        throw notFound('The order');
      }
      if (!allowed.includes(order.state)) {
        throw conflict(`Order ${order.orderNumber} is ${order.state}: ${what} needs it ${allowed.join(' or ')}.`);
      }
      assertVersion(`Order ${order.orderNumber}`, target.version, order.version);
      await work(trx, order, new Date(this.deps.clock()));
      await ctx.alsoInTransaction?.(trx);
    });
    this.deps.jobs.wake(TASK_QUEUE);
  }

  /**
   * Moves the order to another state for the operator: the change and the action's event (`type`, naming
   * the bulk operation it belongs to, if any) in one statement.
   */
  private changeState(
    trx: Db,
    order: OrderRow,
    at: Date,
    ctx: ActionContext,
    to: { state: OrderState; reason: string | null },
    type: string,
    data: Record<string, unknown>,
    task?: FailedTask,
  ) {
    const cause = {
      type,
      stepId: task?.stepId ?? null,
      taskId: task?.id ?? null,
      data: ctx.bulkId === undefined ? data : { ...data, bulkId: ctx.bulkId },
    };
    return setOrderState(trx, order, { to: to.state, reason: to.reason, actor: ctx.username, at, cause });
  }

  /** A failed task of the order; the newest when no id is given. */
  private async failedTask(trx: Db, order: OrderRow, taskId?: string): Promise<FailedTask> {
    let query = engineDb(trx)
      .selectFrom('order_tasks')
      .select(['id', 'step_id as stepId', 'step_name as stepName', 'type', 'state', 'input'])
      .where('order_id', '=', order.id)
      .where('state', 'in', ['FAILED', 'FAILED_TERMINAL'])
      .orderBy('scheduled_at', 'desc')
      .orderBy('iteration', 'desc');
    if (taskId !== undefined)
      query = query.where('id', '=', isUuid(taskId) ? taskId : '00000000-0000-0000-0000-000000000000');
    const task = await query.executeTakeFirst();
    if (!task)
      throw taskId === undefined
        ? conflict(`Order ${order.orderNumber} has no failed task.`)
        : notFound('The failed task');
    return task;
  }

  /** Runs the failed step again as a new task, its input mapped anew from the order as it is now. */
  retrigger(ctx: ActionContext, target: ActionTarget) {
    return this.act(ctx, target, ORDER_ACTION_STATES.retrigger, 'a retrigger', async (trx, order, at) => {
      const task = await this.failedTask(trx, order);
      const data = { reason: target.reason ?? null };
      await this.changeState(trx, order, at, ctx, RUNNING, 'ORDER_RETRIGGERED', data, task);
      await this.advancer.rerun(trx, order, task.stepId, ctx.username);
    });
  }

  /** Runs the failed task again as a new task with the input the operator edited (both inputs recorded). */
  retryTask(ctx: ActionContext, target: ActionTarget & { taskId: string; input: Record<string, unknown> }) {
    return this.act(ctx, target, ORDER_ACTION_STATES.retryTask, 'a retry', async (trx, order, at) => {
      const task = await this.failedTask(trx, order, target.taskId);
      if (task.type === 'DECISION') throw conflict('A decision has no input: retrigger the order instead.');
      const data = { reason: target.reason ?? null, before: task.input, after: target.input };
      await this.changeState(trx, order, at, ctx, RUNNING, 'TASK_RETRIED_WITH_INPUT', data, task);
      await this.advancer.rerun(trx, order, task.stepId, ctx.username, target.input);
    });
  }

  /** Counts the failed task as done with the given output, and goes on from it. */
  markTaskAsSuccess(ctx: ActionContext, target: ActionTarget & { taskId: string; output: Record<string, unknown> }) {
    return this.act(
      ctx,
      target,
      ORDER_ACTION_STATES.markTaskAsSuccess,
      'marking a task done',
      async (trx, order, at) => {
        const task = await this.failedTask(trx, order, target.taskId);
        await engineDb(trx)
          .updateTable('order_tasks')
          .set({ state: 'COMPLETED_MANUALLY', output: JSON.stringify(target.output), advanced: true, ended_at: at })
          .where('id', '=', task.id)
          .execute();
        const data = { reason: target.reason, output: target.output };
        await this.changeState(trx, order, at, ctx, RUNNING, TASK_STATE_EVENTS.COMPLETED_MANUALLY, data, task);
        await this.advancer.afterStep(trx, order, task.stepId, ctx.username);
      },
    );
  }

  /** Sends the failed call again: one more attempt of the same task, with the same input. */
  submitFailedMessage(ctx: ActionContext, target: ActionTarget & { taskId: string }) {
    return this.act(
      ctx,
      target,
      ORDER_ACTION_STATES.submitFailedMessage,
      'resending a failed call',
      async (trx, order, at) => {
        const task = await this.failedTask(trx, order, target.taskId);
        if (task.type !== 'HTTP_CALL' || task.state !== 'FAILED') {
          throw conflict('Only a failed call to a network element can be sent again: retrigger the order instead.');
        }
        await engineDb(trx)
          .updateTable('order_tasks')
          .set({ state: 'SCHEDULED', run_after: at, advanced: false, ended_at: null })
          .where('id', '=', task.id)
          .execute();
        const data = { reason: target.reason ?? null };
        await this.changeState(trx, order, at, ctx, RUNNING, 'FAILED_MESSAGE_SUBMITTED', data, task);
        const job: TaskJob = { orderId: order.id, taskId: task.id };
        await this.deps.jobs.send(TASK_QUEUE, job, { trx });
      },
    );
  }

  pause(ctx: ActionContext, target: ActionTarget) {
    return this.act(ctx, target, ORDER_ACTION_STATES.pause, 'a pause', async (trx, order, at) => {
      const paused = { state: 'PAUSED' as const, reason: target.reason ?? 'Paused by an operator' };
      await this.changeState(trx, order, at, ctx, paused, 'ORDER_PAUSED', { reason: target.reason ?? null });
    });
  }

  resume(ctx: ActionContext, target: ActionTarget) {
    return this.act(ctx, target, ORDER_ACTION_STATES.resume, 'resuming', async (trx, order, at) => {
      await this.changeState(trx, order, at, ctx, RUNNING, 'ORDER_RESUMED', { reason: target.reason ?? null });
      await this.advancer.resume(trx, order, ctx.username);
    });
  }

  /** Ends the order: its scheduled and running tasks are cancelled (a call under way is recorded, not followed). */
  cancel(ctx: ActionContext, target: ActionTarget) {
    return this.act(ctx, target, ORDER_ACTION_STATES.cancel, 'cancelling', async (trx, order, at) => {
      await cancelUnderway(trx, order.id, at, ctx.username, this.advancer.childEnded);
      const cancelled = { state: 'CANCELLED' as const, reason: target.reason ?? 'Cancelled by an operator' };
      await this.changeState(trx, order, at, ctx, cancelled, 'ORDER_CANCELLED', { reason: target.reason ?? null });
      await this.advancer.orderEnded(trx, order, 'CANCELLED', ctx.username);
      await notifyParent(trx, order.id, this.advancer.sendTaskJob);
    });
  }

  async comment(ctx: ActionContext, target: { orderId: string; text: string }): Promise<{ eventId: string; at: Date }> {
    const at = new Date(this.deps.clock());
    const eventId = await this.db.transaction().execute(async (trx) => {
      const order = isUuid(target.orderId) ? await lockOrder(trx, target.orderId, ctx.tenantId) : undefined;
      if (!order || order.tenantId !== ctx.tenantId || !ctx.scope.includes(order.accountId)) {
        throw notFound('The order');
      }
      return appendEvent(
        trx,
        order,
        { type: ORDER_COMMENT_EVENT, data: { text: target.text }, actor: ctx.username },
        at,
      );
    });
    return { eventId, at };
  }
}
