import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { movementTotals } from '../../inventory/public/server/movementTotals.ts';
import type { ReportId, ReportRow } from '../contract.ts';
import { accountsOf, ordersInScope, percentileDisc, type ReportScope } from './reportScope.ts';
import { msBetween } from './rollups/durationMs.ts';
import { durationsReport, WHOLE_ORDER } from './rollups/durationsReport.ts';
import { orderCounts } from './rollups/orderCounts.ts';
import { networkElementsReport } from './rollups/networkElementsReport.ts';

type Db = Kysely<CoreDatabase>;
type Query = (db: Db, where: ReportScope) => Promise<ReportRow[]>;

const FAILED_STATES = ['FAILED', 'FAILED_TEMP', 'ROLLED_BACK'];
const DAY_MS = 86_400_000;
const PERIOD_FORMAT = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

const orderVolume: Query = async (db, where) => {
  const bucket = where.filters.bucket;
  const result = await sql<ReportRow>`
    select to_char(date_trunc(${bucket}, c.day at time zone 'UTC'), ${PERIOD_FORMAT[bucket]}) as period,
      c.service, c.operation, c.state, sum(c.orders)::int as orders
    from ${await orderCounts(db, where)} c
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
  return result.rows;
};

const successRate: Query = async (db, where) => {
  const result = await sql<ReportRow>`
    select c.service, c.operation, sum(c.orders)::int as orders,
      coalesce(sum(c.orders) filter (where c.state = 'COMPLETED'), 0)::int as completed,
      coalesce(sum(c.orders) filter (where c.state in (${sql.join(FAILED_STATES)})), 0)::int as failed,
      coalesce(sum(c.orders) filter (where c.state = 'CANCELLED'), 0)::int as cancelled
    from ${await orderCounts(db, where)} c
    group by 1, 2 order by 1, 2`.execute(db);
  return result.rows.map((row) => {
    const judged = Number(row.completed) + Number(row.failed);
    return { ...row, successRate: judged === 0 ? null : Number(row.completed) / judged };
  });
};

const failures: Query = async (db, where) => {
  const result = await sql<ReportRow>`
    select o.service_name as service, t.step_name as step, coalesce(t.error_code, '') as "errorCode",
      count(*)::int as tasks, count(distinct o.id)::int as orders
    from order_tasks t join orders o on o.id = t.order_id
    where ${ordersInScope(where)} and t.state in ('FAILED', 'FAILED_TERMINAL')
    group by 1, 2, 3 order by tasks desc, 1, 2, 3`.execute(db);
  return result.rows;
};

export { WHOLE_ORDER };

const sla: Query = async (db, where) => {
  const result = await sql<ReportRow>`
    select c.service, c.account_key as "accountId", sum(c.sla_orders)::int as orders,
      sum(c.breaching)::int as breaching, sum(c.over_total_ms)::float8 as "overTotalMs",
      max(c.over_max_ms)::float8 as "overMaxMs"
    from ${await orderCounts(db, where)} c
    group by 1, 2 having sum(c.sla_orders) > 0 order by 1, 2`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    breachRate: Number(row.orders) === 0 ? null : Number(row.breaching) / Number(row.orders),
  }));
};

const worklist: Query = async (db, where) => {
  const now = where.now.getTime();
  const waiting = sql`w.state in ('OPEN', 'CLAIMED')`;
  const olderThan = (days: number) => sql`w.created_at <= ${new Date(now - days * DAY_MS)}::timestamptz`;
  const claimMs = sql<number>`(extract(epoch from (c.claimed_at - w.created_at)) * 1000)::float8`;
  const completeMs = msBetween('w.completed_at', 'w.created_at');
  const result = await sql<ReportRow>`
    select coalesce(w.group_name, '') as "group", coalesce(w.assignee, '') as assignee,
      count(*)::int as created,
      (count(*) filter (where w.state = 'COMPLETED'))::int as completed,
      (count(*) filter (where ${waiting} and not ${olderThan(1)}))::int as "waitingUnder1d",
      (count(*) filter (where ${waiting} and ${olderThan(1)} and not ${olderThan(3)}))::int as "waiting1to3d",
      (count(*) filter (where ${waiting} and ${olderThan(3)}))::int as "waitingOver3d",
      ${percentileDisc(0.5, claimMs)} as "claimP50Ms",
      (percentile_disc(0.5) within group (order by ${completeMs}) filter (where w.state = 'COMPLETED'))::float8 as "completeP50Ms"
    from worklist_items w
    join orders o on o.id = w.order_id
    left join lateral (select min(e.at) as claimed_at from order_events e
      where e.order_id = w.order_id and e.task_id = w.task_id and e.type = 'WORKLIST_ITEM_CLAIMED') c on true
    where w.tenant_id = ${where.tenantId} and ${accountsOf('w', where.scope)}
      and w.created_at >= ${where.from} and w.created_at < ${where.to}
      and ${ordersInScope(where, { created: false })}
    group by 1, 2 order by 1, 2`.execute(db);
  return result.rows;
};

const inventoryMovements: Query = async (db, where) => {
  const { accountId } = where.filters;
  const reachable = where.scope.accountIds;
  const accountIds =
    accountId === undefined ? reachable : reachable === null || reachable.includes(accountId) ? [accountId] : [];
  const rows = await movementTotals(db, { tenantId: where.tenantId, accountIds, from: where.from, to: where.to });
  return rows.map((row) => ({ ...row }));
};

/** Each report's rows, in its columns' ids. */
export const REPORT_QUERIES: Readonly<Record<ReportId, Query>> = {
  orderVolume,
  successRate,
  failures,
  durations: durationsReport,
  sla,
  worklist,
  networkElements: networkElementsReport,
  inventoryMovements,
};
