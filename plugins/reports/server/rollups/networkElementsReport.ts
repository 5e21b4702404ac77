import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { ReportRow } from '../../contract.ts';
import { narrowsOrders, ordersInScope, type ReportScope } from '../reportScope.ts';
import { foldedTo } from './foldRollups.ts';
import { countedPercentile, rollupInScope, within } from './rollupScope.ts';
import { rollupWindow, type Span } from './rollupWindow.ts';

/**
 * The ended calls started within `started` (and ended after `endedAfter`), counted by template, outcome and
 * latency: each call's task and order are looked up by key (`offset 0` keeps them lookups rather than
 * scans); the order only when a filter or the caller's partner accounts narrow the orders.
 */
function endedCalls(where: ReportScope, started: Span, endedAfter?: Date) {
  const ordersLookup = narrowsOrders(where)
    ? sql`cross join lateral (select 1 from orders o
        where o.id = a.order_id and ${ordersInScope(where, { created: false })} offset 0) o`
    : sql``;
  return sql`
    select t.template, a.state = 'FAILED' as failed, a.duration_ms::float8 as ms, count(*) as n
    from task_attempts a
    cross join lateral (select lower(t.task_template) as template from order_tasks t
      where t.id = a.task_id and t.type = 'HTTP_CALL' offset 0) t
    ${ordersLookup}
    where a.tenant_id = ${where.tenantId} and a.state <> 'RUNNING' and ${within('a.started_at', started)}
      ${endedAfter === undefined ? sql`` : sql`and a.ended_at > ${endedAfter}`}
    group by 1, 2, 3`;
}

/**
 * Calls, errors and latency p95 by network element and operation (the calls' templates name them). The
 * range's whole days are read from the call counts (with what ended since the last fold, from the call
 * log), its partial first and last days from the call log.
 */
export async function networkElementsReport(db: Kysely<CoreDatabase>, where: ReportScope): Promise<ReportRow[]> {
  const window = rollupWindow(where.from, where.to, await foldedTo(db, 'calls'));
  const parts: RawBuilder<unknown>[] = window.edges.map((edge) => endedCalls(where, edge));
  if (window.days !== null) {
    parts.push(
      sql`select r.template, r.failed, r.ms, sum(r.count) as n
        from report_call_counts r where ${rollupInScope('r', where, window.days)}
        group by 1, 2, 3`,
      endedCalls(where, window.days, window.foldedTo),
    );
  }
  const element = where.filters.networkElement;
  const result = await sql<ReportRow>`
    with counted as (${sql.join(parts, sql` union all `)}),
    named as (
      select tt.config->>'networkElement' as element, tt.config->>'operation' as operation, c.failed, c.ms, c.n
      from counted c
      join task_templates tt on tt.tenant_id = ${where.tenantId} and lower(tt.name) = c.template
      ${element === undefined ? sql`` : sql`where tt.config->>'networkElement' = ${element}`}
    ),
    totals as (
      select element, operation, sum(n)::int as calls, coalesce(sum(n) filter (where failed), 0)::int as errors
      from named group by 1, 2
    ),
    valued as (select element, operation, ms, sum(n) as n from named where ms is not null group by 1, 2, 3),
    ranked as (select element, operation, ms,
      sum(n) over (partition by element, operation order by ms) as cum,
      sum(n) over (partition by element, operation) as total
      from valued),
    latency as (select element, operation, ${countedPercentile(0.95)} as p95 from ranked group by 1, 2)
    select t.element as "networkElement", t.operation, t.calls, t.errors, l.p95 as "latencyP95Ms"
    from totals t
    left join latency l on l.element is not distinct from t.element and l.operation is not distinct from t.operation
    order by 1, 2`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    errorRate: Number(row.calls) === 0 ? null : Number(row.errors) / Number(row.calls),
  }));
}
