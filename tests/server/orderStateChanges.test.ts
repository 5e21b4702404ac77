import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_PATHS,
  ORDER_RESOURCE,
  ORDER_STATE_CHANGED_EVENT,
  type BulkOperation,
  type Order,
  type OrderState,
  type OrderStateChange,
  type OrderTask,
} from '../../plugins/engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../plugins/engine/public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../plugins/engine/public/contract/taskTemplate.ts';
import { WORKLIST_PATHS, WORKLIST_RESOURCE, type WorklistItem } from '../../plugins/engine/public/contract/worklist.ts';
import type { WorkflowDefinition, WorkflowStep } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { OrderDriver } from '../../plugins/engine/testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../plugins/engine/testing/workflowPublisher.ts';
import { API_KEY_HEADER } from '../../plugins/triggers/contract.ts';
import { demoTriggerSecret } from '../../plugins/triggers/server/triggersSeed.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { until } from './support/until.ts';

/**
 * Every way an order's state changes, driven over real HTTP, is one `ORDER_STATE_CHANGED` event with the
 * state it left and the one it reached: intake by the console, Dev and an inbound trigger, a held order's
 * release, a person's step, parking and each operator action on a parked order (one by one and in bulk),
 * pause, resume and cancel, a TERMINATE step, a rollback, and sub-orders started and cancelled with their
 * parent.
 */
let server: TestServer;
let operator: Caller;
let orders: OrderDriver;

const step = (id: string, name: string, taskTemplate?: string): WorkflowStep =>
  taskTemplate ? { id, kind: 'TASK', name, taskTemplate } : { id, kind: id === 'start' ? 'START' : 'END', name };
const line = (...ids: string[]) => ids.slice(1).map((to, index) => ({ from: ids[index] as string, to }));

/** A person surveys the site, then the number is reserved. */
const SURVEY_THEN_CALL: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    step('start', 'Start'),
    step('survey', 'Survey', 'Site survey'),
    step('reserve', 'Reserve', 'Reserve MSISDN'),
    step('end', 'End'),
  ],
  edges: line('start', 'survey', 'reserve', 'end'),
};

/** The survey and call above as a sub-order. */
const SUB_ORDER: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [step('start', 'Start'), step('sub', 'Survey first', 'Survey as a sub-order'), step('end', 'End')],
  edges: line('start', 'sub', 'end'),
};

/** The number reserved (undone by deactivating it), then billing closed. */
const UNDONE_ON_FAILURE: WorkflowDefinition = {
  failurePolicy: 'ROLL_BACK',
  steps: [
    step('start', 'Start'),
    { ...step('reserve', 'Reserve', 'Reserve MSISDN'), compensation: 'deactivate' },
    step('bill', 'Close billing', 'Close billing account'),
    step('end', 'End'),
    step('deactivate', 'Deactivate', 'Deactivate subscriber'),
  ],
  edges: line('start', 'reserve', 'bill', 'end'),
};

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'state-operator',
    developerAccess: true,
    permissions: {
      monitor: { orders: '1111', worklist: '1111' },
      networks: '1111',
      tasks: '1111',
      workflow: '1111',
      service: '1111',
    },
  });
  operator = caller(server, await server.login(user.username, user.password));
  orders = new OrderDriver(operator);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await orders.billingTriedOnce();
  await offerOperation(operator, 'state-tests', 'SURVEY', await publishWorkflow(operator, 'Survey', SURVEY_THEN_CALL));
  const subOrder = {
    name: 'Survey as a sub-order',
    type: 'SUB_WORKFLOW',
    config: { workflow: 'Survey' },
    inputMapping: { msisdn: 'order.msisdn', address: 'order.address' },
  };
  expectStatus(await operator.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', subOrder), 200);
  await offerOperation(operator, 'state-tests', 'NESTED', await publishWorkflow(operator, 'Nested', SUB_ORDER));
  const careful = await publishWorkflow(operator, 'Undone on failure', UNDONE_ON_FAILURE);
  await offerOperation(operator, 'state-tests', 'CAREFUL', careful);
});

afterAll(async () => {
  await server?.close();
});

/**
 * The states the order's ORDER_STATE_CHANGED events went to, checked to be one per change: the first
 * leaves no state (the order is new), each next leaves the state the one before reached, and the last
 * reached the state the order is in.
 */
async function statesOf(orderId: string): Promise<OrderState[]> {
  const changes = (await orders.events(orderId))
    .filter((event) => event.type === ORDER_STATE_CHANGED_EVENT)
    .map((event) => event.data as OrderStateChange);
  changes.forEach((change, index) => expect(change.from).toBe(index === 0 ? null : changes[index - 1]?.to));
  expect(changes.at(-1)?.to).toBe((await orders.read(orderId)).state);
  return changes.map((change) => change.to);
}

const submit = async (path: string, body: Record<string, unknown>) =>
  expectStatus(await operator.post<Order>(path, body), 200).body.data;

const ended = (order: Order) => order.state !== 'RUNNING';
const waiting = (order: Order) => order.state === 'WAITING_MANUAL';

async function itemOf(order: Order): Promise<WorklistItem> {
  const page = await operator.get<KeysetPage<WorklistItem>>(`${WORKLIST_RESOURCE.paths.list}?q=${order.orderNumber}`);
  return expectStatus(page, 200).body.data.items[0] as WorklistItem;
}

async function survey(msisdn: string, operation = 'SURVEY'): Promise<Order> {
  const body = {
    service: 'state-tests',
    operation,
    subscriberKey: msisdn,
    payload: { msisdn, address: 'Mill Lane 9' },
  };
  return submit(ORDER_PATHS.create, body);
}

async function act(path: string, order: Order, extra: Record<string, unknown> = {}): Promise<Order> {
  const current = await orders.read(order.orderId);
  return submit(path, { orderId: order.orderId, version: current.version, ...extra });
}

/** The order parked again after an action: a state other than running, after the version the action left. */
const parkedAfter = (orderId: string, action: Order) =>
  orders.until(orderId, (order) => order.version > action.version && order.state !== 'RUNNING');

const newestFailed = async (orderId: string) =>
  (await orders.tasks(orderId)).filter((task) => task.state === 'FAILED').at(-1) as OrderTask;

describe('the state changes of an order', () => {
  it('start with the state an order is taken in, by the console, by Dev and by an inbound trigger', async () => {
    const mobile = (msisdn: string) => ({ service: 'mobile-postpaid', operation: 'ADD', payload: { msisdn } });
    const byConsole = await submit(ORDER_PATHS.create, mobile('491705550001'));
    const byDev = await submit(ORDER_PATHS.devCreate, mobile('491705550002'));
    expect(byDev.source).toBe('DEV');
    for (const order of [byConsole, byDev]) {
      expect(await orders.until(order.orderId, ended)).toMatchObject({ state: 'COMPLETED' });
      expect(await statesOf(order.orderId)).toEqual(['RUNNING', 'COMPLETED']);
    }
    const answer = await fetch(`${server.baseUrl}/inbound/${AURORA}/portal-fibre`, {
      method: 'POST',
      body: JSON.stringify({ requestId: 'STATE-1', address: 'Harbour Road 21' }),
      headers: { 'content-type': 'application/json', [API_KEY_HEADER]: demoTriggerSecret(AURORA, 'portal') },
    });
    expect(answer.status).toBe(201);
    const { orderId } = (await answer.json()) as { orderId: string };
    await orders.until(orderId, waiting);
    expect(await statesOf(orderId)).toEqual(['RUNNING', 'WAITING_MANUAL']);
  });

  it('follow a person’s step: waiting for the person, then running on to the end', async () => {
    const order = await survey('491705550011');
    await orders.until(order.orderId, waiting);
    const item = await itemOf(order);
    const complete = { action: 'complete', itemId: item.itemId, version: item.version, data: { feasible: true } };
    expectStatus(await operator.post(WORKLIST_PATHS.update, complete), 200);
    expect(await orders.until(order.orderId, (candidate) => candidate.state === 'COMPLETED')).toBeTruthy();
    expect(await statesOf(order.orderId)).toEqual(['RUNNING', 'WAITING_MANUAL', 'RUNNING', 'COMPLETED']);
  });

  it('follow a pause, a resume and a cancel', async () => {
    const order = await survey('491705550021');
    await orders.until(order.orderId, waiting);
    await act(ORDER_PATHS.pause, order, { reason: 'Site closed' });
    await act(ORDER_PATHS.resume, order);
    await act(ORDER_PATHS.cancel, order, { reason: 'The customer withdrew' });
    expect(await statesOf(order.orderId)).toEqual([
      'RUNNING',
      'WAITING_MANUAL',
      'PAUSED',
      'RUNNING',
      'WAITING_MANUAL',
      'CANCELLED',
    ]);
    const paused = (await orders.events(order.orderId)).find(
      (event) => event.type === ORDER_STATE_CHANGED_EVENT && (event.data as OrderStateChange).to === 'PAUSED',
    );
    expect(paused).toMatchObject({ actor: 'state-operator', data: { from: 'WAITING_MANUAL', reason: 'Site closed' } });
  });

  it('follow a parked order set going by each operator action, and by a bulk repush', async () => {
    await orders.simulate('billing', 0, 1);
    let parked: Order;
    try {
      const created = await orders.create('DELETE', '491705550031');
      parked = await orders.until(created.orderId, ended);
      expect(parked.state).toBe('FAILED_TEMP');
      parked = await parkedAfter(parked.orderId, await act(ORDER_PATHS.retrigger, parked));
      const retried = await act(ORDER_PATHS.retryTask, parked, {
        taskId: (await newestFailed(parked.orderId)).taskId,
        input: { subscriber: '491705550031' },
      });
      parked = await parkedAfter(parked.orderId, retried);
      const sent = { taskId: (await newestFailed(parked.orderId)).taskId };
      parked = await parkedAfter(parked.orderId, await act(ORDER_PATHS.submitFailedMessage, parked, sent));
      expect(parked.state).toBe('FAILED_TEMP');
    } finally {
      await orders.simulate('billing', 0, 0);
    }
    const done = { taskId: (await newestFailed(parked.orderId)).taskId, reason: 'Closed by hand' };
    await act(ORDER_PATHS.markTaskAsSuccess, parked, done);
    await orders.until(parked.orderId, (order) => order.state === 'COMPLETED');
    // Parked, then set going by a retrigger, a retry with input, a resend and a mark-done in turn.
    const parkedAndGoing: OrderState[] = ['FAILED_TEMP', 'RUNNING'];
    expect(await statesOf(parked.orderId)).toEqual([
      'RUNNING',
      ...parkedAndGoing,
      ...parkedAndGoing,
      ...parkedAndGoing,
      ...parkedAndGoing,
      'COMPLETED',
    ]);

    const { order } = await orders.parked('491705550032');
    const started = await operator.post<BulkOperation>(ORDER_PATHS.bulkRepush, { orderIds: [order.orderId] });
    const bulkId = expectStatus(started, 200).body.data.bulkId;
    await until(
      async () =>
        expectStatus(await operator.get<BulkOperation>(fillPath(ORDER_PATHS.bulk, { bulkId })), 200).body.data,
      (bulk) => bulk.state === 'COMPLETED',
      'the bulk repush',
    );
    await orders.until(order.orderId, (candidate) => candidate.state === 'COMPLETED');
    expect(await statesOf(order.orderId)).toEqual(['RUNNING', 'FAILED_TEMP', 'RUNNING', 'COMPLETED']);
  });

  it('follow an order held by a dependency rule until the order it waits for has ended', async () => {
    const fibreLine = 'FTTH-5550041';
    const fibre = await submit(ORDER_PATHS.create, {
      service: 'fibre-broadband',
      operation: 'ADD',
      subscriberKey: fibreLine,
      payload: { address: 'Harbour Road 41' },
    });
    const iptv = { service: 'iptv-addon', operation: 'ADD', subscriberKey: fibreLine, payload: { bundle: 'Sports' } };
    const held = await submit(ORDER_PATHS.create, iptv);
    expect(held.state).toBe('PENDING');
    await orders.until(fibre.orderId, waiting);
    await act(ORDER_PATHS.cancel, fibre);
    await orders.until(held.orderId, (order) => order.state === 'COMPLETED');
    expect(await statesOf(held.orderId)).toEqual(['PENDING', 'RUNNING', 'COMPLETED']);
    expect(await statesOf(fibre.orderId)).toEqual(['RUNNING', 'WAITING_MANUAL', 'CANCELLED']);
  });

  it('follow an order a TERMINATE step ends as failed', async () => {
    const fibre = await submit(ORDER_PATHS.create, {
      service: 'fibre-broadband',
      operation: 'ADD',
      payload: { address: 'Harbour Road 51' },
    });
    await orders.until(fibre.orderId, waiting);
    const item = await itemOf(fibre);
    const refused = { action: 'complete', itemId: item.itemId, version: item.version, data: { feasible: false } };
    expectStatus(await operator.post(WORKLIST_PATHS.update, refused), 200);
    await orders.until(fibre.orderId, (order) => order.state === 'FAILED');
    expect(await statesOf(fibre.orderId)).toEqual(['RUNNING', 'WAITING_MANUAL', 'FAILED']);
  });

  it('follow an order rolled back after a step failed', async () => {
    await orders.simulate('billing', 0, 1);
    try {
      const order = await survey('491705550061', 'CAREFUL');
      expect(await orders.until(order.orderId, ended)).toMatchObject({ state: 'ROLLED_BACK' });
      expect(await statesOf(order.orderId)).toEqual(['RUNNING', 'ROLLED_BACK']);
    } finally {
      await orders.simulate('billing', 0, 0);
    }
  });

  it('follow a sub-order from its start to its cancellation with its parent', async () => {
    const parent = await survey('491705550071', 'NESTED');
    const child = await until(
      async () =>
        expectStatus(
          await operator.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?parentOrderId=${parent.orderId}`),
          200,
        ).body.data.items[0],
      (found) => found?.state === 'WAITING_MANUAL',
      'the sub-order to wait for a person',
    );
    await act(ORDER_PATHS.cancel, parent);
    await orders.until(child?.orderId ?? '', (order) => order.state === 'CANCELLED');
    expect(await statesOf(parent.orderId)).toEqual(['RUNNING', 'CANCELLED']);
    expect(await statesOf(child?.orderId ?? '')).toEqual(['RUNNING', 'WAITING_MANUAL', 'CANCELLED']);
  });
});
