import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { caller, expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { reportPath, type ReportId, type ReportResult, type ReportRow } from '../../contract.ts';
import { foldRollups } from './foldRollups.ts';
import { WHOLE_ORDER } from './durationsReport.ts';

/**
 * The rollups against the engine's rows: what a report reads from them (whole days) and from the rows
 * (partial days, and what ended since the last fold) equals the figures computed from the rows alone,
 * before and after more orders end, and folding again counts nothing twice.
 */
let server: TestServer;
let operator: Caller;
let partner: Caller;
const PARTNER_ACCOUNT = 'ACC-NW-S';
const db = (): Kysely<CoreDatabase> => server.runtime.services.db;

async function signIn(username: string, accountId: string | null) {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    accountId,
    permissions: { reports: '0100' },
  });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn('rollups-operator', null);
  partner = await signIn('rollups-partner', PARTNER_ACCOUNT);
});

afterAll(async () => {
  await server?.close();
});

const report = async (api: Caller, id: ReportId) =>
  expectStatus(await api.get<ReportResult>(`${reportPath(id)}?range=90d`), 200).body.data;

/** The orders of a partner account and the accounts beneath it, as a partner user reaches them. */
const accountsOf = (accountId: string | null) =>
  accountId === null
    ? sql`true`
    : sql`o.account_id in (with recursive tree as (
        select account_id from partner_accounts where tenant_id = ${AURORA} and account_id = ${accountId}
        union all
        select p.account_id from partner_accounts p join tree on p.parent_account_id = tree.account_id
        where p.tenant_id = ${AURORA}) select account_id from tree)`;
const ms = (later: string, earlier: string) => sql.raw(`(extract(epoch from (${later} - ${earlier})) * 1000)::float8`);
const percentiles = (value: ReturnType<typeof ms>) =>
  sql.join(
    [0.5, 0.9, 0.95, 0.99].map(
      (share) => sql`(percentile_disc(${share}::float8) within group (order by ${value}))::float8`,
    ),
  );

/** Order and step durations straight from the orders and tasks. */
async function durationsFromRows(result: ReportResult, accountId: string | null): Promise<ReportRow[]> {
  const scope = sql`o.tenant_id = ${AURORA} and ${accountsOf(accountId)}
    and o.created_at >= ${result.from}::timestamptz and o.created_at < ${result.to}::timestamptz`;
  const rows = await sql<{ service: string; step: string; count: number; p: (number | null)[] }>`
    select o.service_name as service, ${WHOLE_ORDER} as step, count(*)::int as count,
      array[${percentiles(ms('o.completed_at', 'o.created_at'))}] as p
    from orders o where ${scope} and o.state = 'COMPLETED' and o.completed_at is not null group by 1
    union all
    select o.service_name, t.step_name, count(*)::int, array[${percentiles(ms('t.ended_at', 't.started_at'))}]
    from order_tasks t join orders o on o.id = t.order_id
    where ${scope} and t.state = 'COMPLETED' and t.started_at is not null and t.ended_at is not null
    group by 1, 2`.execute(db());
  return rows.rows.map(({ p, ...row }) => ({
    ...row,
    p50Ms: p[0] ?? null,
    p90Ms: p[1] ?? null,
    p95Ms: p[2] ?? null,
    p99Ms: p[3] ?? null,
  }));
}

/** Calls, errors and latency p95 per element and operation straight from the call log. */
async function callsFromRows(result: ReportResult): Promise<ReportRow[]> {
  const rows = await sql<ReportRow>`
    select tt.config->>'networkElement' as "networkElement", tt.config->>'operation' as operation,
      count(*)::int as calls, (count(*) filter (where a.state = 'FAILED'))::int as errors,
      (percentile_disc(0.95) within group (order by a.duration_ms::float8))::float8 as "latencyP95Ms"
    from task_attempts a
    join order_tasks t on t.id = a.task_id
    join task_templates tt on tt.tenant_id = ${AURORA} and lower(tt.name) = lower(t.task_template)
    where a.tenant_id = ${AURORA} and t.type = 'HTTP_CALL' and a.state <> 'RUNNING'
      and a.started_at >= ${result.from}::timestamptz and a.started_at < ${result.to}::timestamptz
    group by 1, 2`.execute(db());
  return rows.rows.map((row) => ({ ...row, errorRate: Number(row.errors) / Number(row.calls) }));
}

/** Orders by day, service, operation and state, and the SLA figures by service and account, straight from the orders. */
async function orderFiguresFromRows(result: ReportResult, accountId: string | null) {
  const scope = sql`o.tenant_id = ${AURORA} and ${accountsOf(accountId)}
    and o.created_at >= ${result.from}::timestamptz and o.created_at < ${result.to}::timestamptz`;
  const volume = await sql<ReportRow>`
    select to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD') as period, o.service_name as service, o.operation,
      o.state, count(*)::int as orders
    from orders o where ${scope} group by 1, 2, 3, 4`.execute(db());
  const end = sql`(case when o.state in ('COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK') then o.completed_at
    else ${result.to}::timestamptz end)`;
  const sla = await sql<ReportRow>`
    select o.service_name as service, coalesce(o.account_id, '') as "accountId", count(*)::int as orders,
      (count(*) filter (where ${end} > o.sla_due_at))::int as breaching,
      max(greatest(extract(epoch from (${end} - o.sla_due_at)) * 1000, 0))::float8 as "overMaxMs"
    from orders o where ${scope} and o.sla_due_at is not null group by 1, 2`.execute(db());
  return { volume: volume.rows, sla: sla.rows };
}

const sorted = (rows: readonly object[]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function expectFiguresFromRows(): Promise<void> {
  for (const [api, accountId] of [
    [operator, null],
    [partner, PARTNER_ACCOUNT],
  ] as const) {
    const durations = await report(api, 'durations');
    expect(durations.rows.length).toBeGreaterThan(0);
    expect(sorted(durations.rows)).toEqual(sorted(await durationsFromRows(durations, accountId)));
  }
  for (const [api, accountId] of [
    [operator, null],
    [partner, PARTNER_ACCOUNT],
  ] as const) {
    const volume = await report(api, 'orderVolume');
    const sla = await report(api, 'sla');
    const fromRows = await orderFiguresFromRows(volume, accountId);
    expect(sorted(volume.rows)).toEqual(sorted(fromRows.volume));
    const slaFigures = sla.rows.map(({ service, accountId: account, orders, breaching, overMaxMs }) => ({
      service,
      accountId: account,
      orders,
      breaching,
      overMaxMs,
    }));
    expect(sorted(slaFigures)).toEqual(sorted(fromRows.sla));
  }
  const calls = await report(operator, 'networkElements');
  expect(calls.rows.length).toBeGreaterThan(0);
  expect(sorted(calls.rows)).toEqual(sorted(await callsFromRows(calls)));
}

/** What the rollups hold: completed orders and tasks, and ended calls, counted. */
type Counted = { durations: number; calls: number; orders: number };

async function rolledUp(): Promise<Counted> {
  const counted = await sql<Counted>`
    select (select coalesce(sum(count), 0)::int from report_duration_counts) as durations,
      (select coalesce(sum(count), 0)::int from report_call_counts) as calls,
      (select coalesce(sum(orders), 0)::int from report_order_counts) as orders`.execute(db());
  return counted.rows[0] as Counted;
}

/** The same, counted from the engine's rows that ended by `upTo`. */
async function endedBy(upTo: Date): Promise<Counted> {
  const counted = await sql<Counted>`
    select (select count(*)::int from orders where state = 'COMPLETED' and completed_at <= ${upTo})
      + (select count(*)::int from order_tasks t join orders o on o.id = t.order_id
         where t.state = 'COMPLETED' and t.started_at is not null and t.ended_at <= ${upTo}) as durations,
      (select count(*)::int from task_attempts a join order_tasks t on t.id = a.task_id
         where t.type = 'HTTP_CALL' and a.state <> 'RUNNING' and a.ended_at <= ${upTo}) as calls,
      (select count(*)::int from orders
         where state in ('COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK') and completed_at <= ${upTo}) as orders`.execute(
    db(),
  );
  return counted.rows[0] as Counted;
}

/**
 * Copies of completed orders of the tenant with their tasks and calls, which end at `endedAt` (after the
 * last fold): orders that arrive in the range's whole days and end since.
 */
async function moreOrdersEnd(endedAt: Date): Promise<void> {
  await sql`create temp table copied_orders as
    select id as old_id, gen_random_uuid() as new_id, row_number() over (order by id) as n from orders
    where tenant_id = ${AURORA} and state = 'COMPLETED' and parent_task_id is null
      and created_at > ${new Date(server.clock.now() - 80 * 86_400_000)}
      and exists (select 1 from order_tasks t where t.order_id = orders.id and t.type = 'HTTP_CALL')
    order by created_at limit 12`.execute(db());
  await sql`create temp table copied_tasks as
    select t.id as old_id, gen_random_uuid() as new_id, c.new_id as order_id
    from order_tasks t join copied_orders c on c.old_id = t.order_id`.execute(db());
  await sql`insert into orders select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
      'id', c.new_id, 'order_number', 'ROLLUP-' || c.n, 'idempotency_key', null, 'completed_at', ${endedAt}::timestamptz))).*
    from orders o join copied_orders c on c.old_id = o.id`.execute(db());
  await sql`insert into order_tasks select (jsonb_populate_record(null::order_tasks, to_jsonb(t) || jsonb_build_object(
      'id', c.new_id, 'order_id', c.order_id, 'compensates', null,
      'ended_at', case when t.ended_at is null then null else ${endedAt}::timestamptz end))).*
    from order_tasks t join copied_tasks c on c.old_id = t.id`.execute(db());
  await sql`insert into task_attempts select (jsonb_populate_record(null::task_attempts, to_jsonb(a) || jsonb_build_object(
      'id', gen_random_uuid(), 'task_id', c.new_id, 'order_id', c.order_id, 'ended_at', ${endedAt}::timestamptz))).*
    from task_attempts a join copied_tasks c on c.old_id = a.task_id where a.state <> 'RUNNING'`.execute(db());
  await sql`drop table copied_tasks`.execute(db());
  await sql`drop table copied_orders`.execute(db());
}

describe('report rollups', () => {
  it('give the figures the rows give, before and after more orders end, and fold each row once', async () => {
    const folded = new Date(server.clock.now());
    await foldRollups(db(), folded);
    expect(await rolledUp()).toEqual(await endedBy(folded));
    await expectFiguresFromRows();

    await foldRollups(db(), folded);
    expect(await rolledUp()).toEqual(await endedBy(folded));

    const ended = new Date(folded.getTime() + 1_000);
    const before = await rolledUp();
    await moreOrdersEnd(ended);
    expect(await rolledUp()).toEqual(before);
    await expectFiguresFromRows();

    const later = new Date(ended.getTime() + 1_000);
    await Promise.all([foldRollups(db(), later), foldRollups(db(), later)]);
    await foldRollups(db(), later);
    const after = await rolledUp();
    expect(after).toEqual(await endedBy(later));
    expect(after.durations).toBeGreaterThan(before.durations);
    expect(after.calls).toBeGreaterThan(before.calls);
    expect(after.orders).toBeGreaterThan(before.orders);
    await expectFiguresFromRows();
  });
});
