import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { OrderEvent, OrderExecution, OrderTask } from '../../engine/public/contract/order.ts';
import { accountCondition, accountScope } from '../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { selectOrders, toOrder } from '../../engine/public/server/orderRecords.ts';
import { toVersion, VERSION_COLUMNS } from '../../engine/public/server/workflowVersions.ts';
import type { WorkflowLayouts } from '../../engine/public/server/workflowLayouts.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The order of the path if the caller's tenant and partner accounts reach it; 404 otherwise. */
export async function reachableOrder(
  db: Kysely<CoreDatabase>,
  request: FastifyRequest,
  auth: AuthContext | null,
  orderId: string,
) {
  if (!auth || !isUuid(orderId)) throw notFound('The order');
  const scope = await accountScope(db, request, auth);
  let query = selectOrders(db).where('o.tenant_id', '=', auth.tenantId).where('o.id', '=', orderId);
  const condition = accountCondition(scope, sql.ref('o.account_id'));
  if (condition) query = query.where(condition);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('The order');
  return row;
}

export async function exampleOrder({ db, tenantId }: ExampleLookup) {
  const row = await engineDb(db)
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  return row ? { orderId: row.id } : null;
}

export async function tasksOf(db: Kysely<CoreDatabase>, orderId: string): Promise<OrderTask[]> {
  const engine = engineDb(db);
  const [tasks, attempts] = await Promise.all([
    engine.selectFrom('order_tasks').selectAll().where('order_id', '=', orderId).orderBy('seq').execute(),
    engine.selectFrom('task_attempts').selectAll().where('order_id', '=', orderId).orderBy('number').execute(),
  ]);
  const attemptsByTask = new Map<string, typeof attempts>();
  for (const attempt of attempts) {
    const ofTask = attemptsByTask.get(attempt.task_id);
    if (ofTask) ofTask.push(attempt);
    else attemptsByTask.set(attempt.task_id, [attempt]);
  }
  return tasks.map((task) => ({
    taskId: task.id,
    stepId: task.step_id,
    stepName: task.step_name,
    type: task.type,
    taskTemplate: task.task_template,
    iteration: task.iteration,
    state: task.state,
    input: task.input,
    output: task.output,
    errorCode: task.error_code,
    errorMessage: task.error_message,
    compensates: task.compensates,
    attempts: (attemptsByTask.get(task.id) ?? []).map((attempt) => ({
      attemptId: attempt.id,
      number: attempt.number,
      state: attempt.state,
      request: attempt.request,
      response: attempt.response,
      errorCode: attempt.error_code,
      errorMessage: attempt.error_message,
      startedAt: attempt.started_at.toISOString(),
      endedAt: iso(attempt.ended_at),
      durationMs: attempt.duration_ms,
    })),
    scheduledAt: task.scheduled_at.toISOString(),
    startedAt: iso(task.started_at),
    endedAt: iso(task.ended_at),
  }));
}

/** The order's events, oldest first. */
export async function eventsOf(db: Kysely<CoreDatabase>, orderId: string): Promise<OrderEvent[]> {
  const rows = await engineDb(db)
    .selectFrom('order_events')
    .select([
      sql<string>`id::text`.as('eventId'),
      'order_id as orderId',
      'type',
      'step_id as stepId',
      'task_id as taskId',
      'data',
      'actor',
      'at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** A reachable order (`reachableOrder`) with its tasks, its workflow version and that version's stored layout. */
export async function executionOf(
  db: Kysely<CoreDatabase>,
  layouts: WorkflowLayouts,
  tenantId: string,
  row: Awaited<ReturnType<typeof reachableOrder>>,
): Promise<OrderExecution> {
  const order = toOrder(row);
  const [tasks, version] = await Promise.all([
    tasksOf(db, order.orderId),
    engineDb(db)
      .selectFrom('workflow_versions')
      .select([...VERSION_COLUMNS, 'definition', 'layout'])
      .where('tenant_id', '=', tenantId)
      .where('workflow_id', '=', order.workflowId)
      .where('number', '=', order.workflowVersion)
      .executeTakeFirst(),
  ]);
  if (!version) throw notFound('The order’s workflow version');
  const { layout: stored, ...columns } = version;
  const graph = toVersion(columns);
  const layout = await layouts.ofVersion(db, { ...graph, tenantId, layout: stored });
  return { order, tasks, graph, layout };
}
