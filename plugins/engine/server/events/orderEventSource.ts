import { sql } from 'kysely';
import type { FeedEvent, OrderEventFeed } from '../../public/server/OrderEventFeed.ts';

/** How far back missing ids are looked for: a transaction under way holds one of the latest ids. */
const RECENT_IDS = 10_000;

/** The engine's order events for other plugins: each with its order's number, service, state and payload. */
export const orderEventSource: OrderEventFeed = {
  async latestId(db, tenantId) {
    const { rows } = await sql<{ id: string | null }>`select max(id)::text as id from order_events
      where tenant_id = ${tenantId}`.execute(db);
    return rows[0]?.id ?? '0';
  },
  async after(db, tenantId, afterId, limit) {
    const { rows } = await sql<FeedEvent & { at: Date }>`select e.id::text as "eventId", e.tenant_id as "tenantId",
        e.type, e.step_id as "stepId", e.data, e.actor, e.at, o.id as "orderId", o.account_id as "accountId", o.order_number as "orderNumber",
        o.service_name as service, o.operation, o.state as "orderState", o.payload
      from order_events e join orders o on o.id = e.order_id
      where e.tenant_id = ${tenantId} and e.id > ${afterId}::bigint
      order by e.id limit ${limit}`.execute(db);
    return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  },
  async missingIds(db, afterId, uptoId) {
    const { rows } = await sql<{ id: string }>`select n::text as id
      from generate_series(greatest(${afterId}::bigint + 1, ${uptoId}::bigint - ${RECENT_IDS}), ${uptoId}::bigint) n
      where not exists (select 1 from order_events e where e.id = n) order by n limit 100`.execute(db);
    return rows.map((row) => row.id);
  },
};
