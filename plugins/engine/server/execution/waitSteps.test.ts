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

/** WAIT steps over real HTTP: the order waits for its timer (a duration, or a time an expression names). */
let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

const waitThenNote = (template: string): WorkflowDefinition => ({
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'wait', kind: 'TASK', name: 'Wait', taskTemplate: template },
    { id: 'note', kind: 'TASK', name: 'Note', taskTemplate: 'Note the time' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'wait' },
    { from: 'wait', to: 'note' },
    { from: 'note', to: 'end' },
  ],
});

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'wait-designer');
  orders = new OrderDriver(designer);
  const templates = [
    { name: 'Wait a second', type: 'WAIT', config: { durationMs: 1_000 } },
    { name: 'Wait until asked', type: 'WAIT', config: { until: 'order.notBefore' } },
    { name: 'Note the time', type: 'TRANSFORM', inputMapping: { at: '$now()' } },
  ];
  for (const template of templates) {
    expectStatus(await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template), 200);
  }
  await offerOperation(
    designer,
    'timers',
    'PAUSE',
    await publishWorkflow(designer, 'Wait', waitThenNote('Wait a second')),
  );
  const untilId = await publishWorkflow(designer, 'Wait until', waitThenNote('Wait until asked'));
  await offerOperation(designer, 'timers', 'HOLD', untilId);
});

afterAll(async () => {
  await server?.close();
});

async function timed(operation: string, payload: Record<string, unknown>) {
  const body = { service: 'timers', operation, payload };
  const started = Date.now();
  const order = expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
  const waiting = (await orders.tasks(order.orderId)).find((task) => task.stepId === 'wait');
  const done = await orders.until(order.orderId, (candidate) => candidate.state !== 'RUNNING');
  return { waiting, done, seconds: (Date.now() - started) / 1000, tasks: await orders.tasks(order.orderId) };
}

describe('WAIT steps', () => {
  it('hold the order for their duration, then it goes on', async () => {
    const { waiting, done, seconds, tasks } = await timed('PAUSE', {});
    expect(waiting?.state).toBe('SCHEDULED');
    expect(done.state).toBe('COMPLETED');
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(tasks.map((task) => [task.stepId, task.state])).toEqual([
      ['start', 'COMPLETED'],
      ['wait', 'COMPLETED'],
      ['note', 'COMPLETED'],
      ['end', 'COMPLETED'],
    ]);
    const scheduled = (await orders.events(done.orderId)).find(
      (event) => event.type === 'TASK_SCHEDULED' && event.stepId === 'wait',
    );
    expect(scheduled?.data).toHaveProperty('runAfter');
  });

  it('hold the order until the time an expression names', async () => {
    const notBefore = new Date(Date.now() + 1_500).toISOString();
    const { waiting, done, seconds } = await timed('HOLD', { notBefore });
    expect(waiting?.state).toBe('SCHEDULED');
    expect(done.state).toBe('COMPLETED');
    expect(seconds).toBeGreaterThanOrEqual(1.2);
  });
});
