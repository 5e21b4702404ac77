import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../../core/contract/http.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import type { WorkflowVersion } from '../../engine/public/contract/workflow.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { DELIVERY_RESOURCE, REVERSE_PATHS, SUBSCRIBER_RESOURCE, type Delivery, type Subscriber } from '../contract.ts';

/** The events screen's live feed of attempts and the workflow an order's events came from, over real HTTP. */
let server: TestServer;
let operator: Caller;
let operatorToken: string;
let foreigner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'reverse-follower',
    permissions: { reverseSync: { events: '0100', subscribers: '0110' } },
  });
  operatorToken = await server.login(user.username, user.password);
  operator = caller(server, operatorToken);
  const other = await createUserWithPermissions(server, {
    tenantId: BOREALIS,
    username: 'reverse-foreigner',
    permissions: { reverseSync: { events: '0100' } },
  });
  foreigner = caller(server, await server.login(other.username, other.password));
});

afterAll(async () => {
  await server?.close();
});

/** Reads the stream's messages until one satisfies `done`, or the time is up. */
async function readStream(token: string, done: (data: Record<string, unknown>) => boolean, act: () => Promise<void>) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 10_000);
  try {
    const response = await fetch(`${server.baseUrl}${API_BASE}${REVERSE_PATHS.deliveryStream}`, {
      headers: { [PROVIDER_HEADER]: CONSOLE_PROVIDER, authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    await act();
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return null;
      text += value;
      for (const line of text.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const data = JSON.parse(line.slice(6)) as Record<string, unknown>;
        if (done(data)) return data;
      }
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe('the delivery stream', { timeout: 60_000 }, () => {
  it('announces an attempt made after it opened', async () => {
    const subscribers = expectStatus(await operator.get<KeysetPage<Subscriber>>(SUBSCRIBER_RESOURCE.paths.list), 200)
      .body.data.items;
    const crm = subscribers.find((subscriber) => subscriber.name === 'CRM');
    expect(crm).toBeDefined();
    let sent: boolean | null = null;
    const message = await readStream(
      operatorToken,
      (data) => data.subscriberId === crm?.subscriberId,
      async () => {
        const answer = await operator.post<{ delivered: boolean }>(
          fillPath(REVERSE_PATHS.sendTestEvent, { subscriberId: crm?.subscriberId ?? '' }),
          {},
        );
        sent = expectStatus(answer, 200).body.data.delivered;
      },
    );
    expect(message).toMatchObject({ subscriberId: crm?.subscriberId, ok: sent });
  });
});

describe('the source workflow of an order', { timeout: 60_000 }, () => {
  it('answers the workflow version the order ran on, and nothing to another tenant', async () => {
    const deliveries = expectStatus(
      await operator.get<KeysetPage<Delivery>>(`${DELIVERY_RESOURCE.paths.list}?limit=5`),
      200,
    ).body.data.items;
    const orderId = deliveries.find((delivery) => delivery.orderId)?.orderId ?? '';
    const version = expectStatus(
      await operator.get<WorkflowVersion>(fillPath(REVERSE_PATHS.orderWorkflow, { orderId })),
      200,
    ).body.data;
    expect(version.definition.steps.length).toBeGreaterThan(0);
    const stepIds = new Set(version.definition.steps.map((step) => step.id));
    const raised = deliveries.filter((delivery) => delivery.orderId === orderId && delivery.stepId);
    for (const delivery of raised) expect(stepIds.has(delivery.stepId ?? '')).toBe(true);
    expectStatus(await foreigner.get(fillPath(REVERSE_PATHS.orderWorkflow, { orderId })), 404);
    expectStatus(await operator.get(fillPath(REVERSE_PATHS.orderWorkflow, { orderId: 'not-an-id' })), 404);
  });
});
