import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order } from '../../plugins/engine/public/contract/order.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../plugins/engine/public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { designerCaller } from '../../plugins/engine/testing/engineCallers.ts';
import { OrderDriver } from '../../plugins/engine/testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../plugins/engine/testing/workflowPublisher.ts';
import { RULE_TEST_PATHS, type TransformationTestResult } from '../../plugins/rules/contract.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * The rules a workflow's steps use, over real HTTP: a TRANSFORM step naming a transformation rule, and
 * `$translate` through a translation table in a mapping — on the rules a demo start seeds.
 */
let server: TestServer;
let designer: Caller;
let orders: OrderDriver;

const oneStep = (template: string): WorkflowDefinition => ({
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'map', kind: 'TASK', name: 'Map', taskTemplate: template },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'map' },
    { from: 'map', to: 'end' },
  ],
});

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'mapping-designer');
  orders = new OrderDriver(designer);
  const templates = [
    {
      name: 'CRM activation to HLR',
      type: 'TRANSFORM',
      config: { rule: 'CRM to HLR' },
      inputMapping: { msisdn: 'order.msisdn', plan: '$translate("CRM plan codes", order.crmPlan)' },
    },
    { name: 'Unknown rule', type: 'TRANSFORM', config: { rule: 'No such rule' } },
    { name: 'Unknown table', type: 'TRANSFORM', inputMapping: { plan: '$translate("No such table", "A")' } },
  ];
  for (const template of templates) {
    expectStatus(await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template), 200);
  }
  for (const [operation, template] of [
    ['ADD', 'CRM activation to HLR'],
    ['RULE', 'Unknown rule'],
    ['TABLE', 'Unknown table'],
  ] as const) {
    await offerOperation(designer, 'mapped', operation, await publishWorkflow(designer, operation, oneStep(template)));
  }
});

afterAll(async () => {
  await server?.close();
});

async function run(operation: string, payload: Record<string, unknown>): Promise<Order> {
  const body = { service: 'mapped', operation, payload };
  const created = expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data;
  return orders.until(created.orderId, (order) => order.state !== 'RUNNING');
}

describe('rules in workflow steps', () => {
  it('runs a transformation rule on a step input that translated a code through a table', async () => {
    const order = await run('ADD', { msisdn: '46700001234', crmPlan: 'UNL-5G' });
    expect(order.state).toBe('COMPLETED');
    const step = (await orders.tasks(order.orderId)).find((task) => task.stepId === 'map');
    expect(step).toMatchObject({
      state: 'COMPLETED',
      input: { msisdn: '46700001234', plan: 'XL' },
      output: { imsi: '24006700001234', msisdn: '46700001234', profile: 'PREMIUM' },
    });
  });

  it('parks the order naming a rule or a table the tenant does not have', async () => {
    const rule = await run('RULE', {});
    expect(rule.state).toBe('FAILED_TEMP');
    expect(rule.stateReason).toContain('There is no transformation rule named "No such rule"');
    const table = await run('TABLE', {});
    expect(table.state).toBe('FAILED_TEMP');
    expect(table.stateReason).toContain('There is no translation table named "No such table"');
  });

  it('tries mappings that translate on the rules screen', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'mapping-tester',
      permissions: { rules: { 'transformation rules': '0100' } },
    });
    const tester = caller(server, await server.login(user.username, user.password));
    const tried = await tester.post<TransformationTestResult>(RULE_TEST_PATHS.transformation, {
      mappings: { plan: '$translate("CRM plan codes", code)', kept: '$translate("CRM plan codes", "X", "as is")' },
      input: { code: 'BASIC' },
    });
    expect(expectStatus(tried, 200).body.data).toEqual({ output: { plan: 'S', kept: 'as is' }, problems: [] });
  });
});
