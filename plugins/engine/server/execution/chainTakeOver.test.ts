import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ORDER_PATHS, type Order } from '../../public/contract/order.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import type { Job } from '../../../../core/server/jobs/JobWorker.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';
import { engineProcess } from '../engineProcess.ts';
import type { TaskJob } from './OrderAdvancer.ts';
import { TaskRunner } from './TaskRunner.ts';

/**
 * A job's chain goes on from one call to the next without a job of its own; when its process dies
 * mid-call, the job runs again once it expired and takes up the call left running. Here the dead process
 * is a chain still waiting on a slow element, and the job's second run a runner whose clock is past the
 * recovery time: it makes the call with the same attempt, and the element applies it once.
 */
const twoCalls: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'reserve', kind: 'TASK', name: 'Reserve', taskTemplate: 'Reserve MSISDN' },
    { id: 'policy', kind: 'TASK', name: 'Policy', taskTemplate: 'Apply data policy' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'policy' },
    { from: 'policy', to: 'end' },
  ],
};
const SLOW_MS = 4_000;

let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'takeover-designer');
  orders = new OrderDriver(designer);
  await offerOperation(designer, 'takeover', 'ADD', await publishWorkflow(designer, 'Two calls', twoCalls));
});

afterAll(async () => {
  await server?.close();
});

interface TaskState {
  id: string;
  stepId: string;
  state: string;
  attempts: number;
}

async function tasksOf(orderId: string): Promise<TaskState[]> {
  const rows = await sql<TaskState>`select t.id, t.step_id as "stepId", t.state,
      (select count(*)::int from task_attempts a where a.task_id = t.id) as attempts
    from order_tasks t where t.order_id = ${orderId} order by t.seq`.execute(server.runtime.services.db);
  return rows.rows;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Timed out');
}

describe('a chain whose process died mid-call', () => {
  it('is taken up by its job run again: the call left running is made with the same attempt, applied once', async () => {
    await orders.simulate('hlr', 0, 0);
    await orders.simulate('pcrf', SLOW_MS, 0);
    const msisdn = '491795500077';
    const payload = { msisdn, iccid: `8949${msisdn}`, plan: 'M', subscriberKey: msisdn, bundle: 'Sports' };
    const created = expectStatus(
      await designer.post<Order>(ORDER_PATHS.create, { service: 'takeover', operation: 'ADD', payload }),
      200,
    ).body.data;
    // The chain made the first call and started the second (the slow one) itself: no job of its own.
    const underway = await waitFor(
      () => tasksOf(created.orderId),
      (tasks) => tasks.some((task) => task.stepId === 'policy' && task.state === 'RUNNING'),
    );
    const reserve = underway.find((task) => task.stepId === 'reserve') as TaskState;
    expect(reserve.state).toBe('COMPLETED');
    await orders.simulate('pcrf', 0, 0);

    const parts = engineProcess(server.runtime.services);
    const later = { ...parts.engine, clock: () => Date.now() + parts.engine.recoveryMs };
    const again = new TaskRunner(server.runtime.services.db, later, parts.network);
    const job: Job<TaskJob> = {
      id: 'again',
      queue: 'engine-task',
      data: { orderId: created.orderId, taskId: reserve.id },
    };
    await again.run(job);

    const order = await orders.until(created.orderId, (read) => read.state === 'COMPLETED');
    expect(order.state).toBe('COMPLETED');
    // The slow call comes back too: a replay of the applied key, and the order's record stays as it is.
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 500));
    const tasks = await tasksOf(created.orderId);
    expect(tasks.filter((task) => task.stepId === 'policy')).toEqual([
      expect.objectContaining({ state: 'COMPLETED', attempts: 1 }),
    ]);
    const events = await orders.events(created.orderId);
    expect(events.filter((event) => event.type === 'TASK_COMPLETED' && event.stepId === 'policy')).toHaveLength(1);
    const applied = await sql<{ applied: number; replayed: number }>`
      select count(*) filter (where not r.replayed and r.status < 300)::int as applied,
             count(*) filter (where r.replayed)::int as replayed
      from simulator_requests r join task_attempts a on a.id::text = r.idempotency_key
      join order_tasks t on t.id = a.task_id where t.order_id = ${created.orderId} and t.step_id = 'policy'`.execute(
      server.runtime.services.db,
    );
    expect(applied.rows[0]).toEqual({ applied: 1, replayed: 1 });
  }, 60_000);
});
