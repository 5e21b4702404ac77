import { sql, type Kysely } from 'kysely';
import type { TaskState } from '../../public/contract/order.ts';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { eventRow, notifyColumn, type OrderRow, type TaskRow } from './orderStore.ts';
import type { WorkflowGraph } from './WorkflowGraph.ts';

/** One transition of an order as the advancer works it: the locked order, its graph and its tasks so far. */
export interface Run {
  trx: Kysely<CoreDatabase>;
  order: OrderRow;
  graph: WorkflowGraph;
  tasks: TaskRow[];
  at: Date;
  actor: string;
  passed: number;
}

export interface NewTask {
  step: WorkflowStep;
  type: string;
  template: string | null;
  state: TaskState;
  input?: unknown;
  output?: unknown;
  error?: { code: string; message: string };
  runAfter?: Date;
}

/** Writes a task of the run (one run of a step) with the event its state calls for, in one statement, and keeps it in the run. */
export async function addTask(run: Run, task: NewTask): Promise<TaskRow> {
  const iteration = run.tasks.filter((existing) => existing.stepId === task.step.id).length + 1;
  const ended = task.state !== 'SCHEDULED' && task.state !== 'RUNNING';
  const type =
    task.state === 'SCHEDULED' ? 'TASK_SCHEDULED' : task.state === 'COMPLETED' ? 'TASK_COMPLETED' : 'TASK_FAILED';
  const event = {
    type,
    stepId: task.step.id,
    data: task.error ?? (task.runAfter && task.runAfter > run.at ? { runAfter: task.runAfter.toISOString() } : {}),
    actor: run.actor,
  };
  // The task and its event in one statement: the event names the task the statement inserts.
  const row = await engineDb(run.trx)
    .with('task', (db) =>
      db
        .insertInto('order_tasks')
        .values({
          order_id: run.order.id,
          tenant_id: run.order.tenantId,
          step_id: task.step.id,
          step_name: task.step.name,
          type: task.type,
          task_template: task.template,
          iteration,
          state: task.state,
          input: task.input === undefined ? null : JSON.stringify(task.input),
          output: task.output === undefined ? null : JSON.stringify(task.output),
          error_code: task.error?.code ?? null,
          error_message: task.error?.message ?? null,
          scheduled_at: run.at,
          run_after: task.runAfter ?? run.at,
          started_at: task.state === 'SCHEDULED' ? null : run.at,
          ended_at: ended ? run.at : null,
          advanced: ended,
        })
        .returning('id'),
    )
    .with('event', (db) =>
      db.insertInto('order_events').values(eventRow(run.order, event, run.at, sql<string>`(select id from task)`)),
    )
    .selectFrom('task')
    .select(['task.id', ...notifyColumn(run.trx, run.order.tenantId)])
    .executeTakeFirstOrThrow();
  const added: TaskRow = {
    id: row.id,
    stepId: task.step.id,
    type: task.type,
    taskTemplate: task.template,
    iteration,
    state: task.state,
    input: (task.input as Record<string, unknown> | undefined) ?? null,
    output: task.output ?? null,
    attemptCount: 0,
    advanced: ended,
    runAfter: task.runAfter ?? run.at,
  };
  run.tasks.push(added);
  return added;
}
