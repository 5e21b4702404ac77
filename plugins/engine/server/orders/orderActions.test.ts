import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_PATHS,
  ORDER_RESOURCE,
  type Order,
  type OrderEvent,
  type OrderTask,
} from '../../../../core/contract/engine/order.ts';
import { SIMULATED_ELEMENTS, SIMULATOR_PATHS } from '../../../../core/contract/engine/simulator.ts';
import { TASK_TEMPLATE_RESOURCE, type TaskTemplate } from '../../../../core/contract/engine/taskTemplate.ts';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { fillPath } from '../../../../core/contract/pathTemplate.ts';
import { recordPath } from '../../../../core/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';

/** The operator's actions on orders over real HTTP, the engine running them against the simulator. */
let server: TestServer;
let operator: Caller;
let watcher: Caller;
let partner: Caller;

async function signIn(username: string, orders: string, accountId: string | null = null): Promise<Caller> {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    accountId,
    permissions: { monitor: { orders }, networks: '1111', tasks: '1111' },
  });
  return caller(server, await server.login(user.username, user.password));
}

const simulate = async (element: string, latencyMs: number, failureRate: number) =>
  expectStatus(await operator.put(SIMULATOR_PATHS.elements, { element, latencyMs, failureRate }), 200);

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn('actions-operator', '1111');
  watcher = await signIn('actions-watcher', '0100');
  partner = await signIn('actions-partner', '1111', 'ACC-NW-S');
  for (const element of SIMULATED_ELEMENTS) await simulate(element, 0, 0);
  // One attempt per call keeps a parked order quick to make.
  const page = await operator.get<KeysetPage<TaskTemplate>>(`${TASK_TEMPLATE_RESOURCE.paths.list}?q=Close billing`);
  const template = expectStatus(page, 200).body.data.items[0] as TaskTemplate;
  expectStatus(
    await operator.put(recordPath(TASK_TEMPLATE_RESOURCE, 'update', template.taskTemplateId), {
      version: template.version,
      retryPolicy: { ...template.retryPolicy, maxAttempts: 1 },
    }),
    200,
  );
});

afterAll(async () => {
  await server?.close();
});

const read = async (orderId: string) =>
  expectStatus(await operator.get<Order>(fillPath(ORDER_RESOURCE.paths.get ?? '', { orderId })), 200).body.data;
const tasksOf = async (orderId: string) =>
  expectStatus(await operator.get<OrderTask[]>(fillPath(ORDER_PATHS.tasks, { orderId })), 200).body.data;
const eventsOf = async (orderId: string) =>
  expectStatus(await operator.get<OrderEvent[]>(fillPath(ORDER_PATHS.events, { orderId })), 200).body.data;

async function until(orderId: string, done: (order: Order) => boolean): Promise<Order> {
  const end = Date.now() + 30_000;
  for (;;) {
    const order = await read(orderId);
    if (done(order) || Date.now() > end) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mobile DELETE parked at its billing step (the simulated billing fails every call). */
async function parkedOrder(msisdn: string): Promise<{ order: Order; failed: OrderTask }> {
  await simulate('billing', 0, 1);
  const created = expectStatus(
    await operator.post<Order>(ORDER_PATHS.create, {
      service: 'mobile-postpaid',
      operation: 'DELETE',
      subscriberKey: msisdn,
      payload: { msisdn },
    }),
    200,
  ).body.data;
  const order = await until(created.orderId, (candidate) => candidate.state !== 'RUNNING');
  await simulate('billing', 0, 0);
  expect(order.state).toBe('FAILED_TEMP');
  const failed = (await tasksOf(order.orderId)).find((task) => task.state === 'FAILED') as OrderTask;
  return { order, failed };
}

describe('operator actions', () => {
  it('sends a failed call again as one more attempt of the same task, given the version', async () => {
    const { order, failed } = await parkedOrder('491702220001');
    const body = { orderId: order.orderId, taskId: failed.taskId };
    expectStatus(await operator.post(ORDER_PATHS.submitFailedMessage, body), 428);
    const stale = expectStatus(await operator.post(ORDER_PATHS.submitFailedMessage, { ...body, version: 1 }), 412);
    expect(stale.body.data).toEqual({ currentVersion: order.version });
    expectStatus(await watcher.post(ORDER_PATHS.submitFailedMessage, { ...body, version: order.version }), 403);
    const sent = expectStatus(
      await operator.post<Order>(ORDER_PATHS.submitFailedMessage, {
        ...body,
        version: order.version,
        reason: 'Billing is back',
      }),
      200,
    );
    expect(sent.body.data.state).toBe('RUNNING');
    expect((await until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    const task = (await tasksOf(order.orderId)).find((candidate) => candidate.taskId === failed.taskId);
    expect(task?.state).toBe('COMPLETED');
    expect(task?.attempts.map((attempt) => attempt.state)).toEqual(['FAILED', 'SUCCEEDED']);
    const events = await eventsOf(order.orderId);
    expect(events.find((event) => event.type === 'FAILED_MESSAGE_SUBMITTED')).toMatchObject({
      actor: 'actions-operator',
      data: { reason: 'Billing is back' },
    });
  });

  it('marks a failed task done with a reason and goes on from it', async () => {
    const { order, failed } = await parkedOrder('491702220002');
    const body = { orderId: order.orderId, taskId: failed.taskId, version: order.version };
    const missing = expectStatus(await operator.post(ORDER_PATHS.markTaskAsSuccess, body), 400);
    expect(missing.body.errorDescription).toContain('body.reason');
    expectStatus(
      await operator.post(ORDER_PATHS.markTaskAsSuccess, {
        ...body,
        reason: 'Closed by hand in billing',
        output: { closed: true },
      }),
      200,
    );
    expect((await until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    const task = (await tasksOf(order.orderId)).find((candidate) => candidate.taskId === failed.taskId);
    expect(task).toMatchObject({ state: 'COMPLETED_MANUALLY', output: { closed: true } });
  });

  it('retries a failed task with edited input, and retriggers from the failed step', async () => {
    const first = await parkedOrder('491702220003');
    expectStatus(
      await operator.post(ORDER_PATHS.retryTask, {
        orderId: first.order.orderId,
        taskId: first.failed.taskId,
        version: first.order.version,
        input: { subscriber: 'S-EDITED' },
      }),
      200,
    );
    expect((await until(first.order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    const runs = (await tasksOf(first.order.orderId)).filter((task) => task.stepId === first.failed.stepId);
    expect(runs.map((task) => [task.iteration, task.state])).toEqual([
      [1, 'FAILED'],
      [2, 'COMPLETED'],
    ]);
    expect(runs[1]?.input).toEqual({ subscriber: 'S-EDITED' });
    const edited = (await eventsOf(first.order.orderId)).find((event) => event.type === 'TASK_RETRIED_WITH_INPUT');
    expect(edited?.data).toMatchObject({ before: first.failed.input, after: { subscriber: 'S-EDITED' } });

    const second = await parkedOrder('491702220004');
    expectStatus(
      await operator.post(ORDER_PATHS.retrigger, { orderId: second.order.orderId, version: second.order.version }),
      200,
    );
    expect((await until(second.order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
  });

  it('pauses a running order and resumes it where it stood', async () => {
    await simulate('hlr', 600, 0);
    try {
      const created = expectStatus(
        await operator.post<Order>(ORDER_PATHS.create, {
          service: 'mobile-postpaid',
          operation: 'ADD',
          payload: { msisdn: '491702220005', iccid: '89490005', plan: 'M' },
        }),
        200,
      ).body.data;
      const paused = expectStatus(
        await operator.post<Order>(ORDER_PATHS.pause, {
          orderId: created.orderId,
          version: created.version,
          reason: 'HLR maintenance',
        }),
        200,
      ).body.data;
      expect(paused).toMatchObject({ state: 'PAUSED', stateReason: 'HLR maintenance' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await read(created.orderId)).state).toBe('PAUSED');
      const reserve = (await tasksOf(created.orderId)).find((task) => task.stepId === 'reserve');
      expect(reserve?.state).toBe('COMPLETED');
      expect((await tasksOf(created.orderId)).some((task) => task.stepId === 'activate')).toBe(false);
      await simulate('hlr', 0, 0);
      expectStatus(await operator.post(ORDER_PATHS.resume, { orderId: created.orderId, version: paused.version }), 200);
      expect((await until(created.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    } finally {
      await simulate('hlr', 0, 0);
    }
  });

  it('cancels an unfinished order with its tasks, and refuses what the state does not allow', async () => {
    await simulate('hlr', 800, 0);
    try {
      const created = expectStatus(
        await operator.post<Order>(ORDER_PATHS.create, {
          service: 'mobile-postpaid',
          operation: 'MODIFY',
          payload: { msisdn: '491702220006', services: ['DATA'], plan: 'XL' },
        }),
        200,
      ).body.data;
      expectStatus(await partner.post(ORDER_PATHS.cancel, { orderId: created.orderId, version: created.version }), 404);
      const cancelled = expectStatus(
        await operator.post<Order>(ORDER_PATHS.cancel, {
          orderId: created.orderId,
          version: created.version,
          reason: 'Customer withdrew',
        }),
        200,
      ).body.data;
      expect(cancelled.state).toBe('CANCELLED');
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await read(created.orderId)).state).toBe('CANCELLED');
      expect((await tasksOf(created.orderId)).filter((task) => task.state === 'CANCELLED')).toHaveLength(1);
      const again = expectStatus(
        await operator.post(ORDER_PATHS.pause, { orderId: created.orderId, version: cancelled.version }),
        409,
      );
      expect(again.body.errorDescription).toContain('CANCELLED');
    } finally {
      await simulate('hlr', 0, 0);
    }
  });
});
