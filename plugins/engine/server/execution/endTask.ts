import type { Kysely } from 'kysely';
import { isMoving } from '../../public/contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { eventRow, notifyColumn, type OrderRow, type TaskRow } from './orderStore.ts';
import type { OrderAdvancer } from './OrderAdvancer.ts';
import type { ChainSlot } from './orderRun.ts';

/** How a running task ended: done with its output, or failed for good with its error. */
export type TaskEnd =
  { succeeded: true; output: unknown } | { succeeded: false; errorCode: string | null; message: string };

export interface EndedTask {
  id: string;
  stepId: string;
  stepName: string;
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
  const type = end.succeeded ? 'TASK_COMPLETED' : 'TASK_FAILED';
  const endEvent = { type, stepId: task.stepId, taskId: task.id, data: event.data, actor: event.actor };
  // The task's end and its event in one statement.
  await engineDb(trx)
    .with('task', (db) =>
      db
        .updateTable('order_tasks')
        .set({
          state: end.succeeded ? 'COMPLETED' : 'FAILED',
          output: end.succeeded ? JSON.stringify(end.output ?? null) : null,
          error_code: end.succeeded ? null : end.errorCode,
          error_message: end.succeeded ? null : end.message,
          ended_at: event.at,
          advanced: moving,
        })
        .where('id', '=', task.id)
        .returning('id'),
    )
    .with('event', (db) => db.insertInto('order_events').values(eventRow(order, endEvent, event.at)))
    .selectFrom('task')
    .select(['task.id', ...notifyColumn(trx, order.tenantId)])
    .execute();
  if (!moving) return;
  const ended = tasks?.find((candidate) => candidate.id === task.id);
  if (ended) {
    ended.state = end.succeeded ? 'COMPLETED' : 'FAILED';
    ended.output = end.succeeded ? (JSON.parse(JSON.stringify(end.output ?? null)) as unknown) : null;
    ended.advanced = true;
  }
  if (end.succeeded) await advancer.afterStep(trx, order, task.stepId, event.actor, ended ? tasks : undefined, chain);
  else await advancer.stepFailed(trx, order, `${task.stepName}: ${end.message}`, event.actor);
}
