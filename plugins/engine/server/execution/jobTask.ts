import { sql, type Kysely } from 'kysely';
import type { TaskState } from '../../public/contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { TASK_COLUMNS, TEMPLATE_RUN_COLUMNS, type TaskRow, type TemplateRow } from './orderStore.ts';
import { abandonedAttempt } from './abandonedAttempt.ts';

/** The task a job runs, with what starting it needs: its template as it is now and an unfinished attempt. */
export interface JobTaskRow {
  id: string;
  stepId: string;
  stepName: string;
  type: string;
  state: TaskState;
  input: Record<string, unknown> | null;
  taskTemplate: string | null;
  attemptCount: number;
  template: TemplateRow | undefined;
  /** Its unfinished attempt, and whether no run makes it any more (`abandonedAttempt`). */
  attempt: { id: string; number: number; abandoned: boolean } | undefined;
  /** The order's tasks, read with it. */
  orderTasks: TaskRow[];
}

/**
 * One statement for what three reads answered: the task, its tenant's template by name and the task's
 * unfinished attempt (abandoned when its lease is gone or it started before `startedBefore`). Run it after
 * the order's lock, so it reads what the previous holder committed.
 */
export async function jobTask(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  taskId: string,
  startedBefore: Date,
): Promise<JobTaskRow | undefined> {
  const row = await engineDb(trx)
    .selectFrom('order_tasks as t')
    .leftJoin('task_templates as tt', (join) =>
      join.on('tt.tenant_id', '=', tenantId).on(sql<boolean>`lower(tt.name) = lower(t.task_template)`),
    )
    .leftJoinLateral(
      (db) =>
        db
          .selectFrom('task_attempts as a')
          .select(['a.id', 'a.number', abandonedAttempt('a', startedBefore).as('abandoned')])
          .whereRef('a.task_id', '=', 't.id')
          .where('a.state', '=', 'RUNNING')
          .limit(1)
          .as('a'),
      (join) => join.onTrue(),
    )
    .select([
      't.id',
      't.step_id as stepId',
      't.step_name as stepName',
      't.type',
      't.state',
      't.input',
      't.task_template as taskTemplate',
      't.attempt_count as attemptCount',
      'tt.name as templateName',
      'tt.type as templateType',
      ...TEMPLATE_RUN_COLUMNS,
      'a.id as attemptId',
      'a.number as attemptNumber',
      'a.abandoned as attemptAbandoned',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('order_tasks as ot')
          .select(TASK_COLUMNS.map((column) => `ot.${column}` as const))
          .whereRef('ot.order_id', '=', 't.order_id')
          .orderBy('ot.seq'),
      ).as('orderTasks'),
    )
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  if (!row) return undefined;
  const template: TemplateRow | undefined =
    row.templateName === null || row.templateType === null
      ? undefined
      : {
          name: row.templateName,
          type: row.templateType,
          config: row.config as TemplateRow['config'],
          inputMapping: row.inputMapping as TemplateRow['inputMapping'],
          outputMapping: row.outputMapping as TemplateRow['outputMapping'],
          retryPolicy: row.retryPolicy as TemplateRow['retryPolicy'],
          timeoutMs: row.timeoutMs as number,
          retryableErrors: row.retryableErrors as string[],
          enabled: row.enabled as boolean,
        };
  const attempt =
    row.attemptId === null || row.attemptNumber === null
      ? undefined
      : { id: row.attemptId, number: row.attemptNumber, abandoned: row.attemptAbandoned === true };
  return {
    id: row.id,
    stepId: row.stepId,
    stepName: row.stepName,
    type: row.type,
    state: row.state as TaskState,
    input: row.input as Record<string, unknown> | null,
    taskTemplate: row.taskTemplate,
    attemptCount: row.attemptCount,
    template,
    attempt,
    orderTasks: row.orderTasks.map((task) => ({ ...task, runAfter: new Date(task.runAfter) })),
  };
}
