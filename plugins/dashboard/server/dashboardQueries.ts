import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DASHBOARD_RANGES,
  WORKLIST_AGE_BANDS,
  dashboardBucketOf,
  type DashboardOrders,
  type DashboardRange,
  type DashboardWorklist,
} from '../contract.ts';
import { ORDER_STATES, type OrderState } from '../../engine/public/contract/order.ts';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { DURATION_BANDS_MS, durationBandSql } from '../../engine/public/server/orderStatistics.ts';
import { STALLED } from '../../engine/public/server/orderRecords.ts';

type Db = Kysely<CoreDatabase>;
type Bucket = 'hour' | 'day';

const FAILED_STATES: readonly OrderState[] = ['FAILED', 'FAILED_TEMP', 'ROLLED_BACK'];
const HOUR_MS = 3_600_000;
const SERVICES_SHOWN = 20;

export interface DashboardScope {
  tenantId: string;
  scope: AccountScope;
  service?: string | undefined;
}

/** The rows of the tenant (alias `alias`) a dashboard counts: the caller's partner accounts, the service asked for. */
function scoped(alias: string, { tenantId, scope, service }: DashboardScope): RawBuilder<boolean> {
  const conditions = [sql<boolean>`${sql.ref(`${alias}.tenant_id`)} = ${tenantId}`];
  if (scope.accountIds !== null) {
    conditions.push(
      scope.accountIds.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`${sql.ref(`${alias}.account_id`)} in (${sql.join(scope.accountIds)})`,
    );
  }
  if (service !== undefined && alias === 'o') conditions.push(sql<boolean>`o.service_name = ${service}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

const bucketOf = (column: RawBuilder<unknown>, bucket: Bucket) =>
  sql<string>`to_char(date_trunc(${bucket}, ${column} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`;

function floorTo(at: number, bucket: Bucket): number {
  const date = new Date(at);
  date.setUTCMinutes(0, 0, 0);
  if (bucket === 'day') date.setUTCHours(0);
  return date.getTime();
}

/**
 * The window: the range's hours up to now, to the millisecond (as the reports and the listing count a range),
 * and its buckets, oldest first — the first holding the window's start, the last holding now.
 */
function windowOf(range: DashboardRange, now: number): { from: number; bucket: Bucket; starts: number[] } {
  const bucket = dashboardBucketOf(range);
  const step = bucket === 'hour' ? HOUR_MS : 24 * HOUR_MS;
  const from = now - DASHBOARD_RANGES[range] * HOUR_MS;
  const first = floorTo(from, bucket);
  const count = Math.round((floorTo(now, bucket) - first) / step) + 1;
  return { from, bucket, starts: Array.from({ length: count }, (_, index) => first + index * step) };
}

const emptyStates = () => Object.fromEntries(ORDER_STATES.map((state) => [state, 0])) as Record<OrderState, number>;

/**
 * The rollup and the deltas not yet folded into it, within the tenant, the caller's accounts and the
 * service asked for, from an hour on: one row per count, `n` to be summed.
 */
function rollup(kind: 'created' | 'completed', where: DashboardScope, from: Date): RawBuilder<unknown> {
  const conditions = [
    sql<boolean>`tenant_id = ${where.tenantId}`,
    sql<boolean>`kind = ${kind}`,
    sql<boolean>`hour >= ${from}`,
  ];
  if (where.scope.accountIds !== null) {
    conditions.push(
      where.scope.accountIds.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`account_key in (${sql.join(where.scope.accountIds)})`,
    );
  }
  if (where.service !== undefined) conditions.push(sql<boolean>`service_name = ${where.service}`);
  const matching = sql.join(conditions, sql` and `);
  return sql`select hour, state, band, service_name, count as n from order_stats where ${matching}
    union all
    select hour, state, band, service_name, delta as n from order_stats_deltas where ${matching}`;
}

/** The same counts of the orders themselves, for the part of an hour between `from` and `to`. */
function counted(kind: 'created' | 'completed', where: DashboardScope, from: Date, to: Date): RawBuilder<unknown> {
  const hourOf = (column: RawBuilder<unknown>) =>
    sql`date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC'`;
  if (kind === 'created') {
    return sql`select ${hourOf(sql`o.created_at`)} as hour, o.state, -1 as band, o.service_name, 1 as n from orders o
      where ${scoped('o', where)} and o.created_at >= ${from} and o.created_at < ${to}`;
  }
  const took = sql<number>`extract(epoch from o.completed_at - o.created_at) * 1000`;
  return sql`select ${hourOf(sql`o.completed_at`)} as hour, o.state, ${durationBandSql(took)} as band, o.service_name,
      1 as n from orders o
    where ${scoped('o', where)} and o.state = 'COMPLETED' and o.completed_at >= ${from} and o.completed_at < ${to}`;
}

/**
 * The counts of a window: the whole hours from the rollup, the part of an hour it starts with (when it does
 * not start on the hour) from the orders.
 */
function stats(kind: 'created' | 'completed', where: DashboardScope, from: number): RawBuilder<unknown> {
  const wholeHours = new Date(Math.ceil(from / HOUR_MS) * HOUR_MS);
  if (wholeHours.getTime() === from) return sql`(${rollup(kind, where, wholeHours)})`;
  return sql`(${rollup(kind, where, wholeHours)} union all ${counted(kind, where, new Date(from), wholeHours)})`;
}

/** The duration at a share of the completed orders: the upper bound of the band it falls in. */
function durationAt(bands: { band: number; count: number }[], share: number): number | null {
  const total = bands.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const row of [...bands].sort((a, b) => a.band - b.band)) {
    seen += row.count;
    if (seen >= total * share) return DURATION_BANDS_MS[row.band] ?? (DURATION_BANDS_MS.at(-1) as number);
  }
  return DURATION_BANDS_MS.at(-1) as number;
}

/** The orders' tiles, series and services over the range, ending now: counts from the rollups. */
export async function dashboardOrders(
  db: Db,
  where: DashboardScope,
  range: DashboardRange,
  now: number,
): Promise<DashboardOrders> {
  const { from, bucket, starts } = windowOf(range, now);
  const inScope = scoped('o', where);

  const current = await sql<{ state: OrderState; count: number }>`
    select o.state, count(*)::int as count from orders o
    where ${inScope} and o.state in ('RUNNING', 'WAITING_MANUAL', 'PAUSED', 'FAILED_TEMP', 'PENDING')
    group by o.state`.execute(db);
  const nowIn = (state: OrderState) => current.rows.find((row) => row.state === state)?.count ?? 0;
  const stalled = await sql<{ count: number }>`
    select count(*)::int as count from orders o where ${inScope} and ${STALLED}`.execute(db);

  const created = await sql<{ at: string; state: OrderState; count: number }>`
    select ${bucketOf(sql`s.hour`, bucket)} as at, s.state, sum(s.n)::int as count
    from ${stats('created', where, from)} s group by 1, 2 having sum(s.n) <> 0`.execute(db);
  const completed = await sql<{ at: string; band: number; count: number }>`
    select ${bucketOf(sql`s.hour`, bucket)} as at, s.band, sum(s.n)::int as count
    from ${stats('completed', where, from)} s group by 1, 2 having sum(s.n) <> 0`.execute(db);
  const services = await sql<{ service: string; created: number; failed: number }>`
    select s.service_name as service, sum(s.n)::int as created,
      coalesce(sum(s.n) filter (where s.state in (${sql.join(FAILED_STATES)})), 0)::int as failed
    from ${stats('created', where, from)} s
    group by s.service_name having sum(s.n) <> 0 order by created desc, service limit ${SERVICES_SHOWN}`.execute(db);

  const series = starts.map((start) => ({
    at: new Date(start).toISOString(),
    created: 0,
    byState: emptyStates(),
    completed: 0,
  }));
  const pointAt = new Map(series.map((point) => [point.at, point]));
  const totals = emptyStates();
  for (const row of created.rows) {
    totals[row.state] += row.count;
    const point = pointAt.get(row.at);
    if (!point) continue;
    point.created += row.count;
    point.byState[row.state] += row.count;
  }
  let completedInWindow = 0;
  const bands = new Map<number, number>();
  for (const row of completed.rows) {
    completedInWindow += row.count;
    bands.set(row.band, (bands.get(row.band) ?? 0) + row.count);
    const point = pointAt.get(row.at);
    if (point) point.completed += row.count;
  }
  const banded = [...bands].map(([band, count]) => ({ band, count }));
  const failed = FAILED_STATES.reduce((sum, state) => sum + totals[state], 0);
  const judged = failed + totals.COMPLETED;
  const windowHours = (now - from) / HOUR_MS;
  return {
    range,
    bucket,
    from: new Date(from).toISOString(),
    to: new Date(now).toISOString(),
    tiles: {
      running: nowIn('RUNNING'),
      waitingManual: nowIn('WAITING_MANUAL'),
      paused: nowIn('PAUSED'),
      parked: nowIn('FAILED_TEMP'),
      pending: nowIn('PENDING'),
      stalled: stalled.rows[0]?.count ?? 0,
      created: Object.values(totals).reduce((sum, value) => sum + value, 0),
      completed: totals.COMPLETED,
      failed,
      cancelled: totals.CANCELLED,
      failureRate: judged === 0 ? 0 : failed / judged,
      throughputPerHour: completedInWindow / windowHours,
      durationP50Ms: durationAt(banded, 0.5),
      durationP95Ms: durationAt(banded, 0.95),
    },
    series,
    services: services.rows,
  };
}

/** The open worklist: counts, overdue items, and how long items have waited by band and by group. */
export async function dashboardWorklist(db: Db, where: DashboardScope, now: number): Promise<DashboardWorklist> {
  const inScope = scoped('w', where);
  const at = new Date(now);
  const bands = WORKLIST_AGE_BANDS.map((band, index) => {
    const lower = index === 0 ? null : WORKLIST_AGE_BANDS[index - 1]?.maxHours;
    const older = lower ? sql<boolean>`w.created_at <= ${new Date(now - lower * HOUR_MS)}` : sql<boolean>`true`;
    const younger =
      band.maxHours === null
        ? sql<boolean>`true`
        : sql<boolean>`w.created_at > ${new Date(now - band.maxHours * HOUR_MS)}`;
    return sql`(count(*) filter (where ${older} and ${younger}))::int`;
  });
  const summary = await sql<{
    open: number;
    claimed: number;
    unassigned: number;
    overdue: number;
    oldest: Date | string | null;
    bands: number[];
  }>`
    select
      (count(*) filter (where w.state = 'OPEN'))::int as open,
      (count(*) filter (where w.state = 'CLAIMED'))::int as claimed,
      (count(*) filter (where w.assignee is null))::int as unassigned,
      (count(*) filter (where w.due_at < ${at}))::int as overdue,
      min(w.created_at) as oldest,
      array[${sql.join(bands)}] as bands
    from worklist_items w where ${inScope} and w.state in ('OPEN', 'CLAIMED')`.execute(db);
  const groups = await sql<{ group: string | null; waiting: number; overdue: number }>`
    select w.group_name as "group", count(*)::int as waiting, (count(*) filter (where w.due_at < ${at}))::int as overdue
    from worklist_items w where ${inScope} and w.state in ('OPEN', 'CLAIMED')
    group by w.group_name order by waiting desc, w.group_name`.execute(db);
  const row = summary.rows[0];
  return {
    open: row?.open ?? 0,
    claimed: row?.claimed ?? 0,
    unassigned: row?.unassigned ?? 0,
    overdue: row?.overdue ?? 0,
    oldestCreatedAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
    ageing: WORKLIST_AGE_BANDS.map((band, index) => ({ label: band.label, count: row?.bands[index] ?? 0 })),
    groups: groups.rows,
  };
}
