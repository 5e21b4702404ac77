import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type BulkDryRun, type BulkOperation, type Order } from '../../engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../engine/public/contract/simulator.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { orderCaller } from '../../engine/testing/engineCallers.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';

/** Bulk repush and cancel as server jobs over real HTTP: dry run, progress, per-order results, scope. */
let server: TestServer;
let operator: Caller;
let watcher: Caller;
let partner: Caller;
let foreigner: Caller;
let orders: OrderDriver;

beforeAll(async () => {
  server = await startTestServer();
  operator = await orderCaller(server, AURORA, 'bulk-operator', '1111');
  watcher = await orderCaller(server, AURORA, 'bulk-watcher', '0100');
  partner = await orderCaller(server, AURORA, 'bulk-partner', '1111', 'ACC-NW-S');
  foreigner = await orderCaller(server, BOREALIS, 'bulk-foreigner', '1111');
  orders = new OrderDriver(operator);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await orders.billingTriedOnce();
});

afterAll(async () => {
  await server?.close();
});

const bulkPath = (bulkId: string) => fillPath(ORDER_PATHS.bulk, { bulkId });

async function finished(api: Caller, bulkId: string): Promise<BulkOperation> {
  const end = Date.now() + 30_000;
  for (;;) {
    const bulk = expectStatus(await api.get<BulkOperation>(bulkPath(bulkId)), 200).body.data;
    if (bulk.state === 'COMPLETED' || Date.now() > end) return bulk;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('bulk operations on orders', () => {
  it('counts a filtered selection first, then repushes it as a job with a result per order', async () => {
    const parked = [await orders.parked('491703330001'), await orders.parked('491703330002')];
    const done = await orders.create('DELETE', '491703330003');
    await orders.until(done.orderId, (order) => order.state === 'COMPLETED');
    const query = '?q=49170333000&sort=orderNumber&order=asc';

    const dryRun = expectStatus(
      await operator.post<BulkDryRun>(`${ORDER_PATHS.bulkRepush}${query}`, { dryRun: true }),
      200,
    );
    expect(dryRun.body.data).toEqual({
      count: 3,
      eligible: 2,
      sample: [parked[0]?.order.orderNumber, parked[1]?.order.orderNumber, done.orderNumber],
      truncated: false,
    });
    const onlyParked = await operator.post(`${ORDER_PATHS.bulkRepush}${query}&state=FAILED_TEMP`, { dryRun: true });
    expect(expectStatus(onlyParked, 200).body.data).toMatchObject({ count: 2, eligible: 2 });
    expectStatus(await watcher.post(`${ORDER_PATHS.bulkRepush}${query}`, { dryRun: true }), 403);

    const started = expectStatus(
      await operator.post<BulkOperation>(`${ORDER_PATHS.bulkRepush}${query}`, { reason: 'Billing is back' }),
      200,
    ).body.data;
    expect(started).toMatchObject({ kind: 'REPUSH', total: 3, createdBy: 'bulk-operator' });
    expect(started.items.map((item) => item.orderNumber)).toEqual(dryRun.body.data.sample);

    const bulk = await finished(watcher, started.bulkId);
    expect(bulk).toMatchObject({ state: 'COMPLETED', done: 2, skipped: 1, failed: 0 });
    expect(bulk.items.map((item) => item.outcome)).toEqual(['DONE', 'DONE', 'SKIPPED']);
    expect(bulk.items[2]?.message).toContain('COMPLETED');
    for (const { order } of parked) {
      expect((await orders.until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
      const retriggered = (await orders.events(order.orderId)).find((event) => event.type === 'ORDER_RETRIGGERED');
      expect(retriggered).toMatchObject({
        actor: 'bulk-operator',
        data: { reason: 'Billing is back', bulkId: started.bulkId },
      });
    }
  });

  it('cancels the orders named by id, within the caller’s partner accounts only', async () => {
    const { order } = await orders.parked('491703340001');
    const partnerRun = expectStatus(
      await partner.post(ORDER_PATHS.bulkCancel, { orderIds: [order.orderId], dryRun: true }),
      200,
    );
    expect(partnerRun.body.data).toMatchObject({ count: 0, eligible: 0 });

    const started = expectStatus(
      await operator.post<BulkOperation>(ORDER_PATHS.bulkCancel, { orderIds: [order.orderId] }),
      200,
    ).body.data;
    expectStatus(await partner.get(bulkPath(started.bulkId)), 404);
    expectStatus(await foreigner.get(bulkPath(started.bulkId)), 404);
    const bulk = await finished(operator, started.bulkId);
    expect(bulk).toMatchObject({ kind: 'CANCEL', done: 1, items: [{ orderId: order.orderId, outcome: 'DONE' }] });
    const cancelled: Order = await orders.read(order.orderId);
    expect(cancelled.state).toBe('CANCELLED');
  });

  it('goes through a large selection job after job, skipping what its state does not allow', async () => {
    const counted = expectStatus(await operator.post<BulkDryRun>(ORDER_PATHS.bulkRepush, { dryRun: true }), 200).body
      .data;
    expect(counted.count).toBeGreaterThan(50);
    const started = expectStatus(await operator.post<BulkOperation>(ORDER_PATHS.bulkRepush, {}), 200).body.data;
    const bulk = await finished(operator, started.bulkId);
    expect(bulk).toMatchObject({ state: 'COMPLETED', total: counted.count, failed: 0 });
    expect(bulk.done + bulk.skipped).toBe(counted.count);
    expect(bulk.done).toBeLessThanOrEqual(counted.eligible);
    expect(new Set(bulk.items.map((item) => item.orderId)).size).toBe(counted.count);
    expect(bulk.items.every((item) => item.outcome !== 'PENDING')).toBe(true);
  });

  it('refuses bad input naming the field, and an empty selection ends at once', async () => {
    const badId = expectStatus(await operator.post(ORDER_PATHS.bulkCancel, { orderIds: ['ORD-1'] }), 400);
    expect(badId.body.errorDescription).toContain('body.orderIds');
    const badState = expectStatus(await operator.post(`${ORDER_PATHS.bulkCancel}?state=LOST`, { dryRun: true }), 400);
    expect(badState.body.errorDescription).toContain('query.state');
    expectStatus(await operator.get(bulkPath('not-a-bulk')), 404);

    const empty = expectStatus(
      await operator.post<BulkOperation>(`${ORDER_PATHS.bulkCancel}?q=no-such-order-anywhere`, {}),
      200,
    ).body.data;
    expect(empty).toMatchObject({ state: 'COMPLETED', total: 0, items: [] });
  });
});
