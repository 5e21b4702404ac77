import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, type DashboardOrders } from '../../plugins/dashboard/contract.ts';
import { reportPath } from '../../plugins/reports/paths.ts';
import type { ReportResult } from '../../plugins/reports/contract.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { OrderDriver } from '../../plugins/engine/testing/orderDriver.ts';

/** The dashboard's window over real HTTP: the last 24 hours as the 24 hours' report counts them. */
let server: TestServer;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function signIn(): Promise<Caller> {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: `window-${Date.now()}`,
    permissions: { dashboard: '0100', reports: '0100', monitor: { orders: '1111' } },
  });
  return caller(server, await server.login(user.username, user.password));
}

describe('the dashboard’s window', () => {
  it('starts 24 hours before now, not on the hour, and counts what the 24 hours’ report counts', async () => {
    const operator = await signIn();
    const driver = new OrderDriver(operator);
    const order = await driver.create('DELETE', '491705550924');
    expect((await driver.until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    // Nearly a day later, the order lies in the window's first hour, before the first whole hour of it.
    const created = Date.parse(order.createdAt);
    const hour = Math.floor(created / HOUR_MS) * HOUR_MS;
    server.clock.advance(hour + 24 * HOUR_MS + Math.floor((created - hour) / 2) - server.clock.now());
    const now = server.clock.now();
    const later = await signIn();
    const figures = expectStatus(await later.get<DashboardOrders>(`${DASHBOARD_PATHS.orders}?range=24h`), 200).body
      .data;
    expect(figures.from).toBe(new Date(now - 24 * HOUR_MS).toISOString());
    const volume = expectStatus(await later.get<ReportResult>(`${reportPath('orderVolume')}?range=24h`), 200).body.data;
    const success = expectStatus(await later.get<ReportResult>(`${reportPath('successRate')}?range=24h`), 200).body
      .data;
    const reported = volume.rows.reduce((sum, row) => sum + Number(row.orders), 0);
    expect(reported).toBeGreaterThan(0);
    expect(figures.tiles.created).toBe(reported);
    expect(figures.tiles.completed).toBe(success.rows.reduce((sum, row) => sum + Number(row.completed), 0));
    expect(figures.series.reduce((sum, point) => sum + point.completed, 0)).toBeGreaterThan(0);
  });
});
