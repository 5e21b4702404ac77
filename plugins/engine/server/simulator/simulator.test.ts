import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ELEMENT_RESOURCE, type NetworkElement } from '../../public/contract/networkElement.ts';
import {
  PROVISIONING_PATHS,
  PROVISIONING_TEMPLATE_RESOURCE,
  type NetworkExchange,
  type ProvisioningTemplate,
} from '../../public/contract/provisioningTemplate.ts';
import {
  SIMULATED_ELEMENTS,
  SIMULATOR_PATHS,
  type SimulatorElement,
  type SimulatorRequest,
} from '../../public/contract/simulator.ts';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { fillPath } from '../../../../core/contract/pathTemplate.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { engineCaller } from '../../testing/engineCallers.ts';

/**
 * Provisioning templates sent to the network simulator over real HTTP: rendering, authentication,
 * idempotency keys, failures, timeouts and XML.
 */
let server: TestServer;
let designer: Caller;
let foreigner: Caller;
const templates = new Map<string, ProvisioningTemplate>();

async function setSimulator(element: string, latencyMs: number, failureRate: number) {
  expectStatus(await designer.put(SIMULATOR_PATHS.elements, { element, latencyMs, failureRate }), 200);
}

beforeAll(async () => {
  server = await startTestServer();
  designer = await engineCaller(server, AURORA, 'simulator-designer', '1111');
  foreigner = await engineCaller(server, BOREALIS, 'simulator-foreigner', '1111');
  for (const element of SIMULATED_ELEMENTS) await setSimulator(element, 0, 0);
  const page = await designer.get<KeysetPage<ProvisioningTemplate>>(
    `${PROVISIONING_TEMPLATE_RESOURCE.paths.list}?limit=500`,
  );
  for (const template of expectStatus(page, 200).body.data.items) {
    templates.set(`${template.networkElement} ${template.operation}`, template);
  }
});

afterAll(async () => {
  await server?.close();
});

function send(template: string, input: Record<string, unknown>, idempotencyKey?: string) {
  const id = templates.get(template)?.provisioningTemplateId ?? 'missing';
  return designer.post<NetworkExchange>(fillPath(PROVISIONING_PATHS.test, { provisioningTemplateId: id }), {
    input,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

async function received(query: string): Promise<SimulatorRequest[]> {
  const page = await designer.get<{ items: SimulatorRequest[] }>(`${SIMULATOR_PATHS.requests}?${query}`);
  return expectStatus(page, 200).body.data.items;
}

describe('provisioning against the simulator', () => {
  it('renders, authenticates and maps a call; the simulator records what it received', async () => {
    const exchange = expectStatus(
      await send('HLR ADD', { msisdn: '491701234567', iccid: '8949000000000000001' }, 'att-1'),
      200,
    ).body.data;
    expect(exchange.outcome).toMatchObject({ succeeded: true, errorCode: null });
    expect(exchange.outcome.output).toEqual({
      imsi: expect.stringMatching(/^26201\d{10}$/),
      transactionId: expect.any(String),
    });
    expect(exchange.request).toMatchObject({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/simulator/${AURORA}/hlr/subscribers$`)),
      body: '{"msisdn":"491701234567","iccid":"8949000000000000001"}',
    });
    expect(exchange.request.headers).toMatchObject({
      'x-channel': 'SDP',
      'idempotency-key': 'att-1',
      'x-api-key': expect.stringMatching(/^•••• sha256:[0-9a-f]{8}$/),
    });
    const [logged] = await received('element=hlr&idempotencyKey=att-1');
    expect(logged).toMatchObject({
      method: 'POST',
      path: '/subscribers',
      body: exchange.request.body,
      status: 200,
      replayed: false,
    });
    expect(logged?.headers['x-api-key']).toBe(exchange.request.headers['x-api-key']);
  });

  it('answers a repeated idempotency key as the first time, without applying it again', async () => {
    const first = expectStatus(await send('PCRF ADD', { msisdn: '491700000001', plan: 'L' }, 'att-2'), 200).body.data;
    const again = expectStatus(await send('PCRF ADD', { msisdn: '491700000001', plan: 'L' }, 'att-2'), 200).body.data;
    expect(again.outcome.output).toEqual(first.outcome.output);
    expect((await received('idempotencyKey=att-2')).map((request) => request.replayed)).toEqual([true, false]);
  });

  it('applies one of many concurrent requests with one key', async () => {
    const url = `${server.baseUrl}/simulator/${AURORA}/billing/accounts`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(url, {
          method: 'POST',
          headers: { 'idempotency-key': 'att-burst', 'content-type': 'application/json' },
          body: '{}',
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const requests = await received('idempotencyKey=att-burst&limit=100');
    expect(requests).toHaveLength(40);
    expect(requests.filter((request) => !request.replayed)).toHaveLength(1);
  });

  it('fails at the failure rate without applying, so the same key succeeds later', async () => {
    await setSimulator('billing', 0, 1);
    const failed = expectStatus(await send('Billing ADD', { subscriber: 'S-1', plan: 'M' }, 'att-3'), 200).body.data;
    expect(failed.outcome).toMatchObject({ succeeded: false, errorCode: 'HTTP_5XX' });
    expect(failed.response?.status).toBe(503);
    await setSimulator('billing', 0, 0);
    const succeeded = expectStatus(await send('Billing ADD', { subscriber: 'S-1', plan: 'M' }, 'att-3'), 200).body.data;
    expect(succeeded.outcome).toMatchObject({
      succeeded: true,
      output: { accountNumber: expect.stringMatching(/^BA-/) },
    });
    expect((await received('idempotencyKey=att-3')).map((request) => [request.status, request.replayed])).toEqual([
      [200, false],
      [503, false],
    ]);
  });

  it('speaks XML to an XML element, escaping the values and reading the answer', async () => {
    const exchange = expectStatus(await send('OSS QUALIFY', { address: 'Hill & Dale Road 1' }), 200).body.data;
    expect(exchange.request.body).toBe('<qualifyRequest><address>Hill &amp; Dale Road 1</address></qualifyRequest>');
    expect(exchange.request.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(exchange.request.headers.authorization).toMatch(/^Basic •••• sha256:/);
    expect(exchange.response?.body).toMatch(/^<\?xml/);
    expect(exchange.outcome).toMatchObject({ succeeded: true, output: { feasible: true, technology: 'GPON' } });
  });

  it('names a placeholder without a value, and a timeout, as task errors', async () => {
    const unmapped = expectStatus(await send('HLR RESERVE', {}), 200).body.data;
    expect(unmapped.outcome).toMatchObject({ succeeded: false, errorCode: 'MAPPING' });
    expect(unmapped.outcome.message).toContain('msisdn');
    expect(unmapped.response).toBeNull();

    const hlr = (await designer.get<KeysetPage<NetworkElement>>(`${NETWORK_ELEMENT_RESOURCE.paths.list}?q=HLR`)).body
      .data.items[0];
    const slow = expectStatus(
      await designer.post<NetworkElement>(NETWORK_ELEMENT_RESOURCE.paths.create ?? '', {
        name: 'Slow HLR',
        type: 'HLR',
        baseUrl: hlr?.baseUrl,
        timeoutMs: 200,
      }),
      200,
    ).body.data;
    const template = expectStatus(
      await designer.post<ProvisioningTemplate>(PROVISIONING_TEMPLATE_RESOURCE.paths.create ?? '', {
        networkElementId: slow.networkElementId,
        operation: 'QUERY',
        method: 'GET',
        path: '/subscribers/{{ msisdn }}',
        bodyFormat: 'NONE',
      }),
      200,
    ).body.data;
    templates.set('Slow HLR QUERY', template);
    await setSimulator('hlr', 1_000, 0);
    try {
      const timedOut = expectStatus(await send('Slow HLR QUERY', { msisdn: '49170' }), 200).body.data;
      expect(timedOut.outcome).toMatchObject({ succeeded: false, errorCode: 'TIMEOUT' });
    } finally {
      await setSimulator('hlr', 0, 0);
    }
  });

  it('keeps each tenant’s simulator and log apart, and checks its settings', async () => {
    const elements = expectStatus(await foreigner.get<SimulatorElement[]>(SIMULATOR_PATHS.elements), 200).body.data;
    expect(elements.map((element) => element.element)).toEqual([...SIMULATED_ELEMENTS]);
    // Borealis's HLR as the seed left it (the test template's elements fail nothing), not as Aurora's was set.
    expect(elements.find((element) => element.element === 'hlr')).toMatchObject({ latencyMs: 40, failureRate: 0 });
    const page = await foreigner.get<{ items: SimulatorRequest[] }>(`${SIMULATOR_PATHS.requests}?idempotencyKey=att-1`);
    expect(expectStatus(page, 200).body.data.items).toEqual([]);
    expectStatus(
      await foreigner.post(
        fillPath(PROVISIONING_PATHS.test, {
          provisioningTemplateId: templates.get('HLR ADD')?.provisioningTemplateId ?? '',
        }),
        { input: {} },
      ),
      404,
    );

    const bad = expectStatus(
      await designer.put(SIMULATOR_PATHS.elements, { element: 'hlr', latencyMs: 0, failureRate: 2 }),
      400,
    );
    expect(bad.body.errorDescription).toContain('body.failureRate');
    expectStatus(await designer.put(SIMULATOR_PATHS.elements, { element: 'msc', latencyMs: 0, failureRate: 0 }), 400);
  });

  it('answers 404 alike for an element or tenant it does not simulate, and records the secret as a fingerprint', async () => {
    const element = await fetch(`${server.baseUrl}/simulator/${AURORA}/msc/x`);
    const tenant = await fetch(`${server.baseUrl}/simulator/nobody/hlr/x`);
    expect([element.status, tenant.status]).toEqual([404, 404]);
    expect(await tenant.json()).toEqual(await element.json());
    const nul = await fetch(`${server.baseUrl}/simulator/${AURORA}%00/hlr/x`);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({
      result: 'ERROR',
      message: expect.stringMatching(/params\.tenant: .*NUL/),
    });
    const inBody = await fetch(`${server.baseUrl}/simulator/${AURORA}/hlr/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"msisdn": "4670\\u0000"}',
    });
    expect(inBody.status).toBe(400);
    const response = await fetch(`${server.baseUrl}/simulator/${AURORA}/iptv/health`, {
      headers: { authorization: 'Bearer plain-token', 'idempotency-key': 'att-health' },
    });
    expect(response.status).toBe(200);
    const [logged] = await received('idempotencyKey=att-health');
    const digest = createHash('sha256').update('Bearer plain-token').digest('hex').slice(0, 8);
    expect(logged?.headers.authorization).toBe(`Bearer •••• sha256:${digest}`);
    expect(JSON.stringify(logged)).not.toContain('plain-token');
  });

  it('answers only this server unless opened, whoever a trusted proxy says is calling', async () => {
    const closed = await startTestServer({ SDP_TRUST_PROXY: '1' });
    const opened = await startTestServer({ SDP_TRUST_PROXY: '1', SDP_SIMULATOR_PUBLIC: '1' });
    try {
      // The seeded HLR fails a few percent of requests; this test is about who may call, not about failures.
      for (const started of [closed, opened]) {
        const caller = await engineCaller(started, AURORA, 'simulator-gate', '1111');
        expectStatus(await caller.put(SIMULATOR_PATHS.elements, { element: 'hlr', latencyMs: 0, failureRate: 0 }), 200);
      }
      const outside = { 'x-forwarded-for': '203.0.113.7' };
      const refused = await fetch(`${closed.baseUrl}/simulator/${AURORA}/hlr/health`, { headers: outside });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain('SDP_SIMULATOR_PUBLIC');
      expect((await fetch(`${closed.baseUrl}/simulator/${AURORA}/hlr/health`)).status).toBe(200);
      expect((await fetch(`${opened.baseUrl}/simulator/${AURORA}/hlr/health`, { headers: outside })).status).toBe(200);
    } finally {
      await closed.close();
      await opened.close();
    }
  });

  it('lists the log newest first by number, page after page, once the ids have more digits', async () => {
    const all = await received('limit=500');
    const ids = all.map((request) => Number(request.id));
    expect(String(Math.max(...ids)).length).toBeGreaterThan(String(Math.min(...ids)).length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = async (query: string) =>
      expectStatus(
        await designer.get<{ items: SimulatorRequest[]; next: string | null }>(`${SIMULATOR_PATHS.requests}?${query}`),
        200,
      ).body.data;
    const pages = [await page('limit=3')];
    while (pages.length < 4) pages.push(await page(`limit=3&before=${pages.at(-1)?.next ?? ''}`));
    expect(pages.flatMap((one) => one.items.map((request) => request.id))).toEqual(
      all.slice(0, 12).map((request) => request.id),
    );
  });
});
