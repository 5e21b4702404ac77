import { sql } from 'kysely';
import type { TaskState } from '../../public/contract/order.ts';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { appendEvent } from './orderStore.ts';
import type { Run } from './orderRun.ts';
import { cancelUnderway, type ChildEnded } from './subOrders.ts';

/**
 * Rolling an order back (the workflow's ROLL_BACK failure policy): once a step has failed for good, what
 * still runs is cancelled and the steps that completed are undone, newest first, each by the step its
 * `compensation` names — one compensation at a time, as a task like any other (a call, a person, a
 * transform). A compensation task records the task it undoes (`compensates`); when none is left to undo,
 * the order ends ROLLED_BACK. A compensation that fails for good parks the order, still rolling back:
 * the operator's retrigger, retry or mark-done goes on from there.
 */

const DONE: readonly TaskState[] = ['COMPLETED', 'COMPLETED_MANUALLY', 'SKIPPED'];
const ACTIVE: readonly TaskState[] = ['SCHEDULED', 'RUNNING'];

export interface RollbackSteps {
  /** Enters a task step as the advancer does; the steps it would lead to are not followed. */
  enterTask(run: Run, step: WorkflowStep): Promise<unknown>;
  endOrder(run: Run, state: 'ROLLED_BACK', reason: string | null): Promise<void>;
  /** A sub-order cancelled as the rollback begins. */
  childEnded: ChildEnded;
}

/** Starts rolling the order back: cancels what runs (tasks, worklist items, sub-orders), then undoes. */
export async function beginRollback(run: Run, reason: string, steps: RollbackSteps): Promise<void> {
  const { trx, order, at, actor } = run;
  await cancelUnderway(trx, order.id, at, actor, steps.childEnded);
  for (const task of run.tasks) if (ACTIVE.includes(task.state)) task.state = 'CANCELLED';
  await engineDb(trx)
    .updateTable('orders')
    .set({ compensating: true, state_reason: `Rolling back: ${reason}`, updated_at: at })
    .where('id', '=', order.id)
    .execute();
  order.compensating = true;
  await appendEvent(trx, order, { type: 'ORDER_ROLLING_BACK', data: { reason }, actor }, at);
  await continueRollback(run, steps);
}

/** The newest completed task that has a compensation and has not been undone yet. */
async function nextToUndo(run: Run): Promise<{ id: string; compensation: WorkflowStep } | null> {
  const candidates = await engineDb(run.trx)
    .selectFrom('order_tasks as t')
    .select(['t.id', 't.step_id as stepId'])
    .where('t.order_id', '=', run.order.id)
    .where('t.state', 'in', DONE)
    .where('t.compensates', 'is', null)
    .where(
      sql<boolean>`not exists (select 1 from order_tasks c where c.compensates = t.id and c.state in (${sql.join(DONE)}))`,
    )
    .orderBy('t.ended_at', 'desc')
    .orderBy('t.seq', 'desc')
    .execute();
  for (const candidate of candidates) {
    const compensation = run.graph.step(candidate.stepId).compensation;
    if (compensation) return { id: candidate.id, compensation: run.graph.step(compensation) };
  }
  return null;
}

/**
 * Undoes the next completed step, one at a time: inline compensations follow each other at once, a
 * compensation that runs as a job or waits for a person is followed when it completes.
 */
export async function continueRollback(run: Run, steps: RollbackSteps): Promise<void> {
  for (;;) {
    if (run.order.state !== 'RUNNING' && run.order.state !== 'WAITING_MANUAL') return;
    if (run.tasks.some((task) => ACTIVE.includes(task.state))) return;
    const undo = await nextToUndo(run);
    if (!undo) {
      await steps.endOrder(run, 'ROLLED_BACK', 'Rolled back after a step failed');
      return;
    }
    const before = run.tasks.length;
    await steps.enterTask(run, undo.compensation);
    const added = run.tasks.slice(before).find((task) => task.stepId === undo.compensation.id);
    if (!added) return;
    await markCompensating(run, added.id, undo.id);
    if (!DONE.includes(added.state)) return;
  }
}

/** Links a compensation task to the task it undoes. */
export async function markCompensating(run: Run, taskId: string, undoes: string): Promise<void> {
  await engineDb(run.trx).updateTable('order_tasks').set({ compensates: undoes }).where('id', '=', taskId).execute();
}

/** The task a failed compensation of this step was undoing, so a retry with edited input undoes the same. */
export async function undoneBy(run: Run, stepId: string): Promise<string | null> {
  const row = await engineDb(run.trx)
    .selectFrom('order_tasks')
    .select('compensates')
    .where('order_id', '=', run.order.id)
    .where('step_id', '=', stepId)
    .where('compensates', 'is not', null)
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  return row?.compensates ?? null;
}
