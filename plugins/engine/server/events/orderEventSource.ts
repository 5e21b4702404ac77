import { sql } from 'kysely';
import type { FeedEvent, OrderEventFeed } from '../../public/server/OrderEventFeed.ts';

const POSITION = /^(\d{1,20}):(\d{1,20})$/;

/** A feed position is the last read event's transaction and id: `<tx>:<id>`. */
function parsePosition(position: string): { tx: string; id: string } {
  const match = POSITION.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`Not an order event position: ${JSON.stringify(position)}`);
  return { tx: match[1], id: match[2] };
}

/** The engine's order events for other plugins: each with its order's number, service, state and payload. */
export const orderEventSource: OrderEventFeed = {
  async latestPosition(db) {
    // Every transaction older than the oldest running one is final; the running ones' events come after.
    const { rows } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(
      db,
    );
    return `${rows[0]?.xmin ?? '0'}:0`;
  },
  async after(db, tenantId, position, limit) {
    const from = parsePosition(position);
    const { rows } = await sql<Omit<FeedEvent, 'position'> & { at: Date; tx: string }>`select e.id::text as "eventId",
        e.tx::text as tx, e.tenant_id as "tenantId", e.type, e.step_id as "stepId", e.data, e.actor, e.at,
        o.id as "orderId", o.account_id as "accountId", o.order_number as "orderNumber",
        o.service_name as service, o.operation, o.state as "orderState", o.payload
      from order_events e join orders o on o.id = e.order_id
      where e.tenant_id = ${tenantId} and (e.tx, e.id) > (${from.tx}::xid8, ${from.id}::bigint)
        and e.tx < pg_snapshot_xmin(pg_current_snapshot())
      order by e.tx, e.id limit ${limit}`.execute(db);
    return rows.map(({ tx, ...row }) => ({
      ...row,
      position: `${tx}:${row.eventId}`,
      at: new Date(row.at).toISOString(),
    }));
  },
};
