import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order } from '../../public/contract/order.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';

/** DECISION steps over real HTTP: the first edge whose condition holds, else the default; else the order parks. */
let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

const choosing: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'which', kind: 'DECISION', name: 'Which size?' },
    { id: 'large', kind: 'END', name: 'Large' },
    { id: 'medium', kind: 'END', name: 'Medium' },
  ],
  edges: [
    { from: 'start', to: 'which' },
    { from: 'which', to: 'large', condition: 'order.size = "L"' },
    { from: 'which', to: 'medium', condition: 'order.size = "M"' },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'decision-designer');
  orders = new OrderDriver(designer);
  await offerOperation(designer, 'decisions', 'CHOOSE', await publishWorkflow(designer, 'Choose', choosing));
});

afterAll(async () => {
  await server?.close();
});

async function run(payload: Record<string, unknown>): Promise<Order> {
  const body = { service: 'decisions', operation: 'CHOOSE', payload };
  const created = expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
  return orders.until(created.orderId, (order) => order.state !== 'RUNNING');
}

describe('DECISION steps', () => {
  it('follow the edge whose condition holds, and park the order when none does and there is no default', async () => {
    expect((await run({ size: 'L' })).state).toBe('COMPLETED');
    const stuck = await run({ size: 'S' });
    expect(stuck.state).toBe('FAILED_TEMP');
    expect(stuck.stateReason).toContain('No condition of the decision holds and it has no default edge');
    const decision = (await orders.tasks(stuck.orderId)).find((task) => task.stepId === 'which');
    expect(decision).toMatchObject({ state: 'FAILED_TERMINAL', taskTemplate: null });
  });
});
