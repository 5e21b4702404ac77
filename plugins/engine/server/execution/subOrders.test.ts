import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, ORDER_RESOURCE, type Order } from '../../public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';
import { MAX_SUB_ORDER_DEPTH } from './subOrders.ts';

/** SUB_WORKFLOW steps over real HTTP: a child order runs another workflow, and its end moves the parent. */
let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'sub-order-designer');
  orders = new OrderDriver(designer);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await orders.billingTriedOnce();

  await publishWithSubStep('Mobile port-out', 'Close the line', 'PORT_OUT', 'Mobile postpaid – delete');
});

afterAll(async () => {
  await server?.close();
});

/**
 * A workflow start → a SUB_WORKFLOW step running `child` (the workflow itself when not given) → end,
 * published and mapped to an operation of the service `mobile-port`.
 */
async function publishWithSubStep(name: string, template: string, operation: string, child = name): Promise<void> {
  expectStatus(
    await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', {
      name: template,
      type: 'SUB_WORKFLOW',
      config: { workflow: child },
      inputMapping: { msisdn: 'order.msisdn' },
    }),
    200,
  );
  const definition: WorkflowDefinition = {
    failurePolicy: 'PARK',
    steps: [
      { id: 'start', kind: 'START', name: 'Start' },
      { id: 'sub', kind: 'TASK', name: template, taskTemplate: template },
      { id: 'end', kind: 'END', name: 'End' },
    ],
    edges: [
      { from: 'start', to: 'sub' },
      { from: 'sub', to: 'end' },
    ],
  };
  await offerOperation(designer, 'mobile-port', operation, await publishWorkflow(designer, name, definition));
}

const portOut = async (msisdn: string) =>
  expectStatus(
    await designer.post<Order>(ORDER_PATHS.create, {
      service: 'mobile-port',
      operation: 'PORT_OUT',
      subscriberKey: msisdn,
      payload: { msisdn },
    }),
    200,
  ).body.data;

async function childOf(parent: Order, state?: Order['state']): Promise<Order> {
  const end = Date.now() + 30_000;
  for (;;) {
    const filter = state === undefined ? '' : `&state=${state}`;
    const page = await designer.get<KeysetPage<Order>>(
      `${ORDER_RESOURCE.paths.list}?parentOrderId=${parent.orderId}${filter}`,
    );
    const child = expectStatus(page, 200).body.data.items[0];
    if (child || Date.now() > end) return child as Order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const settled = (order: Order) => order.state !== 'RUNNING';

describe('sub-workflows', () => {
  it("runs a child order with the step's input, and goes on with its outputs once it completes", async () => {
    const parent = await portOut('491706660001');
    expect((await orders.until(parent.orderId, settled)).state).toBe('COMPLETED');
    const child = await childOf(parent);
    expect(child).toMatchObject({
      source: 'SUB_WORKFLOW',
      parentOrderId: parent.orderId,
      workflow: 'Mobile postpaid – delete',
      state: 'COMPLETED',
      payload: { msisdn: '491706660001' },
      subscriberKey: '491706660001',
    });
    const step = (await orders.tasks(parent.orderId)).find((task) => task.stepId === 'sub');
    expect(step).toMatchObject({ type: 'SUB_WORKFLOW', state: 'COMPLETED' });
    expect(step?.output).toMatchObject({ orderId: child.orderId, orderNumber: child.orderNumber, state: 'COMPLETED' });
    const started = (await orders.events(parent.orderId)).find((event) => event.type === 'SUB_ORDER_STARTED');
    expect(started?.data).toMatchObject({ orderNumber: child.orderNumber });
  });

  it('waits while the child is parked; a cancelled child fails the step, and a retrigger starts a new child', async () => {
    await orders.simulate('billing', 0, 1);
    const parent = await portOut('491706660002');
    const parked = await childOf(parent, 'FAILED_TEMP');
    await orders.simulate('billing', 0, 0);
    expect(parked.state).toBe('FAILED_TEMP');
    expect((await orders.read(parent.orderId)).state).toBe('RUNNING');

    expectStatus(
      await designer.post(ORDER_PATHS.cancel, {
        orderId: parked.orderId,
        version: parked.version,
        reason: 'Wrong line',
      }),
      200,
    );
    const failed = await orders.until(parent.orderId, settled);
    expect(failed.state).toBe('FAILED_TEMP');
    expect(failed.stateReason).toContain(`Sub-order ${parked.orderNumber} ended CANCELLED`);
    const step = (await orders.tasks(parent.orderId)).find((task) => task.stepId === 'sub');
    expect(step).toMatchObject({ state: 'FAILED', errorCode: 'SUB_ORDER_FAILED' });

    expectStatus(await designer.post(ORDER_PATHS.retrigger, { orderId: parent.orderId, version: failed.version }), 200);
    expect((await orders.until(parent.orderId, settled)).state).toBe('COMPLETED');
    const second = await childOf(parent, 'COMPLETED');
    expect(second.orderId).not.toBe(parked.orderId);
    expect(second.state).toBe('COMPLETED');
  });

  it('cancels the children of a cancelled order', async () => {
    await orders.simulate('billing', 0, 1);
    const parent = await portOut('491706660003');
    const parked = await childOf(parent, 'FAILED_TEMP');
    await orders.simulate('billing', 0, 0);
    const current = await orders.read(parent.orderId);
    expectStatus(await designer.post(ORDER_PATHS.cancel, { orderId: parent.orderId, version: current.version }), 200);
    const child = await orders.read(parked.orderId);
    expect(child).toMatchObject({ state: 'CANCELLED', stateReason: 'Its parent order ended' });
    expect((await orders.read(parent.orderId)).state).toBe('CANCELLED');
  });

  it('stops a workflow that starts itself at the nesting limit, parking the deepest sub-order', async () => {
    await publishWithSubStep('Nesting doll', 'Go deeper', 'NEST');
    const top = expectStatus(
      await designer.post<Order>(ORDER_PATHS.create, { service: 'mobile-port', operation: 'NEST', payload: {} }),
      200,
    ).body.data;
    let order = top;
    for (let depth = 1; depth <= MAX_SUB_ORDER_DEPTH; depth += 1) order = await childOf(order);
    const deepest = await orders.until(order.orderId, settled);
    expect(deepest.state).toBe('FAILED_TEMP');
    expect(deepest.stateReason).toContain(`nest at most ${MAX_SUB_ORDER_DEPTH} deep`);
    expect((await orders.read(top.orderId)).state).toBe('RUNNING');
  });

  it('refuses a child id that is not a UUID in the listing filter', async () => {
    const refused = expectStatus(await designer.get(`${ORDER_RESOURCE.paths.list}?parentOrderId=ORD-1`), 400);
    expect(refused.body.errorDescription).toContain('query.parentOrderId');
  });
});
