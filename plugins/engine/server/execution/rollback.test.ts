import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order, type OrderTask } from '../../public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../public/contract/taskTemplate.ts';
import { WORKFLOW_PATHS, WORKFLOW_RESOURCE, type Workflow } from '../../public/contract/workflow.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import { fillPath } from '../../../../core/contract/pathTemplate.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';

/** The ROLL_BACK failure policy over real HTTP: completed steps undone newest first, then ROLLED_BACK. */
let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

/** reserve the number (undone by deactivating it) → note the line (undone by forgetting it) → open billing. */
const ROLL_BACK_WORKFLOW: WorkflowDefinition = {
  failurePolicy: 'ROLL_BACK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'reserve', kind: 'TASK', name: 'Reserve', taskTemplate: 'Reserve MSISDN', compensation: 'deactivate' },
    { id: 'note', kind: 'TASK', name: 'Note the line', taskTemplate: 'Note the line', compensation: 'forget' },
    { id: 'bill', kind: 'TASK', name: 'Open billing', taskTemplate: 'Open billing account' },
    { id: 'end', kind: 'END', name: 'End' },
    { id: 'deactivate', kind: 'TASK', name: 'Deactivate', taskTemplate: 'Deactivate subscriber' },
    { id: 'forget', kind: 'TASK', name: 'Forget the line', taskTemplate: 'Forget the line' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'note' },
    { from: 'note', to: 'bill' },
    { from: 'bill', to: 'end' },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'rollback-designer');
  orders = new OrderDriver(designer);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await orders.triedOnce('Open billing account');
  await orders.triedOnce('Deactivate subscriber');
  for (const name of ['Note the line', 'Forget the line']) {
    const template = { name, type: 'TRANSFORM', inputMapping: { msisdn: 'order.msisdn' } };
    expectStatus(await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template), 200);
  }
  const workflowId = await publishWorkflow(designer, 'Mobile add, undone on failure', ROLL_BACK_WORKFLOW);
  await offerOperation(designer, 'mobile-careful', 'ADD', workflowId);
});

afterAll(async () => {
  await server?.close();
});

async function order(msisdn: string): Promise<Order> {
  const body = { service: 'mobile-careful', operation: 'ADD', subscriberKey: msisdn, payload: { msisdn } };
  return expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
}

const ended = (candidate: Order) => candidate.state !== 'RUNNING';
const byStep = (tasks: OrderTask[], stepId: string) => tasks.filter((task) => task.stepId === stepId);

describe('rolling back', () => {
  it('undoes the completed steps newest first when a step fails for good, and ends ROLLED_BACK', async () => {
    await orders.simulate('billing', 0, 1);
    try {
      const created = await order('491707770001');
      const rolledBack = await orders.until(created.orderId, ended);
      expect(rolledBack).toMatchObject({ state: 'ROLLED_BACK', rollingBack: false });
      const tasks = await orders.tasks(created.orderId);
      expect(tasks.map((task) => [task.stepId, task.state])).toEqual([
        ['start', 'COMPLETED'],
        ['reserve', 'COMPLETED'],
        ['note', 'COMPLETED'],
        ['bill', 'FAILED'],
        ['forget', 'COMPLETED'],
        ['deactivate', 'COMPLETED'],
      ]);
      expect(byStep(tasks, 'forget')[0]?.compensates).toBe(byStep(tasks, 'note')[0]?.taskId);
      expect(byStep(tasks, 'deactivate')[0]?.compensates).toBe(byStep(tasks, 'reserve')[0]?.taskId);
      const types = (await orders.events(created.orderId)).map((event) => event.type);
      expect(types).toContain('ORDER_ROLLING_BACK');
      expect(types.at(-1)).toBe('ORDER_ROLLED_BACK');
      expect(types).not.toContain('ORDER_PARKED');
    } finally {
      await orders.simulate('billing', 0, 0);
    }
  });

  it('parks when a compensation fails, still rolling back, and an operator’s retrigger goes on undoing', async () => {
    await orders.simulate('billing', 600, 1);
    try {
      const created = await order('491707770002');
      // Once the billing call is under way, the HLR fails: undoing the reservation fails.
      const end = Date.now() + 10_000;
      while (!byStep(await orders.tasks(created.orderId), 'bill').length && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await orders.simulate('hlr', 0, 1);
      const parked = await orders.until(created.orderId, ended);
      expect(parked).toMatchObject({ state: 'FAILED_TEMP', rollingBack: true });
      expect(parked.stateReason).toMatch(/^Rolling back stopped: Deactivate: /);

      await orders.simulate('hlr', 0, 0);
      const retrigger = { orderId: created.orderId, version: parked.version, reason: 'HLR is back' };
      expectStatus(await designer.post(ORDER_PATHS.retrigger, retrigger), 200);
      expect(await orders.until(created.orderId, ended)).toMatchObject({ state: 'ROLLED_BACK', rollingBack: false });
      const undone = byStep(await orders.tasks(created.orderId), 'deactivate');
      expect(undone.map((task) => task.state)).toEqual(['FAILED', 'COMPLETED']);
      expect(new Set(undone.map((task) => task.compensates)).size).toBe(1);
    } finally {
      await orders.simulate('billing', 0, 0);
      await orders.simulate('hlr', 0, 0);
    }
  });

  it('refuses a step that undoes another when it runs no task template', async () => {
    const workflow = expectStatus(
      await designer.post<Workflow>(WORKFLOW_RESOURCE.paths.create ?? '', { name: 'Undone by a join' }),
      200,
    ).body.data;
    const definition = structuredClone(ROLL_BACK_WORKFLOW);
    definition.steps[1] = { ...definition.steps[1]!, compensation: 'end' };
    const ids = { workflowId: workflow.workflowId };
    expectStatus(
      await designer.put(fillPath(WORKFLOW_PATHS.draft, ids), { version: workflow.version, definition }),
      200,
    );
    const refused = expectStatus(
      await designer.post(fillPath(WORKFLOW_PATHS.publish, ids), { version: workflow.version + 1, comment: 'x' }),
      422,
    );
    expect(JSON.stringify(refused.body.data)).toContain('COMPENSATION_NOT_TASK');
  });
});
