import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order } from '../../engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../engine/public/contract/simulator.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { until } from '../../../tests/server/support/until.ts';
import { orderCaller } from '../../engine/testing/engineCallers.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';

/** The operator's actions on orders over real HTTP, the engine running them against the simulator. */
let server: TestServer;
let operator: Caller;
let watcher: Caller;
let partner: Caller;
let orders: OrderDriver;

beforeAll(async () => {
  server = await startTestServer();
  operator = await orderCaller(server, AURORA, 'actions-operator', '1111');
  watcher = await orderCaller(server, AURORA, 'actions-watcher', '0100');
  partner = await orderCaller(server, AURORA, 'actions-partner', '1111', 'ACC-NW-S');
  orders = new OrderDriver(operator);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await orders.billingTriedOnce();
});

afterAll(async () => {
  await server?.close();
});

describe('operator actions', () => {
  it('sends a failed call again as one more attempt of the same task, given the version', async () => {
    const { order, failed } = await orders.parked('491702220001');
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
    expect((await orders.until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    const task = (await orders.tasks(order.orderId)).find((candidate) => candidate.taskId === failed.taskId);
    expect(task?.state).toBe('COMPLETED');
    expect(task?.attempts.map((attempt) => attempt.state)).toEqual(['FAILED', 'SUCCEEDED']);
    const events = await orders.events(order.orderId);
    expect(events.find((event) => event.type === 'FAILED_MESSAGE_SUBMITTED')).toMatchObject({
      actor: 'actions-operator',
      data: { reason: 'Billing is back' },
    });
  });

  it('marks a failed task done with a reason and goes on from it', async () => {
    const { order, failed } = await orders.parked('491702220002');
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
    expect((await orders.until(order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe('COMPLETED');
    const task = (await orders.tasks(order.orderId)).find((candidate) => candidate.taskId === failed.taskId);
    expect(task).toMatchObject({ state: 'COMPLETED_MANUALLY', output: { closed: true } });
  });

  it('retries a failed task with edited input, and retriggers from the failed step', async () => {
    const first = await orders.parked('491702220003');
    expectStatus(
      await operator.post(ORDER_PATHS.retryTask, {
        orderId: first.order.orderId,
        taskId: first.failed.taskId,
        version: first.order.version,
        input: { subscriber: 'S-EDITED' },
      }),
      200,
    );
    expect((await orders.until(first.order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe(
      'COMPLETED',
    );
    const runs = (await orders.tasks(first.order.orderId)).filter((task) => task.stepId === first.failed.stepId);
    expect(runs.map((task) => [task.iteration, task.state])).toEqual([
      [1, 'FAILED'],
      [2, 'COMPLETED'],
    ]);
    expect(runs[1]?.input).toEqual({ subscriber: 'S-EDITED' });
    const edited = (await orders.events(first.order.orderId)).find((event) => event.type === 'TASK_RETRIED_WITH_INPUT');
    expect(edited?.data).toMatchObject({ before: first.failed.input, after: { subscriber: 'S-EDITED' } });

    const second = await orders.parked('491702220004');
    expectStatus(
      await operator.post(ORDER_PATHS.retrigger, { orderId: second.order.orderId, version: second.order.version }),
      200,
    );
    expect((await orders.until(second.order.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe(
      'COMPLETED',
    );
  });

  it('pauses a running order and resumes it where it stood', async () => {
    await orders.simulate('hlr', 1_500, 0);
    try {
      const created = expectStatus(
        await operator.post<Order>(ORDER_PATHS.create, {
          service: 'mobile-postpaid',
          operation: 'ADD',
          payload: { msisdn: '491702220005', iccid: '89490005', plan: 'M' },
        }),
        200,
      ).body.data;
      // Paused while its first call is under way: that call ends, nothing after it starts.
      const reserveIn = async (state: string) =>
        until(
          async () => (await orders.tasks(created.orderId)).find((task) => task.stepId === 'reserve'),
          (task) => task?.state === state,
          `the reserve step ${state}`,
        );
      await reserveIn('RUNNING');
      const running = await orders.read(created.orderId);
      const paused = expectStatus(
        await operator.post<Order>(ORDER_PATHS.pause, {
          orderId: created.orderId,
          version: running.version,
          reason: 'HLR maintenance',
        }),
        200,
      ).body.data;
      expect(paused).toMatchObject({ state: 'PAUSED', stateReason: 'HLR maintenance' });
      await reserveIn('COMPLETED');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await orders.read(created.orderId)).state).toBe('PAUSED');
      expect((await orders.tasks(created.orderId)).some((task) => task.stepId === 'activate')).toBe(false);
      await orders.simulate('hlr', 0, 0);
      expectStatus(await operator.post(ORDER_PATHS.resume, { orderId: created.orderId, version: paused.version }), 200);
      expect((await orders.until(created.orderId, (candidate) => candidate.state !== 'RUNNING')).state).toBe(
        'COMPLETED',
      );
    } finally {
      await orders.simulate('hlr', 0, 0);
    }
  });

  it('cancels an unfinished order with its tasks, and refuses what the state does not allow', async () => {
    await orders.simulate('hlr', 800, 0);
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
      expect((await orders.read(created.orderId)).state).toBe('CANCELLED');
      expect((await orders.tasks(created.orderId)).filter((task) => task.state === 'CANCELLED')).toHaveLength(1);
      const again = expectStatus(
        await operator.post(ORDER_PATHS.pause, { orderId: created.orderId, version: cancelled.version }),
        409,
      );
      expect(again.body.errorDescription).toContain('CANCELLED');
    } finally {
      await orders.simulate('hlr', 0, 0);
    }
  });
});
