import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_PATHS,
  ORDER_RESOURCE,
  type Order,
  type OrderExecution,
  type WorkflowExecutions,
} from '../../engine/public/contract/order.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';

/** Monitor › Workflows over HTTP on the demo history: executions per workflow version, and one execution. */
let server: TestServer;
let watcher: Caller;
let partner: Caller;
let ordersOnly: Caller;

async function signIn(username: string, monitor: Record<string, string>, accountId: string | null = null) {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    accountId,
    permissions: { monitor },
  });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer({ SDP_DEMO_ORDERS: '300' });
  watcher = await signIn('workflow-watcher', { workflows: '0100', orders: '0100' });
  partner = await signIn('workflow-partner', { workflows: '0100', orders: '0100' }, 'ACC-NW-S');
  ordersOnly = await signIn('orders-only', { orders: '0100' });
});

afterAll(async () => {
  await server?.close();
});

describe('workflow executions', () => {
  it('counts the window’s orders per workflow version by state, within the caller’s accounts', async () => {
    const all = expectStatus(await watcher.get<WorkflowExecutions>(`${ORDER_PATHS.executions}?window=90d`), 200).body
      .data;
    expect(all.items.length).toBeGreaterThan(2);
    for (const item of all.items) {
      expect(Object.values(item.byState).reduce((sum, count) => sum + (count ?? 0), 0)).toBe(item.total);
    }
    const total = all.items.reduce((sum, item) => sum + item.total, 0);
    const listed = expectStatus(
      await watcher.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?limit=200&createdAtFrom=${all.from}`),
      200,
    ).body.data;
    expect(total).toBeGreaterThanOrEqual(listed.items.length);

    const mine = expectStatus(await partner.get<WorkflowExecutions>(`${ORDER_PATHS.executions}?window=90d`), 200).body
      .data;
    const partnerTotal = mine.items.reduce((sum, item) => sum + item.total, 0);
    expect(partnerTotal).toBeGreaterThan(0);
    expect(partnerTotal).toBeLessThan(total);

    const iptv = expectStatus(
      await watcher.get<WorkflowExecutions>(`${ORDER_PATHS.executions}?window=90d&service=iptv-addon`),
      200,
    ).body.data;
    expect(new Set(iptv.items.map((item) => item.workflow)).size).toBe(1);
    // The version's executions, as its page lists them.
    const version = all.items[0];
    const executions = expectStatus(
      await watcher.get<KeysetPage<Order>>(
        `${ORDER_RESOURCE.paths.list}?limit=200&workflowId=${version?.workflowId}&workflowVersion=${version?.workflowVersion}`,
      ),
      200,
    ).body.data.items;
    expect(executions.length).toBeGreaterThan(0);
    expect(executions.every((execution) => execution.workflowId === version?.workflowId)).toBe(true);
    expectStatus(await watcher.get(`${ORDER_RESOURCE.paths.list}?workflowVersion=0`), 400);
    expectStatus(await watcher.get(`${ORDER_PATHS.executions}?window=1y`), 400);
    expectStatus(await ordersOnly.get(ORDER_PATHS.executions), 403);
  });

  it('answers one execution whole with the workflow monitor’s key, and another account’s as not found', async () => {
    const [order] = expectStatus(
      await watcher.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?state=COMPLETED&limit=1`),
      200,
    ).body.data.items;
    if (!order) throw new Error('the demo history has no completed order');
    const path = fillPath(ORDER_PATHS.execution, { orderId: order.orderId });
    const execution = expectStatus(await watcher.get<OrderExecution>(path), 200).body.data;
    expect(execution.order.orderId).toBe(order.orderId);
    expect(execution.graph).toMatchObject({ workflowId: order.workflowId, number: order.workflowVersion });
    const steps = new Set(execution.graph.definition.steps.map((step) => step.id));
    expect(execution.tasks.length).toBeGreaterThan(0);
    expect(execution.tasks.every((task) => steps.has(task.stepId))).toBe(true);
    expectStatus(await ordersOnly.get(path), 403);

    const [foreign] = expectStatus(
      await watcher.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?accountId=ACC-NW-N&limit=1`),
      200,
    ).body.data.items;
    if (foreign) expectStatus(await partner.get(fillPath(ORDER_PATHS.execution, { orderId: foreign.orderId })), 404);
  });
});
