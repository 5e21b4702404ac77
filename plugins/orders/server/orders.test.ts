import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PARTNER_ACCOUNT,
  ORDER_PATHS,
  ORDER_RESOURCE,
  type CreateOrder,
  type Order,
  type OrderChoices,
  type OrderEvent,
  type OrderScreen,
  type OrderTask,
} from '../../engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS, SIMULATOR_PATHS, type SimulatorRequest } from '../../engine/public/contract/simulator.ts';
import type { WorkflowVersion } from '../../engine/public/contract/workflow.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';

/** Orders over real HTTP, run by the engine's jobs against the network simulator. */
let server: TestServer;
let operator: Caller;
let operatorToken: string;
let partner: Caller;
let foreigner: Caller;

const ALL = '1111';

async function signIn(tenantId: string, username: string, accountId: string | null = null): Promise<string> {
  const user = await createUserWithPermissions(server, {
    tenantId,
    username,
    accountId,
    permissions: { monitor: { orders: ALL }, networks: ALL },
  });
  return server.login(user.username, user.password);
}

beforeAll(async () => {
  server = await startTestServer();
  operatorToken = await signIn(AURORA, 'order-operator');
  operator = caller(server, operatorToken);
  partner = caller(server, await signIn(AURORA, 'order-partner', 'ACC-NW-S'));
  foreigner = caller(server, await signIn(BOREALIS, 'order-foreigner'));
  for (const element of SIMULATED_ELEMENTS) {
    expectStatus(await operator.put(SIMULATOR_PATHS.elements, { element, latencyMs: 0, failureRate: 0 }), 200);
  }
});

afterAll(async () => {
  await server?.close();
});

const mobileAdd = (msisdn: string): CreateOrder => ({
  service: 'mobile-postpaid',
  operation: 'ADD',
  subscriberKey: msisdn,
  payload: { msisdn, iccid: `8949${msisdn}`, plan: 'L' },
});

const orderPath = (orderId: string) => fillPath(ORDER_RESOURCE.paths.get ?? '', { orderId });

async function settled(orderId: string): Promise<Order> {
  const end = Date.now() + 30_000;
  for (;;) {
    const order = expectStatus(await operator.get<Order>(orderPath(orderId)), 200).body.data;
    if (order.state !== 'RUNNING' || Date.now() > end) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('orders', () => {
  it('numbers each tenant’s orders on its own, so no number tells of another tenant’s volume', async () => {
    const numberOf = (orderNumber: string) => Number(orderNumber.replace(/^ORD-/, ''));
    const create = async (who: Caller, msisdn: string) =>
      expectStatus(await who.post<Order>(ORDER_PATHS.create, mobileAdd(msisdn)), 200).body.data.orderNumber;
    const first = await create(operator, '491701110101');
    const elsewhere = await create(foreigner, '491701110102');
    const second = await create(operator, '491701110103');
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    const borealis = await engineDb(server.runtime.services.db)
      .selectFrom('orders')
      .select('order_number')
      .where('tenant_id', '=', BOREALIS)
      .execute();
    const numbers = borealis.map((row) => numberOf(row.order_number));
    expect(numberOf(elsewhere)).toBe(Math.max(...numbers));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('runs a mobile order through its fork and join to COMPLETED against the simulator', async () => {
    const created = expectStatus(await operator.post<Order>(ORDER_PATHS.create, mobileAdd('491701110001')), 200).body
      .data;
    expect(created).toMatchObject({
      orderNumber: expect.stringMatching(/^ORD-\d{8}$/),
      service: 'mobile-postpaid',
      operation: 'ADD',
      workflowVersion: 1,
      source: 'UI',
      createdBy: 'order-operator',
    });
    const order = await settled(created.orderId);
    expect(order.state).toBe('COMPLETED');
    expect(order.completedAt).not.toBeNull();

    const tasks = expectStatus(
      await operator.get<OrderTask[]>(fillPath(ORDER_PATHS.tasks, { orderId: order.orderId })),
      200,
    ).body.data;
    expect(tasks.every((task) => task.state === 'COMPLETED')).toBe(true);
    expect(tasks.map((task) => task.type)).toEqual(
      expect.arrayContaining(['START', 'FORK', 'JOIN', 'END', 'HTTP_CALL']),
    );
    const activate = tasks.find((task) => task.taskTemplate === 'Activate subscriber');
    expect(activate?.input).toEqual({ msisdn: '491701110001', iccid: '8949491701110001' });
    expect(activate?.attempts).toHaveLength(1);
    expect(activate?.attempts[0]).toMatchObject({ state: 'SUCCEEDED', errorCode: null });
    expect(activate?.output).toEqual({ result: { imsi: expect.any(String), transactionId: expect.any(String) } });

    const events = expectStatus(
      await operator.get<OrderEvent[]>(fillPath(ORDER_PATHS.events, { orderId: order.orderId })),
      200,
    ).body.data;
    expect(events[0]?.type).toBe('ORDER_CREATED');
    expect(events.at(-1)?.type).toBe('ORDER_COMPLETED');

    // The graph the monitor draws, read with the order's key: every task's step is one of its steps.
    const graph = expectStatus(
      await operator.get<WorkflowVersion>(fillPath(ORDER_PATHS.workflow, { orderId: order.orderId })),
      200,
    ).body.data;
    expect(graph).toMatchObject({ workflowId: order.workflowId, number: order.workflowVersion });
    const stepIds = new Set(graph.definition.steps.map((step) => step.id));
    expect(tasks.every((task) => stepIds.has(task.stepId))).toBe(true);

    // The order screen's one call: the same order, tasks, events and graph, and a place for every step.
    const screenPath = fillPath(ORDER_PATHS.screen, { orderId: order.orderId });
    const screen = expectStatus(await operator.get<OrderScreen>(screenPath), 200).body.data;
    expect(screen).toMatchObject({ order: { orderId: order.orderId, state: 'COMPLETED' }, tasks, events, graph });
    expect(Object.keys(screen.layout).sort()).toEqual([...stepIds].sort());
    const start = screen.layout[graph.definition.steps.find((step) => step.kind === 'START')?.id ?? ''];
    const end = screen.layout[graph.definition.steps.find((step) => step.kind === 'END')?.id ?? ''];
    expect(start?.y).toBeLessThan(end?.y ?? 0);
    expectStatus(await foreigner.get(screenPath), 404);

    // The seeded version had no layout stored: the screen laid it out once and stored it with the version,
    // and from then on answers the stored one (a restart lays nothing out again).
    const versionRow = () =>
      engineDb(server.runtime.services.db)
        .selectFrom('workflow_versions')
        .where('workflow_id', '=', graph.workflowId)
        .where('number', '=', graph.number);
    expect((await versionRow().select('layout').executeTakeFirstOrThrow()).layout).toEqual(screen.layout);
    const stored = Object.fromEntries(
      Object.entries(screen.layout).map(([stepId, at]) => [stepId, { x: at.x + 1, y: at.y }]),
    );
    await engineDb(server.runtime.services.db)
      .updateTable('workflow_versions')
      .set({ layout: JSON.stringify(stored) })
      .where('workflow_id', '=', graph.workflowId)
      .where('number', '=', graph.number)
      .execute();
    expect(expectStatus(await operator.get<OrderScreen>(screenPath), 200).body.data.layout).toEqual(stored);

    const sent = await operator.get<{ items: SimulatorRequest[] }>(
      `${SIMULATOR_PATHS.requests}?idempotencyKey=${activate?.attempts[0]?.attemptId ?? ''}`,
    );
    expect(expectStatus(sent, 200).body.data.items).toHaveLength(1);
  });

  it('answers a replay with the same order, another request with the same key with 422, and many at once with one order', async () => {
    const body = mobileAdd('491701110002');
    const keyed = (key: string, payload = body) =>
      server.request<Order>('POST', ORDER_PATHS.create, {
        token: operatorToken,
        body: payload,
        headers: { 'idempotency-key': key },
      });
    const once = expectStatus(await keyed('order-key-1'), 200);
    const again = expectStatus(await keyed('order-key-1'), 200);
    expect(again.body.data.orderId).toBe(once.body.data.orderId);
    expect(again.body.message).toBe('Order already received');
    const other = expectStatus(await keyed('order-key-1', mobileAdd('491701110003')), 422);
    expect(other.body.errorDescription).toContain('order-key-1');

    const burst = await Promise.all(Array.from({ length: 100 }, () => keyed('order-key-burst')));
    expect(new Set(burst.map((response) => response.status))).toEqual(new Set([200]));
    expect(new Set(burst.map((response) => response.body.data.orderId)).size).toBe(1);

    const external = { ...mobileAdd('491701110004'), externalId: 'CRM-77' };
    const byExternal = expectStatus(await operator.post<Order>(ORDER_PATHS.create, external), 200).body.data;
    expect(expectStatus(await operator.post<Order>(ORDER_PATHS.create, external), 200).body.data.orderId).toBe(
      byExternal.orderId,
    );
  });

  it('retries a failing call by the template’s policy, each attempt its own key, then parks the order', async () => {
    expectStatus(
      await operator.put(SIMULATOR_PATHS.elements, { element: 'billing', latencyMs: 0, failureRate: 1 }),
      200,
    );
    try {
      const created = expectStatus(
        await operator.post<Order>(ORDER_PATHS.create, {
          service: 'mobile-postpaid',
          operation: 'DELETE',
          subscriberKey: '491701110005',
          payload: { msisdn: '491701110005' },
        }),
        200,
      ).body.data;
      const order = await settled(created.orderId);
      expect(order.state).toBe('FAILED_TEMP');
      expect(order.stateReason).toContain('Close billing account');
      const tasks = (await operator.get<OrderTask[]>(fillPath(ORDER_PATHS.tasks, { orderId: order.orderId }))).body
        .data;
      const failed = tasks.find((task) => task.state === 'FAILED');
      expect(failed).toMatchObject({ taskTemplate: 'Close billing account', errorCode: 'HTTP_5XX' });
      expect(failed?.attempts.map((attempt) => attempt.state)).toEqual(['FAILED', 'FAILED', 'FAILED']);
      expect(new Set(failed?.attempts.map((attempt) => attempt.attemptId)).size).toBe(3);
      const events = (await operator.get<OrderEvent[]>(fillPath(ORDER_PATHS.events, { orderId: order.orderId }))).body
        .data;
      expect(events.filter((event) => event.type === 'TASK_RETRY_SCHEDULED')).toHaveLength(2);
      expect(events.at(-1)?.type).toBe('ORDER_PARKED');
    } finally {
      expectStatus(
        await operator.put(SIMULATOR_PATHS.elements, { element: 'billing', latencyMs: 0, failureRate: 0 }),
        200,
      );
    }
  });

  it('refuses an unknown service or operation naming the field', async () => {
    const service = expectStatus(
      await operator.post(ORDER_PATHS.create, { ...mobileAdd('1'), service: 'nothing' }),
      400,
    );
    expect(service.body.errorDescription).toContain('body.service');
    const operation = expectStatus(
      await operator.post(ORDER_PATHS.create, { ...mobileAdd('1'), operation: 'SUSPEND' }),
      400,
    );
    expect(operation.body.errorDescription).toContain('body.operation');
    const account = expectStatus(
      await partner.post(ORDER_PATHS.create, { ...mobileAdd('1'), accountId: 'ACC-NW-N' }),
      400,
    );
    expect(account.body.errorDescription).toContain('body.accountId');
  });

  it('keeps a comment in the order’s history, from its author, and nowhere else', async () => {
    const order = expectStatus(await operator.post<Order>(ORDER_PATHS.create, mobileAdd('491701110077')), 200).body
      .data;
    const comment = expectStatus(
      await operator.post<OrderEvent>(ORDER_PATHS.comment, { orderId: order.orderId, text: '  Customer called  ' }),
      200,
    ).body.data;
    expect(comment).toMatchObject({
      type: 'ORDER_COMMENTED',
      actor: 'order-operator',
      data: { text: 'Customer called' },
    });
    const events = expectStatus(
      await operator.get<OrderEvent[]>(fillPath(ORDER_PATHS.events, { orderId: order.orderId })),
      200,
    ).body.data;
    expect(events.filter((event) => event.type === 'ORDER_COMMENTED').map((event) => event.eventId)).toEqual([
      comment.eventId,
    ]);
    const empty = expectStatus(await operator.post(ORDER_PATHS.comment, { orderId: order.orderId, text: ' ' }), 400);
    expect(empty.body.errorDescription).toContain('text');
    expectStatus(await partner.post(ORDER_PATHS.comment, { orderId: order.orderId, text: 'Not mine' }), 404);
    expectStatus(await foreigner.post(ORDER_PATHS.comment, { orderId: order.orderId, text: 'Not ours' }), 404);
  });

  it('lists and searches orders, a partner only its accounts’ and another tenant none', async () => {
    const mine = expectStatus(await partner.post<Order>(ORDER_PATHS.create, mobileAdd('491701110009')), 200).body.data;
    expect(mine.accountId).toBe('ACC-NW-S');
    const all = expectStatus(
      await operator.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?limit=500&sort=orderNumber&order=desc`),
      200,
    ).body.data;
    expect(all.items.length).toBeGreaterThan(3);
    expect(all.items[0]?.orderId).toBe(mine.orderId);
    const seen = expectStatus(await partner.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?limit=500`), 200).body
      .data;
    expect(seen.items.map((order) => order.orderId)).toContain(mine.orderId);
    expect(new Set(seen.items.map((order) => order.accountId))).toEqual(new Set(['ACC-NW-S']));
    const byAccount = (accounts: string) =>
      operator.get<KeysetPage<Order>>(
        `${ORDER_RESOURCE.paths.list}?limit=500&accountId=${encodeURIComponent(accounts)}`,
      );
    const own = expectStatus(await byAccount(NO_PARTNER_ACCOUNT), 200).body.data.items;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((order) => order.accountId))).toEqual(new Set([null]));
    const ownAndPartner = expectStatus(await byAccount(`${NO_PARTNER_ACCOUNT},ACC-NW-S`), 200).body.data.items;
    expect(new Set(ownAndPartner.map((order) => order.accountId))).toEqual(new Set([null, 'ACC-NW-S']));
    const found = expectStatus(
      await operator.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?q=491701110005`),
      200,
    ).body.data;
    expect(found.items.map((order) => order.subscriberKey)).toEqual(['491701110005']);
    const byNumber = await operator.get<KeysetPage<Order>>(
      `${ORDER_RESOURCE.paths.list}?q=${mine.orderNumber.toLowerCase()}`,
    );
    expect(expectStatus(byNumber, 200).body.data.items.map((order) => order.orderId)).toEqual([mine.orderId]);
    const partial = await operator.get<KeysetPage<Order>>(
      `${ORDER_RESOURCE.paths.list}?q=${mine.orderNumber.slice(0, -1)}`,
    );
    expect(expectStatus(partial, 200).body.data.items.map((order) => order.orderId)).toContain(mine.orderId);
    const parked = expectStatus(
      await operator.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?state=FAILED_TEMP`),
      200,
    ).body.data;
    expect(parked.items.every((order) => order.state === 'FAILED_TEMP')).toBe(true);

    // Payload conditions: the value at a dotted path contains the text, and every condition holds.
    const byPayload = (conditions: string) =>
      operator.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?payload=${encodeURIComponent(conditions)}`);
    const matching = expectStatus(await byPayload('msisdn=1110009'), 200).body.data.items;
    expect(matching.map((order) => order.orderId)).toEqual([mine.orderId]);
    const both = expectStatus(await byPayload('msisdn=1110009,plan=l'), 200).body.data.items;
    expect(both.map((order) => order.orderId)).toEqual([mine.orderId]);
    expect(expectStatus(await byPayload('msisdn=1110009,plan=XL'), 200).body.data.items).toEqual([]);
    const refused = expectStatus(await byPayload('no path'), 400).body;
    expect(refused.errorDescription).toContain('payload');

    const other = all.items.find((order) => order.accountId === null);
    expectStatus(await partner.get(orderPath(other?.orderId ?? '')), 404);
    expectStatus(await partner.get(fillPath(ORDER_PATHS.tasks, { orderId: other?.orderId ?? '' })), 404);
    expectStatus(await foreigner.get(orderPath(mine.orderId)), 404);
    expectStatus(await foreigner.get(fillPath(ORDER_PATHS.events, { orderId: mine.orderId })), 404);
    expectStatus(await partner.get(fillPath(ORDER_PATHS.workflow, { orderId: other?.orderId ?? '' })), 404);

    const choices = expectStatus(await partner.get<OrderChoices>(ORDER_PATHS.choices), 200).body.data;
    expect(choices.services.find((service) => service.name === 'mobile-postpaid')?.operations).toEqual(
      expect.arrayContaining(['ADD']),
    );
    expectStatus(await foreigner.get(fillPath(ORDER_PATHS.workflow, { orderId: mine.orderId })), 404);
  });
});
