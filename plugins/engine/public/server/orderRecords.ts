import { sql, type InferResult, type Kysely } from 'kysely';
import type { Order } from '../contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from './engineTables.ts';

/**
 * A running order is stalled when a step of it that is scheduled or running has gone longer than its
 * task's timeout since the later of the order's last event and the step's due time (a retry's wait).
 */
export const STALLED = sql<boolean>`(o.state = 'RUNNING' and exists (
  select 1 from order_tasks t
  left join task_templates tt on tt.tenant_id = t.tenant_id and lower(tt.name) = lower(t.task_template)
  where t.order_id = o.id and t.state in ('SCHEDULED', 'RUNNING')
    and greatest(o.last_event_at, t.run_after) + make_interval(secs => coalesce(tt.timeout_ms, 30000) / 1000.0) < now()))`;

/** The tenant's orders as records read them. */
export function selectOrders(db: Kysely<CoreDatabase>) {
  return engineDb(db)
    .selectFrom('orders as o')
    .select([
      'o.id as orderId',
      'o.order_number as orderNumber',
      'o.service_id as serviceId',
      'o.service_name as service',
      'o.operation',
      'o.workflow_id as workflowId',
      'o.workflow_name as workflow',
      'o.workflow_version as workflowVersion',
      'o.account_id as accountId',
      'o.subscriber_key as subscriberKey',
      'o.external_id as externalId',
      'o.payload',
      'o.priority',
      'o.source',
      'o.state',
      'o.state_reason as stateReason',
      'o.sla_due_at as slaDueAt',
      'o.created_at as createdAt',
      'o.updated_at as updatedAt',
      'o.completed_at as completedAt',
      'o.created_by as createdBy',
      'o.last_event_at as lastEventAt',
      'o.parent_order_id as parentOrderId',
      sql<Order['waitingFor']>`(select json_build_object('orderId', b.id, 'orderNumber', b.order_number)
        from orders b where b.id = o.waiting_for_order_id and o.state = 'PENDING')`.as('waitingFor'),
      sql<boolean>`o.compensating and o.state not in ('COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK')`.as(
        'rollingBack',
      ),
      STALLED.as('stalled'),
      'o.version',
    ]);
}

/** A row of `selectOrders`. */
export type OrderRecordRow = InferResult<ReturnType<typeof selectOrders>>[number];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toOrder(row: OrderRecordRow): Order {
  return {
    ...row,
    slaDueAt: iso(row.slaDueAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
    lastEventAt: row.lastEventAt.toISOString(),
  };
}
