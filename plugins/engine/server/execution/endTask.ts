import type { Kysely } from 'kysely';
import { isMoving } from '../../public/contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { eventRow, notifyColumn, type OrderRow, type TaskRow } from './orderStore.ts';
import type { OrderAdvancer } from './OrderAdvancer.ts';
import type { ChainSlot } from './orderRun.ts';
import { TASK_STATE_EVENTS } from './taskEvents.ts';

/** How a running task ended: done with its output, or failed for good with its error. */
export type TaskEnd =
  { succeeded: true; output: unknown } | { succeeded: false; errorCode: string | null; message: string };

export interface EndedTask {
  id: string;
  stepId: string;
  stepName: string;
}

/** The columns of `order_tasks` a task's end writes; `moving`: the order moves on from it now. */
export function taskEndColumns(end: TaskEnd, at: Date, moving: boolean) {
  return {
    state: end.succeeded ? ('COMPLETED' as const) : ('FAILED' as const),
    output: end.succeeded ? JSON.stringify(end.output ?? null) : null,
    error_code: end.succeeded ? null : end.errorCode,
    error_message: end.succeeded ? null : end.message,
    ended_at: at,
    advanced: moving,
  };
}

/** The event row of a task's end. */
export function taskEndEvent(
  order: OrderRow,
  task: Pick<EndedTask, 'id' | 'stepId'>,
  end: TaskEnd,
  event: { data: Record<string, unknown>; actor: string; at: Date },
) {
  const type = TASK_STATE_EVENTS[end.succeeded ? 'COMPLETED' : 'FAILED'];
  return eventRow(
    order,
    { type, stepId: task.stepId, taskId: task.id, data: event.data, actor: event.actor },
    event.at,
  );
}

/** The task as a transition holds it, once its end is written and the order moves on from it. */
export function endInMemory(task: TaskRow, end: TaskEnd): void {
  task.state = end.succeeded ? 'COMPLETED' : 'FAILED';
  task.output = end.succeeded ? (JSON.parse(JSON.stringify(end.output ?? null)) as unknown) : null;
  task.advanced = true;
}

/**
 * Ends a running task (a call, a person's item, a sub-order) with its event, then moves the order on
 * from it — or parks it, when it failed. An order that is not moving (paused) leaves the task
 * unfollowed, for resume to follow.
 */
export async function endTask(
  trx: Kysely<CoreDatabase>,
  advancer: OrderAdvancer,
  order: OrderRow,
  task: EndedTask,
  end: TaskEnd,
  event: { data: Record<string, unknown>; actor: string; at: Date },
  tasks?: TaskRow[],
  chain?: ChainSlot,
): Promise<void> {
  const moving = isMoving(order.state);
  // The task's end and its event in one statement.
  await engineDb(trx)
    .with('task', (db) =>
      db
        .updateTable('order_tasks')
        .set(taskEndColumns(end, event.at, moving))
        .where('id', '=', task.id)
        .returning('id'),
    )
    .with('event', (db) => db.insertInto('order_events').values(taskEndEvent(order, task, end, event)))
    .selectFrom('task')
    .select(['task.id', ...notifyColumn(trx, order.tenantId)])
    .execute();
  if (!moving) return;
  const ended = tasks?.find((candidate) => candidate.id === task.id);
  if (ended) endInMemory(ended, end);
  if (end.succeeded) {
    await advancer.afterStep(trx, order, task.stepId, event.actor, ended ? tasks : undefined, chain);
    return;
  }
  const failed = { stepId: task.stepId, stepName: task.stepName, taskId: task.id };
  await advancer.stepFailed(trx, order, { ...failed, errorCode: end.errorCode, message: end.message }, event.actor);
}
