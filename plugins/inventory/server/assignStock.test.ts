import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order, type OrderTask } from '../../engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../engine/public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../engine/public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { designerCaller } from '../../engine/testing/engineCallers.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../engine/testing/workflowPublisher.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  DEVICE_MODEL_RESOURCE,
  ITEM_PATHS,
  ITEM_RESOURCE,
  LOCATION_RESOURCE,
  MOVEMENT_RESOURCE,
  type DeviceModel,
  type Item,
  type Location,
  type Movement,
} from '../contract.ts';

/** The engine's ASSIGN_STOCK step as inventory runs it, over real HTTP: reservation, race, release, assignment. */
let server: TestServer;
let designer: Caller;
let keeper: Caller;
let orders: OrderDriver;
let depot: Location;
/** An order the race left parked for want of stock. */
let parkedOrder: Order;

const MODEL = 'Race ONT';
const ONCE = { maxAttempts: 1, backoff: 'FIXED', delayMs: 0, maxDelayMs: 0, jitter: false };
const task = (id: string, taskTemplate: string) => ({ id, kind: 'TASK' as const, name: taskTemplate, taskTemplate });
const START = { id: 'start', kind: 'START' as const, name: 'Start' };
const END = { id: 'end', kind: 'END' as const, name: 'End' };
const chain = (ids: string[]) => ids.slice(1).map((to, index) => ({ from: ids[index] as string, to }));

/** Takes an ONT, then holds the order an hour: the reservation stays while it runs. */
const HOLDING: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [START, task('take', 'Take race ONT'), task('hold', 'Hold an hour'), END],
  edges: chain(['start', 'take', 'hold', 'end']),
};
/** Takes an ONT and completes: the reservation becomes an assignment. */
const COMPLETING: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [START, task('take', 'Take race ONT'), END],
  edges: chain(['start', 'take', 'end']),
};
/** Takes an ONT, then billing fails for good: the order rolls back and the ONT goes back to stock. */
const ROLLING_BACK: WorkflowDefinition = {
  failurePolicy: 'ROLL_BACK',
  steps: [START, task('take', 'Take race ONT'), task('bill', 'Open billing account'), END],
  edges: chain(['start', 'take', 'bill', 'end']),
};

async function receive(serials: string[]): Promise<void> {
  const csv = ['serial,model', ...serials.map((serial) => `${serial},${MODEL}`)].join('\n');
  expectStatus(await keeper.post(ITEM_PATHS.receive, { locationId: depot.locationId, csv, dryRun: false }), 200);
}

async function stock(): Promise<Item[]> {
  const page = await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?location=${depot.locationId}&limit=500`);
  return expectStatus(page, 200).body.data.items;
}

async function order(operation: string, subscriber: string): Promise<Order> {
  const body = { service: 'race-fibre', operation, subscriberKey: subscriber, payload: { subscriber } };
  return expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
}

const takeTask = async (orderId: string) =>
  (await orders.tasks(orderId)).filter((candidate) => candidate.stepId === 'take').at(-1) as OrderTask;

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'stock-designer');
  orders = new OrderDriver(designer);
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'stock-race-keeper',
    permissions: { inventory: { stock: '1111', locations: '1111', configuration: '1111', logs: '1111' } },
  });
  keeper = caller(server, await server.login(user.username, user.password));
  const model = { name: MODEL, manufacturer: 'Test', type: 'ONT' };
  expectStatus(await keeper.post<DeviceModel>(DEVICE_MODEL_RESOURCE.paths.create as string, model), 200);
  depot = expectStatus(
    await keeper.post<Location>(LOCATION_RESOURCE.paths.create as string, { name: 'Race depot', type: 'WAREHOUSE' }),
    200,
  ).body.data;

  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await orders.triedOnce('Open billing account');
  const templates = [
    {
      name: 'Take race ONT',
      type: 'ASSIGN_STOCK',
      config: { model: MODEL, locationRule: 'FIXED', location: 'Race depot' },
      outputMapping: { serial: 'item.serial' },
      retryPolicy: ONCE,
    },
    { name: 'Hold an hour', type: 'WAIT', config: { durationMs: 3_600_000 } },
  ];
  for (const template of templates)
    expectStatus(await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template), 200);
  await offerOperation(designer, 'race-fibre', 'ADD', await publishWorkflow(designer, 'Race holding', HOLDING));
  await offerOperation(
    designer,
    'race-fibre',
    'MODIFY',
    await publishWorkflow(designer, 'Race completing', COMPLETING),
  );
  await offerOperation(
    designer,
    'race-fibre',
    'DELETE',
    await publishWorkflow(designer, 'Race rolling back', ROLLING_BACK),
  );
});

afterAll(async () => {
  await server?.close();
});

describe('ASSIGN_STOCK', () => {
  it('gives 50 racing orders exactly the 10 items in stock, none twice, and parks the others saying why', async () => {
    await receive(Array.from({ length: 10 }, (_, index) => `RACE-${String(index).padStart(3, '0')}`));
    const placed = await Promise.all(Array.from({ length: 50 }, (_, index) => order('ADD', `race-${index}`)));

    const items = await stock();
    const reserved = items.filter((item) => item.state === 'RESERVED');
    expect(reserved).toHaveLength(10);
    expect(new Set(reserved.map((item) => item.orderId)).size).toBe(10);
    expect(items.filter((item) => item.state === 'IN_STOCK')).toEqual([]);

    const outputs = new Map<string, string>();
    for (const created of placed) {
      const taken = await takeTask(created.orderId);
      if (taken.state === 'COMPLETED') outputs.set(created.orderId, (taken.output as { serial: string }).serial);
    }
    expect(outputs.size).toBe(10);
    expect(new Set(outputs.values()).size).toBe(10);
    for (const item of reserved) expect(outputs.get(item.orderId as string)).toBe(item.serial);

    const waiting = placed.find((created) => !outputs.has(created.orderId)) as Order;
    const parked = await orders.until(waiting.orderId, (candidate) => candidate.state === 'FAILED_TEMP');
    expect(parked.state).toBe('FAILED_TEMP');
    parkedOrder = parked;
    expect((await takeTask(waiting.orderId)).errorMessage ?? '').toContain(`no ${MODEL} at Race depot`);
  });

  it('releases an order’s reservation when it is cancelled, and another order can take the item', async () => {
    const holder = (await stock()).find((item) => item.state === 'RESERVED') as Item;
    const held = await orders.read(holder.orderId as string);
    expectStatus(await designer.post(ORDER_PATHS.cancel, { orderId: held.orderId, version: held.version }), 200);
    const released = (await stock()).find((item) => item.itemId === holder.itemId) as Item;
    expect([released.state, released.orderId]).toEqual(['IN_STOCK', null]);
    const log = (await keeper.get<KeysetPage<Movement>>(`${MOVEMENT_RESOURCE.paths.list}?serial=${holder.serial}`)).body
      .data.items;
    expect(log[0]).toMatchObject({ kind: 'RELEASE', toState: 'IN_STOCK', orderNumber: held.orderNumber });
    expect(log[0]?.reason).toContain('cancelled');

    const next = await order('ADD', 'race-after-cancel');
    const taken = await takeTask(next.orderId);
    expect(taken.state).toBe('COMPLETED');
    expect((taken.output as { serial: string }).serial).toBe(holder.serial);
  });

  it('reserves for a parked order once stock has arrived, when an operator retries it with edited input', async () => {
    await receive(['RACE-RETRY-1']);
    const failed = await takeTask(parkedOrder.orderId);
    const current = await orders.read(parkedOrder.orderId);
    expectStatus(
      await designer.post(ORDER_PATHS.retryTask, {
        orderId: current.orderId,
        taskId: failed.taskId,
        version: current.version,
        input: { note: 'stock arrived' },
      }),
      200,
    );
    const retried = await takeTask(parkedOrder.orderId);
    expect([retried.state, (retried.output as { serial: string }).serial]).toEqual(['COMPLETED', 'RACE-RETRY-1']);
    const item = (await stock()).find((candidate) => candidate.serial === 'RACE-RETRY-1') as Item;
    expect([item.state, item.orderId]).toEqual(['RESERVED', parkedOrder.orderId]);
  });

  it('assigns the reserved item when the order completes', async () => {
    await receive(['RACE-DONE-1']);
    const created = await order('MODIFY', 'race-complete');
    const done = await orders.until(created.orderId, (candidate) => candidate.state === 'COMPLETED');
    expect(done.state).toBe('COMPLETED');
    const item = (await stock()).find((candidate) => candidate.serial === 'RACE-DONE-1') as Item;
    expect([item.state, item.orderNumber]).toEqual(['ASSIGNED', done.orderNumber]);
  });

  it('releases the reservation when the order rolls back', async () => {
    await receive(['RACE-BACK-1']);
    await orders.simulate('billing', 0, 1);
    try {
      const created = await order('DELETE', 'race-rollback');
      const rolledBack = await orders.until(created.orderId, (candidate) => candidate.state === 'ROLLED_BACK');
      expect(rolledBack.state).toBe('ROLLED_BACK');
      const taken = await takeTask(created.orderId);
      expect((taken.output as { serial: string }).serial).toBe('RACE-BACK-1');
      const item = (await stock()).find((candidate) => candidate.serial === 'RACE-BACK-1') as Item;
      expect([item.state, item.orderId]).toEqual(['IN_STOCK', null]);
      const kinds = (
        await keeper.get<KeysetPage<Movement>>(`${MOVEMENT_RESOURCE.paths.list}?serial=RACE-BACK-1`)
      ).body.data.items.map((movement) => movement.kind);
      expect(kinds).toEqual(['RELEASE', 'RESERVATION', 'RECEIPT']);
    } finally {
      await orders.simulate('billing', 0, 0);
    }
  });

  it('keeps the ledger and the items in step through all of it', async () => {
    const { rows } = await sql<{ item_id: string }>`
      select i.id as item_id from inventory_items i
      join lateral (select to_state, to_location_id from inventory_movements v where v.item_id = i.id order by seq desc limit 1) last on true
      where i.tenant_id = ${AURORA} and (last.to_state <> i.state or last.to_location_id is distinct from i.location_id)`.execute(
      server.runtime.services.db,
    );
    expect(rows).toEqual([]);
  });
});
