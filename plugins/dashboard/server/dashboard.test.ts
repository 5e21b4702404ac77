import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, type DashboardOrders, type DashboardWorklist } from '../contract.ts';
import { ORDER_RESOURCE, type Order } from '../../engine/public/contract/order.ts';
import { WORKLIST_RESOURCE, type WorklistItem } from '../../engine/public/contract/worklist.ts';
import type { ResourceExport } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';
import { foldOrderStats, rebuildOrderStats } from '../../engine/testing/orderStatistics.ts';

/** The dashboard's figures over real HTTP, each checked against the listing it opens. */
let server: TestServer;
let operator: Caller;
let partner: Caller;

async function signIn(username: string, accountId: string | null = null): Promise<Caller> {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    accountId,
    permissions: { dashboard: '0100', monitor: { orders: '1111', worklist: '0100' }, networks: '1111' },
  });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn('dashboard-operator');
  partner = await signIn('dashboard-partner', 'ACC-NW-S');
});

afterAll(async () => {
  await server?.close();
});

const figures = async (api: Caller, query = '') =>
  expectStatus(await api.get<DashboardOrders>(`${DASHBOARD_PATHS.orders}${query}`), 200).body.data;

async function listed(api: Caller, query: string): Promise<Order[]> {
  const page = await api.get<ResourceExport<Order>>(`${ORDER_RESOURCE.paths.export}?${query}`);
  return expectStatus(page, 200).body.data.items;
}

describe('the dashboard', () => {
  it('counts what the order listing shows for the same filters, per tenant and per partner', async () => {
    for (const api of [operator, partner]) {
      const orders = await figures(api, '?range=90d');
      expect(orders.bucket).toBe('day');
      // Ninety days back from now reach into a ninety-first day.
      expect(orders.series).toHaveLength(91);
      expect(orders.series.at(-1)?.at).toBe(`${orders.to.slice(0, 10)}T00:00:00.000Z`);
      expect((await listed(api, 'state=FAILED_TEMP')).length).toBe(orders.tiles.parked);
      expect((await listed(api, 'state=RUNNING')).length).toBe(orders.tiles.running);
      expect((await listed(api, 'stalled=true')).length).toBe(orders.tiles.stalled);
      const created = await listed(api, `createdAtFrom=${orders.from}`);
      expect(created.length).toBe(orders.tiles.created);
      expect(orders.series.reduce((sum, point) => sum + point.created, 0)).toBe(orders.tiles.created);
      expect(created.filter((order) => order.state === 'COMPLETED').length).toBe(orders.tiles.completed);
      expect(orders.services.reduce((sum, row) => sum + row.created, 0)).toBe(orders.tiles.created);
    }
    const all = await figures(operator, '?range=90d');
    const own = await figures(partner, '?range=90d');
    expect(own.tiles.created).toBeGreaterThan(0);
    expect(own.tiles.created).toBeLessThan(all.tiles.created);
    const mobile = await figures(operator, '?range=90d&service=mobile-postpaid');
    expect(mobile.services.map((row) => row.service)).toEqual(['mobile-postpaid']);
  });

  it('moves with a new order: created now, completed now, its duration measured', async () => {
    const before = await figures(operator);
    expect(before.series).toHaveLength(25);
    const driver = new OrderDriver(operator);
    const order = await driver.create('DELETE', '491705550001');
    expect((await driver.until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    const after = await figures(operator);
    expect(after.tiles.created).toBe(before.tiles.created + 1);
    expect(after.tiles.completed).toBe(before.tiles.completed + 1);
    expect(after.series.at(-1)?.completed).toBeGreaterThan(0);
    expect(after.tiles.durationP50Ms).not.toBeNull();
    expect(after.tiles.failureRate).toBeGreaterThanOrEqual(0);
    expect(after.tiles.failureRate).toBeLessThanOrEqual(1);
  });

  it('reads the same once the rollup has taken up the deltas, and after counting the orders afresh', async () => {
    const ranges = ['?range=24h', '?range=90d', '?range=7d&service=mobile-postpaid'];
    const before = await Promise.all(ranges.map((query) => figures(operator, query)));
    await foldOrderStats(server.runtime.services.db);
    const folded = await Promise.all(ranges.map((query) => figures(operator, query)));
    await server.runtime.services.db.transaction().execute((trx) => rebuildOrderStats(trx, AURORA));
    const rebuilt = await Promise.all(ranges.map((query) => figures(operator, query)));
    const comparable = (list: DashboardOrders[]) => list.map(({ to: _to, ...rest }) => rest);
    expect(comparable(folded)).toEqual(comparable(before));
    expect(comparable(rebuilt)).toEqual(comparable(before));
  });

  it('counts the waiting worklist as its listing does, by age band and group', async () => {
    const worklist = expectStatus(await operator.get<DashboardWorklist>(DASHBOARD_PATHS.worklist), 200).body.data;
    const page = await operator.get<ResourceExport<WorklistItem>>(
      `${WORKLIST_RESOURCE.paths.export}?state=OPEN,CLAIMED`,
    );
    const items = expectStatus(page, 200).body.data.items;
    expect(worklist.open + worklist.claimed).toBe(items.length);
    expect(worklist.ageing.reduce((sum, band) => sum + band.count, 0)).toBe(items.length);
    expect(worklist.groups.reduce((sum, group) => sum + group.waiting, 0)).toBe(items.length);
    expect(worklist.unassigned).toBe(items.filter((item) => item.assignee === null).length);
    const oldest = items.map((item) => item.createdAt).sort()[0] ?? null;
    expect(worklist.oldestCreatedAt).toBe(oldest);
  });

  it('refuses a range it does not know, naming the field', async () => {
    const refused = expectStatus(await operator.get(`${DASHBOARD_PATHS.orders}?range=1y`), 400);
    expect(refused.body.errorDescription).toContain('query.range');
  });
});
