import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { OrderTask } from '../../engine/public/contract/order.ts';
import { accountCondition, accountScope } from '../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { selectOrders } from '../../engine/public/server/orderRecords.ts';

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
    attempts: attempts
      .filter((attempt) => attempt.task_id === task.id)
      .map((attempt) => ({
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
