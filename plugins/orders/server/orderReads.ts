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
import { selectOrders } from './ordersResource.ts';

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

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
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound('The order');
  return row;
}

export async function exampleOrder({ db, tenantId }: ExampleLookup) {
  const row = (await engineDb(db)
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst()) as { id: string } | undefined;
  return row ? { orderId: row.id } : null;
}

export async function tasksOf(db: Kysely<CoreDatabase>, orderId: string): Promise<OrderTask[]> {
  const engine = engineDb(db);
  const [tasks, attempts] = await Promise.all([
    engine.selectFrom('order_tasks').selectAll().where('order_id', '=', orderId).orderBy('seq').execute(),
    engine.selectFrom('task_attempts').selectAll().where('order_id', '=', orderId).orderBy('number').execute(),
  ]);
  return (tasks as Record<string, unknown>[]).map((task) => ({
    taskId: task.id as string,
    stepId: task.step_id as string,
    stepName: task.step_name as string,
    type: task.type as string,
    taskTemplate: task.task_template as string | null,
    iteration: task.iteration as number,
    state: task.state as OrderTask['state'],
    input: task.input ?? null,
    output: task.output ?? null,
    errorCode: task.error_code as string | null,
    errorMessage: task.error_message as string | null,
    compensates: (task.compensates as string | null) ?? null,
    attempts: (attempts as Record<string, unknown>[])
      .filter((attempt) => attempt.task_id === task.id)
      .map((attempt) => ({
        attemptId: attempt.id as string,
        number: attempt.number as number,
        state: attempt.state as 'RUNNING' | 'SUCCEEDED' | 'FAILED',
        request: attempt.request ?? null,
        response: attempt.response ?? null,
        errorCode: attempt.error_code as string | null,
        errorMessage: attempt.error_message as string | null,
        startedAt: iso(attempt.started_at) as string,
        endedAt: iso(attempt.ended_at),
        durationMs: attempt.duration_ms as number | null,
      })),
    scheduledAt: iso(task.scheduled_at) as string,
    startedAt: iso(task.started_at),
    endedAt: iso(task.ended_at),
  }));
}
