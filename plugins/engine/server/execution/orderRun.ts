import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb, type OrderTasksTable, type TaskAttemptsTable } from '../../public/server/engineTables.ts';
import { eventRow, notifyColumn, type OrderRow, type TaskRow, type TemplateRow } from './orderStore.ts';
import type { WorkflowGraph } from './WorkflowGraph.ts';
import type { NextTemplates } from './nextTemplates.ts';
import { newTaskEvents, type NewTaskFacts } from './taskEvents.ts';
import type { CallTargetJson } from '../../public/server/networkQueries.ts';

/** One transition of an order as the advancer works it: the locked order, its graph and its tasks so far. */
export interface Run {
  trx: Kysely<CoreDatabase>;
  order: OrderRow;
  graph: WorkflowGraph;
  tasks: TaskRow[];
  at: Date;
  actor: string;
  passed: number;
  /**
   * Where the transition may start the next call itself: the task runner that holds it goes on with the
   * call once the transaction commits, instead of sending a job (absent: every call is a job).
   */
  chain?: ChainSlot;
}

/** The call a transition started in its own statement, for the runner that holds the chain to make. */
export interface ChainedCall {
  order: OrderRow;
  /**
   * The order's tasks as the transition that started the call left them, when it knows them whole: the
   * call's end may then be written without a lock, as long as no transition came between.
   */
  tasks?: TaskRow[];
  task: TaskRow & { stepName: string };
  template: TemplateRow;
  attempt: { id: string; number: number };
  /** Its element and provisioning template, when read ahead with the order's tasks. */
  target?: CallTargetJson;
}

/** What the task runner offers a transition: a chain for the next call, and the templates it read ahead. */
export interface ChainSlot {
  /** Whether the transition may start a call for the runner (false: every call is a job). */
  chainable: boolean;
  started: ChainedCall | null;
  templates?: NextTemplates;
  /**
   * When given, the transition's new tasks (with their events and first attempts) are collected here, not
   * written: the runner writes them with the step's end in one statement.
   */
  writes?: TaskWrites;
}

/** The rows of a transition's new tasks, collected in the order they were added. */
export interface TaskWrites {
  tasks: Insertable<OrderTasksTable>[];
  events: ReturnType<typeof eventRow>[];
  attempts: Insertable<TaskAttemptsTable>[];
}

export interface NewTask extends NewTaskFacts {
  step: WorkflowStep;
  type: string;
  template: string | null;
  input?: unknown;
  output?: unknown;
}

/** The event rows of a new task (see `newTaskEvents`). */
function taskEvents(run: Run, task: NewTask, taskId: string) {
  return newTaskEvents(task, run.at).map((event) =>
    eventRow(run.order, { ...event, stepId: task.step.id, taskId, actor: run.actor }, run.at),
  );
}

/**
 * Writes a task of the run (one run of a step) with the events its state calls for — and, started at
 * once, its first attempt — in one statement, and keeps it in the run.
 */
export async function addTask(run: Run, task: NewTask): Promise<TaskRow> {
  const id = randomUUID();
  const iteration = run.tasks.filter((existing) => existing.stepId === task.step.id).length + 1;
  const state = task.attemptId ? 'RUNNING' : task.state;
  const ended = state !== 'SCHEDULED' && state !== 'RUNNING';
  const engine = engineDb(run.trx);
  const taskRow = {
    id,
    order_id: run.order.id,
    tenant_id: run.order.tenantId,
    step_id: task.step.id,
    step_name: task.step.name,
    type: task.type,
    task_template: task.template,
    iteration,
    state,
    input: task.input === undefined ? null : JSON.stringify(task.input),
    output: task.output === undefined ? null : JSON.stringify(task.output),
    error_code: task.error?.code ?? null,
    error_message: task.error?.message ?? null,
    attempt_count: task.attemptId ? 1 : 0,
    scheduled_at: run.at,
    run_after: task.runAfter ?? run.at,
    started_at: state === 'SCHEDULED' ? null : run.at,
    ended_at: ended ? run.at : null,
    advanced: ended,
  };
  const attemptId = task.attemptId;
  const attemptRow = attemptId && {
    id: attemptId,
    task_id: id,
    order_id: run.order.id,
    tenant_id: run.order.tenantId,
    number: 1,
    state: 'RUNNING' as const,
    started_at: run.at,
  };
  const writes = run.chain?.writes;
  if (writes) {
    // Collected, not written: the runner writes them with the step's end, in one statement.
    writes.tasks.push(taskRow);
    writes.events.push(...taskEvents(run, task, id));
    if (attemptRow) writes.attempts.push(attemptRow);
  } else {
    const written = engine
      .with('task', (db) => db.insertInto('order_tasks').values(taskRow))
      .with('event', (db) => db.insertInto('order_events').values(taskEvents(run, task, id)));
    const answer = [sql<string>`${id}`.as('id'), ...notifyColumn(run.trx, run.order.tenantId)];
    if (attemptRow) {
      await written
        .with('attempt', (db) => db.insertInto('task_attempts').values(attemptRow))
        .selectNoFrom(answer)
        .execute();
    } else {
      await written.selectNoFrom(answer).execute();
    }
  }
  const added: TaskRow = {
    id,
    stepId: task.step.id,
    type: task.type,
    taskTemplate: task.template,
    iteration,
    state,
    input: (task.input as Record<string, unknown> | undefined) ?? null,
    output: task.output ?? null,
    attemptCount: task.attemptId ? 1 : 0,
    advanced: ended,
    runAfter: task.runAfter ?? run.at,
  };
  run.tasks.push(added);
  return added;
}
