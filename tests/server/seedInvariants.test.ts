import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order } from '../../plugins/engine/public/contract/order.ts';
import { OrderDriver } from '../../plugins/engine/testing/orderDriver.ts';
import { reportPath } from '../../plugins/reports/paths.ts';
import type { ReportResult } from '../../plugins/reports/contract.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import {
  callsOffPolicy,
  deliveriesOffSchedule,
  misplacedStock,
  ordersAtOdds,
  stalledOrders,
  timesInTheFuture,
  worklistApartFromTasks,
} from './support/historyInvariants.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/**
 * The demo history a first start seeds holds to what holds of the orders the engine runs, the stock the
 * ASSIGN_STOCK step takes and the deliveries reverse sync makes: checked on a database that seeded itself,
 * and again once live orders ran beside the history.
 */
let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  // Enough orders for every state the demo workflows rest in, a first start of its own.
  server = await startTestServer({ SDP_DEMO_ORDERS: '300' });
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.services.db;

async function report(id: 'worklist' | 'durations'): Promise<ReportResult['rows']> {
  return expectStatus(await admin.get<ReportResult>(`${reportPath(id)}?range=90d`), 200).body.data.rows;
}

describe('the seeded demo history', () => {
  it('has nothing after the start: no event, step, call, completion, movement or delivery', async () => {
    expect(await timesInTheFuture(db())).toEqual([]);
  });

  it('reserves an item only for an order that has not ended, through its step; an ended order holds none', async () => {
    expect(await misplacedStock(db())).toEqual([]);
    const { rows } = await sql<{ state: string }>`select distinct state from inventory_items
      where order_id is not null`.execute(db());
    expect(rows.map((row) => row.state).sort()).toEqual(['ASSIGNED', 'RESERVED']);
  });

  it('attempts each delivery when its subscriber’s retry schedule says, and each call as its template’s policy says', async () => {
    expect(await deliveriesOffSchedule(db())).toEqual([]);
    expect(await callsOffPolicy(db())).toEqual([]);
  });

  it('completes a person’s item with its step, and the worklist report counts the surveys the durations count', async () => {
    expect(await worklistApartFromTasks(db())).toEqual([]);
    const completed = (await report('worklist')).reduce((sum, row) => sum + Number(row.completed), 0);
    const surveys = (await report('durations'))
      .filter((row) => row.step === 'Site survey')
      .reduce((sum, row) => sum + Number(row.count), 0);
    expect(completed).toBeGreaterThan(0);
    expect(completed).toBe(surveys);
  });

  it('leaves no order stalled at the start', async () => {
    expect(await stalledOrders(db())).toEqual([]);
  });

  it('gives each order the state its last state change and its tasks say', async () => {
    expect(await ordersAtOdds(db())).toEqual([]);
  });

  it('holds to the same once live orders ran beside it', async () => {
    const driver = new OrderDriver(admin);
    const mobile = await driver.create('ADD', '491709990001');
    const fibre = expectStatus(
      await admin.post<Order>(ORDER_PATHS.create, {
        service: 'fibre-broadband',
        operation: 'ADD',
        subscriberKey: 'FTTH-9990001',
        payload: { address: 'Harbour Road 200', plan: 'FIBRE-M' },
      }),
      200,
    ).body.data;
    const resting = (order: Order) => !['RUNNING', 'PENDING'].includes(order.state);
    expect((await driver.until(mobile.orderId, resting)).state).not.toBe('RUNNING');
    expect((await driver.until(fibre.orderId, resting)).state).toBe('WAITING_MANUAL');
    expect(await timesInTheFuture(db())).toEqual([]);
    expect(await misplacedStock(db())).toEqual([]);
    expect(await worklistApartFromTasks(db())).toEqual([]);
    expect(await ordersAtOdds(db())).toEqual([]);
    // The calls' waits are not compared: a test server's clock stands still, so its calls take no time.
  });
});
