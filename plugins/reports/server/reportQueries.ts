import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { FINAL_ORDER_STATES } from '../../engine/public/contract/orderStates.ts';
import { movementTotals } from '../../inventory/public/server/movementTotals.ts';
import type { ReportId, ReportRow } from '../contract.ts';
import { accountsOf, narrowsOrders, ordersInScope, percentileDisc, type ReportScope } from './reportScope.ts';

type Db = Kysely<CoreDatabase>;
type Query = (db: Db, where: ReportScope) => Promise<ReportRow[]>;

const FAILED_STATES = ['FAILED', 'FAILED_TEMP', 'ROLLED_BACK'];
const DAY_MS = 86_400_000;
const msBetween = (later: string, earlier: string) =>
  sql<number>`(extract(epoch from (${sql.raw(later)} - ${sql.raw(earlier)})) * 1000)::float8`;
const PERIOD_FORMAT = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

const orderVolume: Query = async (db, where) => {
  const bucket = where.filters.bucket;
  const result = await sql<ReportRow>`
    select to_char(date_trunc(${bucket}, o.created_at at time zone 'UTC'), ${PERIOD_FORMAT[bucket]}) as period,
      o.service_name as service, o.operation, o.state, count(*)::int as orders
    from orders o where ${ordersInScope(where)}
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
  return result.rows;
};

const successRate: Query = async (db, where) => {
  const result = await sql<ReportRow>`
    select o.service_name as service, o.operation, count(*)::int as orders,
      (count(*) filter (where o.state = 'COMPLETED'))::int as completed,
      (count(*) filter (where o.state in (${sql.join(FAILED_STATES)})))::int as failed,
      (count(*) filter (where o.state = 'CANCELLED'))::int as cancelled
    from orders o where ${ordersInScope(where)}
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

const percentilesOf = (value: ReturnType<typeof msBetween>) => sql`
  ${percentileDisc(0.5, value)} as "p50Ms", ${percentileDisc(0.9, value)} as "p90Ms",
  ${percentileDisc(0.95, value)} as "p95Ms", ${percentileDisc(0.99, value)} as "p99Ms"`;

/** The whole order's row of a service is marked by this step name. */
export const WHOLE_ORDER = 'Whole order';

const durations: Query = async (db, where) => {
  const orderMs = msBetween('o.completed_at', 'o.created_at');
  const orders = await sql<ReportRow>`
    select o.service_name as service, ${WHOLE_ORDER} as step, count(*)::int as count, ${percentilesOf(orderMs)}
    from orders o where ${ordersInScope(where)} and o.state = 'COMPLETED' and o.completed_at is not null
    group by 1`.execute(db);
  const taskMs = msBetween('t.ended_at', 't.started_at');
  const steps = await sql<ReportRow>`
    select o.service_name as service, t.step_name as step, count(*)::int as count, ${percentilesOf(taskMs)}
    from order_tasks t join orders o on o.id = t.order_id
    where ${ordersInScope(where)} and t.state = 'COMPLETED' and t.started_at is not null and t.ended_at is not null
    group by 1, 2`.execute(db);
  return [...orders.rows, ...steps.rows].sort(
    (a, b) =>
      String(a.service).localeCompare(String(b.service)) ||
      Number(b.step === WHOLE_ORDER) - Number(a.step === WHOLE_ORDER) ||
      String(a.step).localeCompare(String(b.step)),
  );
};

const sla: Query = async (db, where) => {
  const end = sql`(case when o.state in (${sql.join(FINAL_ORDER_STATES)}) then coalesce(o.completed_at, o.last_event_at) else ${where.now}::timestamptz end)`;
  const over = sql`greatest(extract(epoch from (${end} - o.sla_due_at)) * 1000, 0)`;
  const result = await sql<ReportRow>`
    select o.service_name as service, coalesce(o.account_id, '') as "accountId", count(*)::int as orders,
      (count(*) filter (where ${end} > o.sla_due_at))::int as breaching,
      coalesce(sum(${over}), 0)::float8 as "overTotalMs", coalesce(max(${over}), 0)::float8 as "overMaxMs"
    from orders o where ${ordersInScope(where)} and o.sla_due_at is not null
    group by 1, 2 order by 1, 2`.execute(db);
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

const networkElements: Query = async (db, where) => {
  const element = where.filters.networkElement;
  // The calls are counted by template first (attempts and their tasks only), then named by the template's
  // element: the orders are joined only when a filter or the caller's partner accounts narrow them.
  const ordersJoin = narrowsOrders(where)
    ? sql`join orders o on o.id = a.order_id and ${ordersInScope(where, { created: false })}`
    : sql``;
  const result = await sql<ReportRow>`
    with calls as (
      select lower(t.task_template) as template, a.state, a.duration_ms
      from task_attempts a
      join order_tasks t on t.id = a.task_id
      ${ordersJoin}
      where a.tenant_id = ${where.tenantId} and t.type = 'HTTP_CALL' and a.state <> 'RUNNING'
        and a.started_at >= ${where.from} and a.started_at < ${where.to}
    )
    select tt.config->>'networkElement' as "networkElement", tt.config->>'operation' as operation,
      count(*)::int as calls, (count(*) filter (where c.state = 'FAILED'))::int as errors,
      ${percentileDisc(0.95, sql`c.duration_ms::float8`)} as "latencyP95Ms"
    from calls c
    join task_templates tt on tt.tenant_id = ${where.tenantId} and lower(tt.name) = c.template
    ${element === undefined ? sql`` : sql`where tt.config->>'networkElement' = ${element}`}
    group by 1, 2 order by 1, 2`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    errorRate: Number(row.calls) === 0 ? null : Number(row.errors) / Number(row.calls),
  }));
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
  durations,
  sla,
  worklist,
  networkElements,
  inventoryMovements,
};
