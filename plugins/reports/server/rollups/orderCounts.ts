import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { FINAL_ORDER_STATES, UNFINISHED_ORDER_STATES } from '../../../engine/public/contract/orderStates.ts';
import { ordersInScope, type ReportScope } from '../reportScope.ts';
import { foldedTo } from './foldRollups.ts';
import { rollupInScope, within } from './rollupScope.ts';
import { rollupWindow, type Span } from './rollupWindow.ts';

const FINAL = sql.join(FINAL_ORDER_STATES);

/** The orders created within `created` (and meeting `which`), counted as the rollup counts them. */
function ordersCounted(where: ReportScope, created: Span, which: RawBuilder<unknown> = sql``) {
  const end = sql`(case when o.state in (${FINAL}) then coalesce(o.completed_at, o.last_event_at) else ${where.now}::timestamptz end)`;
  const over = sql`greatest(extract(epoch from (${end} - o.sla_due_at)) * 1000, 0)::float8`;
  return sql`
    select date_trunc('day', o.created_at at time zone 'UTC') at time zone 'UTC' as day, o.service_name as service,
      o.operation, coalesce(o.account_id, '') as account_key, o.state, count(*) as orders,
      count(*) filter (where o.sla_due_at is not null) as sla_orders,
      count(*) filter (where ${end} > o.sla_due_at) as breaching,
      coalesce(sum(${over}), 0) as over_total_ms, coalesce(max(${over}), 0) as over_max_ms
    from orders o
    where ${ordersInScope(where, { created: false })} and ${within('o.created_at', created)} ${which}
    group by 1, 2, 3, 4, 5`;
}

/**
 * The orders a report counts, by day of creation, service, operation, partner account and state, with
 * their SLA figures: the range's whole days from the order counts (with the orders that have not ended, or
 * ended since the last fold), its partial first and last days from the orders.
 */
export async function orderCounts(db: Kysely<CoreDatabase>, where: ReportScope): Promise<RawBuilder<unknown>> {
  const window = rollupWindow(where.from, where.to, await foldedTo(db, 'orders'));
  const parts = window.edges.map((edge) => ordersCounted(where, edge));
  if (window.days !== null) {
    parts.push(
      sql`select r.day, r.service_name as service, r.operation, r.account_key, r.state, r.orders, r.sla_orders,
          r.breaching, r.over_total_ms, r.over_max_ms
        from report_order_counts r where ${rollupInScope('r', where, window.days)}`,
      // Not in the rollup: the orders that have not ended, and those that ended since the fold (every
      // final state sets `completed_at`).
      ordersCounted(where, window.days, sql`and o.state in (${sql.join(UNFINISHED_ORDER_STATES)})`),
      ordersCounted(where, window.days, sql`and o.state in (${FINAL}) and o.completed_at > ${window.foldedTo}`),
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
