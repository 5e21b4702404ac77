import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order } from '../../public/contract/order.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';
import { WATCH_SECONDS } from './orderWatch.ts';

/** The order watch over real HTTP: an SLA breach and a stall each reported once, as events of the order. */
let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

const through = (template: string): WorkflowDefinition => ({
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'step', kind: 'TASK', name: 'Step', taskTemplate: template },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'step' },
    { from: 'step', to: 'end' },
  ],
});

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'watch-designer');
  orders = new OrderDriver(designer);
  const templates = [
    { name: 'Wait a minute', type: 'WAIT', config: { durationMs: 60_000 }, timeoutMs: 5_000 },
    { name: 'Stamp', type: 'TRANSFORM', inputMapping: { at: '$now()' } },
  ];
  for (const template of templates) {
    expectStatus(await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template), 200);
  }
  await offerOperation(designer, 'watched', 'SLOW', await publishWorkflow(designer, 'Slow', through('Wait a minute')));
  await offerOperation(designer, 'watched', 'QUICK', await publishWorkflow(designer, 'Quick', through('Stamp')));
});

afterAll(async () => {
  await server?.close();
});

const looks = (count: number) => new Promise((resolve) => setTimeout(resolve, count * WATCH_SECONDS * 1000 + 500));

async function create(operation: string, slaDueAt: string | null = null): Promise<Order> {
  const body = { service: 'watched', operation, payload: {}, slaDueAt };
  return expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
}

async function eventsOf(orderId: string, type: string) {
  return (await orders.events(orderId)).filter((event) => event.type === type);
}

/** The events of the type once there is one, or none after ten seconds. */
async function firstOf(orderId: string, type: string) {
  const end = Date.now() + 10_000;
  for (;;) {
    const found = await eventsOf(orderId, type);
    if (found.length > 0 || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function cancel(orderId: string): Promise<void> {
  const { version } = await orders.read(orderId);
  expectStatus(await designer.post(ORDER_PATHS.cancel, { orderId, version }), 200);
}

describe('the order watch', () => {
  it('reports an order not ended by its SLA due time once, and none that ended in time', async () => {
    const due = new Date(Date.now() + 1_000).toISOString();
    const slow = await create('SLOW', due);
    const quick = await create('QUICK', due);
    expect((await orders.until(quick.orderId, (order) => order.state !== 'RUNNING')).state).toBe('COMPLETED');

    const breaches = await firstOf(slow.orderId, 'ORDER_SLA_BREACHED');
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({ actor: 'engine', data: { slaDueAt: due, state: 'RUNNING' } });
    await looks(1);
    expect(await eventsOf(slow.orderId, 'ORDER_SLA_BREACHED')).toHaveLength(1);
    expect(await eventsOf(quick.orderId, 'ORDER_SLA_BREACHED')).toHaveLength(0);
    const { rows } = await sql<{ checked: boolean }>`select sla_checked_at is not null as checked from orders
      where id = ${quick.orderId}`.execute(server.runtime.services.db);
    expect(rows[0]?.checked).toBe(true);
    await cancel(slow.orderId);
  });

  it('reports a stalled order once, and it stays stalled', async () => {
    const order = await create('SLOW');
    const db = server.runtime.services.db;
    // An hour without a word from its scheduled step: longer than the step's timeout.
    await sql`update orders set last_event_at = now() - interval '1 hour' where id = ${order.orderId}`.execute(db);
    await sql`update order_tasks set run_after = now() - interval '1 hour'
      where order_id = ${order.orderId} and state = 'SCHEDULED'`.execute(db);

    const stalls = await firstOf(order.orderId, 'ORDER_STALLED');
    expect(stalls).toHaveLength(1);
    expect(stalls[0]).toMatchObject({ actor: 'engine', data: { steps: ['step'] } });
    await looks(1);
    expect(await eventsOf(order.orderId, 'ORDER_STALLED')).toHaveLength(1);
    expect((await orders.read(order.orderId)).stalled).toBe(true);
    await cancel(order.orderId);
  });
});
