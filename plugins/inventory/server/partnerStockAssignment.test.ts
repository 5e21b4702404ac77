import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order, type OrderTask } from '../../engine/public/contract/order.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../engine/public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { designerCaller } from '../../engine/testing/engineCallers.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../engine/testing/workflowPublisher.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { DEVICE_MODEL_RESOURCE, ITEM_PATHS, ITEM_RESOURCE, LOCATION_RESOURCE, type Item } from '../contract.ts';

/**
 * The engine's ASSIGN_STOCK step for an order of a partner account, over real HTTP: the order names where
 * its item is taken from, and reaches its account's locations and the tenant's, never another partner's.
 */
let server: TestServer;
let designer: Caller;
let keeper: Caller;
let orders: OrderDriver;

const MODEL = 'Scope ONT';
const ONCE = { maxAttempts: 1, backoff: 'FIXED', delayMs: 0, maxDelayMs: 0, jitter: false };
const TAKING: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'take', kind: 'TASK', name: 'Take the ordered ONT', taskTemplate: 'Take the ordered ONT' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'take' },
    { from: 'take', to: 'end' },
  ],
};

/** A location of the account (null: the tenant's own) holding one item of the serial. */
async function stockedLocation(name: string, accountId: string | null, serial: string): Promise<void> {
  const body = { name, type: 'SHOP', accountId };
  const location = expectStatus(
    await keeper.post<{ locationId: string }>(LOCATION_RESOURCE.paths.create as string, body),
    200,
  ).body.data;
  const receipt = { locationId: location.locationId, csv: `serial,model\n${serial},${MODEL}`, dryRun: false };
  expectStatus(await keeper.post(ITEM_PATHS.receive, receipt), 200);
}

async function item(serial: string): Promise<Item> {
  const page = await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=${serial}`);
  return expectStatus(page, 200).body.data.items[0] as Item;
}

/** An order of the account taking its ONT at the location its payload names, once it has stopped running. */
async function orderTaking(
  accountId: string,
  site: string,
  until: Order['state'],
): Promise<{ order: Order; take: OrderTask }> {
  const body = {
    service: 'scope-fibre',
    operation: 'ADD',
    subscriberKey: `${accountId}-${site}`,
    payload: { site },
    accountId,
  };
  const created = expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
  const order = await orders.until(created.orderId, (candidate) => candidate.state === until);
  const take = (await orders.tasks(order.orderId)).find((task) => task.stepId === 'take') as OrderTask;
  return { order, take };
}

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'scope-designer');
  orders = new OrderDriver(designer);
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'scope-keeper',
    permissions: { inventory: { stock: '1111', locations: '1111', configuration: '1111' } },
  });
  keeper = caller(server, await server.login(user.username, user.password));
  const model = { name: MODEL, manufacturer: 'Test', type: 'ONT' };
  expectStatus(await keeper.post(DEVICE_MODEL_RESOURCE.paths.create as string, model), 200);
  await stockedLocation('North scope depot', 'ACC-NW-N', 'SCOPE-N-1');
  await stockedLocation('South scope shop', 'ACC-NW-S', 'SCOPE-S-1');
  await stockedLocation('Tenant scope warehouse', null, 'SCOPE-H-1');
  const template = {
    name: 'Take the ordered ONT',
    type: 'ASSIGN_STOCK',
    config: { model: MODEL, locationRule: 'ORDER_FIELD', locationField: 'site' },
    outputMapping: { serial: 'item.serial' },
    retryPolicy: ONCE,
  };
  expectStatus(await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template), 200);
  await offerOperation(designer, 'scope-fibre', 'ADD', await publishWorkflow(designer, 'Scope taking', TAKING));
});

afterAll(async () => {
  await server?.close();
});

describe('ASSIGN_STOCK for a partner account’s order', () => {
  it('finds no location of another partner account, and leaves its stock alone', async () => {
    const { take } = await orderTaking('ACC-NW-N', 'South scope shop', 'FAILED_TEMP');
    expect(take.state).toBe('FAILED_TERMINAL');
    expect(take.errorMessage).toContain('There is no active location "South scope shop"');
    expect(await item('SCOPE-S-1')).toMatchObject({ state: 'IN_STOCK', orderId: null });

    const { order } = await orderTaking('ACC-NW-S', 'South scope shop', 'COMPLETED');
    expect(await item('SCOPE-S-1')).toMatchObject({ state: 'ASSIGNED', orderNumber: order.orderNumber });
  });

  it('takes stock at its own account’s locations and at the tenant’s', async () => {
    const own = await orderTaking('ACC-NW-N', 'North scope depot', 'COMPLETED');
    expect(await item('SCOPE-N-1')).toMatchObject({ state: 'ASSIGNED', orderNumber: own.order.orderNumber });
    const tenants = await orderTaking('ACC-NW-N', 'Tenant scope warehouse', 'COMPLETED');
    expect(await item('SCOPE-H-1')).toMatchObject({ state: 'ASSIGNED', orderNumber: tenants.order.orderNumber });
  });
});
