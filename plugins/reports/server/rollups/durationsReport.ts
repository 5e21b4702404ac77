import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { ReportRow } from '../../contract.ts';
import { ordersInScope, type ReportScope } from '../reportScope.ts';
import { msBetween } from './durationMs.ts';
import { foldedTo } from './foldRollups.ts';
import { countedPercentile, rollupInScope, within } from './rollupScope.ts';
import { rollupWindow, type Span } from './rollupWindow.ts';

/** The whole order's row of a service is marked by this step name. */
export const WHOLE_ORDER = 'Whole order';

const completedOrders = (where: ReportScope, created: Span, endedAfter?: Date) => sql`
  select o.service_name as service, 'order' as kind, '' as step, ${msBetween('o.completed_at', 'o.created_at')} as ms,
    count(*) as n
  from orders o
  where ${ordersInScope(where, { created: false })} and ${within('o.created_at', created)}
    and o.state = 'COMPLETED' and o.completed_at is not null
    ${endedAfter === undefined ? sql`` : sql`and o.completed_at > ${endedAfter}`}
  group by 1, 4`;

const completedTask = sql`t.state = 'COMPLETED' and t.started_at is not null and t.ended_at is not null`;

/**
 * The completed tasks of the orders created within `created` (and ended after `endedAfter`), from the
 * smaller side: the orders of a partial day, or the tasks that ended since the fold (`offset 0` keeps each
 * lookup a lookup by index rather than a scan of the other table).
 */
const completedTasks = (where: ReportScope, created: Span, endedAfter?: Date) =>
  endedAfter === undefined
    ? sql`
      select o.service_name as service, 'task' as kind, t.step_name as step,
        ${msBetween('t.ended_at', 't.started_at')} as ms, count(*) as n
      from orders o
      cross join lateral (select t.step_name, t.started_at, t.ended_at from order_tasks t
        where t.order_id = o.id and ${completedTask} offset 0) t
      where ${ordersInScope(where, { created: false })} and ${within('o.created_at', created)}
      group by 1, 3, 4`
    : sql`
      select o.service_name as service, 'task' as kind, t.step_name as step,
        ${msBetween('t.ended_at', 't.started_at')} as ms, count(*) as n
      from order_tasks t
      cross join lateral (select o.service_name from orders o
        where o.id = t.order_id and ${ordersInScope(where, { created: false })} and ${within('o.created_at', created)}
        offset 0) o
      where ${completedTask} and t.ended_at > ${endedAfter}
      group by 1, 3, 4`;

/**
 * Order and task durations by service and step: p50, p90, p95, p99, exact. The range's whole days are
 * read from the duration counts (with what completed since the last fold, from the orders and tasks),
 * its partial first and last days from the orders and tasks.
 */
export async function durationsReport(db: Kysely<CoreDatabase>, where: ReportScope): Promise<ReportRow[]> {
  const window = rollupWindow(where.from, where.to, await foldedTo(db, 'durations'));
  const parts: RawBuilder<unknown>[] = window.edges.flatMap((edge) => [
    completedOrders(where, edge),
    completedTasks(where, edge),
  ]);
  if (window.days !== null) {
    parts.push(
      sql`select r.service_name as service, r.kind, r.step, r.ms, sum(r.count) as n
        from report_duration_counts r where ${rollupInScope('r', where, window.days)}
        group by 1, 2, 3, 4`,
      completedOrders(where, window.days, window.foldedTo),
      completedTasks(where, window.days, window.foldedTo),
    );
  }
  const result = await sql<ReportRow>`
    with counted as (${sql.join(parts, sql` union all `)}),
    valued as (select service, kind, step, ms, sum(n) as n from counted group by 1, 2, 3, 4),
    ranked as (select service, kind, step, ms,
      sum(n) over (partition by service, kind, step order by ms) as cum,
      sum(n) over (partition by service, kind, step) as total
      from valued)
    select service, case when kind = 'order' then ${WHOLE_ORDER} else step end as step, max(total)::int as count,
      ${countedPercentile(0.5)} as "p50Ms", ${countedPercentile(0.9)} as "p90Ms",
      ${countedPercentile(0.95)} as "p95Ms", ${countedPercentile(0.99)} as "p99Ms"
    from ranked group by service, kind, step`.execute(db);
  return result.rows.sort(
    (a, b) =>
      String(a.service).localeCompare(String(b.service)) ||
      Number(b.step === WHOLE_ORDER) - Number(a.step === WHOLE_ORDER) ||
      String(a.step).localeCompare(String(b.step)),
  );
}
