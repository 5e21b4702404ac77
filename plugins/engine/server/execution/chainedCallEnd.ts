import { sql, type Kysely } from 'kysely';
import { isMoving } from '../../public/contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { ORDER_EVENTS_CHANNEL } from '../events/OrderEventHub.ts';
import { recordedAttempt, type Outcome } from './callOutcome.ts';
import { endInMemory, taskEndColumns, taskEndEvent } from './endTask.ts';
import { nextTemplateNames, nextTemplates, nextTemplatesColumn } from './nextTemplates.ts';
import type { OrderAdvancer } from './OrderAdvancer.ts';
import type { ChainSlot, TaskWrites } from './orderRun.ts';
import { workflowGraph, type OrderRow, type TaskRow } from './orderStore.ts';
import type { WorkflowGraph } from './WorkflowGraph.ts';
import { RefusingDb } from './refusingDb.ts';
import { leaseHeld } from '../../../../core/server/jobs/leaseSql.ts';

const ENGINE = 'engine';
/** The statement's guard divides by the rows it changed: none (the order moved, or the attempt was recorded) fails it whole. */
const DIVISION_BY_ZERO = '22012';

/** A call the chain made, as far as its end needs it. */
export interface MadeCall {
  order: OrderRow;
  task: { id: string; stepId: string };
  attempt: { id: string; number: number };
  /** The order's tasks as the transition that started the call left them (absent: unknown). */
  tasks?: TaskRow[];
}

/**
 * Ends a call the job's chain made and starts the next one, as one statement outside any transaction,
 * when the runner knows the order's tasks from the transition that started the call and no transition
 * took the order's lock since: the transition is worked out first on a database that refuses every
 * statement (so a step that would read or write anything else — the order's end, a job, a template not
 * read ahead — leaves it to a transaction), then its writes go together behind a guard that counts the
 * transition where the order's lock would: the order's transition count as remembered, the attempt (held
 * under the process's lease, which lives) and its task still running. When the guard fails nothing is written. Answers whether it was written; the
 * chain then holds the next call, with the order's tasks as this statement left them.
 */
export async function endChainedCall(
  db: Kysely<CoreDatabase>,
  advancer: OrderAdvancer,
  call: MadeCall,
  outcome: Outcome,
  chain: ChainSlot,
  at: Date,
  leaseId: string,
): Promise<boolean> {
  if (!call.tasks || !outcome.succeeded || !isMoving(call.order.state) || call.order.compensating) return false;
  const order: OrderRow = { ...call.order };
  const tasks = call.tasks.map((task) => ({ ...task }));
  const ended = tasks.find((task) => task.id === call.task.id);
  if (ended?.state !== 'RUNNING') return false;
  const end = { succeeded: true as const, output: outcome.output };
  endInMemory(ended, end);
  const writes: TaskWrites = { tasks: [], events: [], attempts: [] };
  const slot: ChainSlot = { chainable: chain.chainable, started: null, templates: chain.templates, writes };
  const refusing = new RefusingDb();
  let graph: WorkflowGraph;
  try {
    graph = await workflowGraph(refusing.db, order);
    await advancer.afterStep(refusing.db, order, call.task.stepId, ENGINE, tasks, slot);
  } catch {
    // Refused, or failed: the transaction's way does it again and meets what failed there.
    return false;
  }
  if (refusing.refused) return false;
  const engine = engineDb(db);
  const guard = [
    engine
      .updateTable('orders')
      .set({ transitions: sql<number>`transitions + 1` })
      .where('id', '=', order.id)
      .where('transitions', '=', order.transitions)
      .returning('id'),
    engine
      .updateTable('task_attempts')
      .set(recordedAttempt(outcome, at))
      .where('id', '=', call.attempt.id)
      .where('state', '=', 'RUNNING')
      .where('lease_id', '=', leaseId)
      .where(leaseHeld(leaseId))
      .returning('id'),
    engine
      .updateTable('order_tasks')
      .set(taskEndColumns(end, at, true))
      .where('id', '=', call.task.id)
      .where('state', '=', 'RUNNING')
      .returning('id'),
  ];
  const event = { data: { attempt: call.attempt.number }, actor: ENGINE, at };
  // One insert per table, rows in the order the transition wrote them (the events' ids keep that order).
  const events = [taskEndEvent(order, call.task, end, event), ...writes.events];
  const parts = [
    ...guard,
    engine.insertInto('order_events').values(events),
    ...(writes.tasks.length > 0 ? [engine.insertInto('order_tasks').values(writes.tasks)] : []),
    ...(writes.attempts.length > 0 ? [engine.insertInto('task_attempts').values(writes.attempts)] : []),
  ];
  const next = slot.started;
  const aheadNames = next ? nextTemplateNames(graph, next.task.stepId) : [];
  const answer = engine.selectNoFrom([
    sql<number>`1 / (select count(*) from w0) / (select count(*) from w1) / (select count(*) from w2)`.as('written'),
    sql`pg_notify(${ORDER_EVENTS_CHANNEL}, ${order.tenantId})`.as('notified'),
    nextTemplatesColumn(db, order.tenantId, aheadNames),
  ]);
  const ctes = parts.map((part, index) => sql`${sql.ref(`w${index}`)} as (${part})`);
  let rows: { nextTemplates: unknown[] }[];
  try {
    rows = (await sql<{ nextTemplates: unknown[] }>`with ${sql.join(ctes)} ${answer}`.execute(db)).rows;
  } catch (error) {
    if ((error as { code?: unknown }).code === DIVISION_BY_ZERO) return false;
    throw error;
  }
  order.transitions += 1;
  chain.started = next && { ...next, tasks };
  chain.templates = nextTemplates(aheadNames, rows[0]?.nextTemplates ?? []);
  return true;
}
