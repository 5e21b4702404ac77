import { sql } from 'kysely';
import {
  afterEventPosition,
  formatEventPosition,
  newReaderPosition,
  parseEventPosition,
  settledEvent,
} from '../../../../core/server/db/eventPositions.ts';
import type { FeedEvent, OrderEventFeed } from '../../public/server/OrderEventFeed.ts';

/** The engine's order events for other plugins: each with its order's number, service, state and payload. */
export const orderEventSource: OrderEventFeed = {
  latestPosition: (db) => newReaderPosition(db),
  async after(db, tenantId, position, limit) {
    const from = parseEventPosition(position);
    const { rows } = await sql<Omit<FeedEvent, 'position'> & { at: Date; tx: string }>`select e.id::text as "eventId",
        e.tx::text as tx, e.tenant_id as "tenantId", e.type, e.step_id as "stepId", e.data, e.actor, e.at,
        o.id as "orderId", o.account_id as "accountId", o.order_number as "orderNumber",
        o.service_name as service, o.operation, o.state as "orderState", o.payload
      from order_events e join orders o on o.id = e.order_id
      where e.tenant_id = ${tenantId} and ${afterEventPosition('e.tx', 'e.id', from)} and ${settledEvent('e.tx')}
      order by e.tx, e.id limit ${limit}`.execute(db);
    return rows.map(({ tx, ...row }) => ({
      ...row,
      position: formatEventPosition({ tx, id: row.eventId }),
      at: new Date(row.at).toISOString(),
    }));
  },
};
