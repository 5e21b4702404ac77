import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RESOURCE, type Order } from '../../engine/public/contract/order.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  API_KEY_HEADER,
  INBOUND_CALL_RESOURCE,
  INBOUND_PATHS,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  TRIGGER_RESOURCE,
  type InboundCall,
  type Trigger,
} from '../contract.ts';
import { signatureOf } from './inboundRunner.ts';
import { triggersDb } from './triggersTables.ts';
import { demoTriggerSecret } from './triggersSeed.ts';

/** Triggers over real HTTP: configured on the kit, called from outside, logged, replayed. */
let server: TestServer;
let designer: Caller;
let monitor: Caller;
let watcher: Caller;
let foreigner: Caller;

async function signIn(
  tenantId: string,
  username: string,
  permissions: Record<string, string | Record<string, string>>,
) {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  designer = await signIn(AURORA, 'trigger-designer', { triggers: '1111' });
  monitor = await signIn(AURORA, 'inbound-operator', { monitor: { 'inbound api': '0110', orders: '0100' } });
  watcher = await signIn(AURORA, 'inbound-watcher', { monitor: { 'inbound api': '0100' } });
  foreigner = await signIn(BOREALIS, 'inbound-foreigner', { monitor: { 'inbound api': '0100' } });
});

afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function calls(who: Caller, query = ''): Promise<InboundCall[]> {
  return expectStatus(await who.get<KeysetPage<InboundCall>>(`${INBOUND_CALL_RESOURCE.paths.list}${query}`), 200).body
    .data.items;
}

/** The headers of a call signed now (or `secondsAgo` before) with the trigger's secret. */
function signed(secret: string, body: string, secondsAgo = 0): Record<string, string> {
  const timestamp = String(Math.floor(server.clock.now() / 1000) - secondsAgo);
  return { [SIGNATURE_TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body) };
}

const CRM_XML = `<?xml version="1.0"?>
<crmOrder id="CRM-77"><customer><phone>46700007777</phone></customer><sim iccid="8946000000000007777"/><product code="basic"/></crmOrder>`;

describe('triggers', () => {
  it('keeps the secret sealed and unanswered, the name fixed and each path once', async () => {
    const created = expectStatus(
      await designer.post<Trigger>(TRIGGER_RESOURCE.paths.create ?? '', {
        name: 'Shop order',
        path: 'shop-order',
        auth: 'API_KEY',
        secret: 'shop-secret-key-0001',
        format: 'JSON',
        service: 'iptv-addon',
        operation: 'ADD',
        idempotencyField: 'ref',
      }),
      200,
    ).body.data;
    expect(created).toMatchObject({ endpoint: `/inbound/${AURORA}/shop-order`, secretSet: true, auth: 'API_KEY' });
    expect(JSON.stringify(created)).not.toContain('shop-secret-key-0001');
    const taken = expectStatus(
      await designer.post(TRIGGER_RESOURCE.paths.create ?? '', {
        name: 'Another',
        path: 'shop-order',
        secret: 'another-secret-0001',
        service: 'iptv-addon',
        operation: 'ADD',
      }),
      409,
    );
    expect(taken.body.errorDescription).toContain('shop-order');
    const bad = expectStatus(
      await designer.post(TRIGGER_RESOURCE.paths.create ?? '', { name: 'Bad', path: 'Bad Path', secret: 'short' }),
      400,
    );
    expect(bad.body.errorDescription).toMatch(/body\.(path|secret|service|operation)/);
    const path = recordPath(TRIGGER_RESOURCE, 'update', created.triggerId);
    const kept = expectStatus(await designer.put<Trigger>(path, { description: 'kept secret', version: 1 }), 200);
    expect(kept.body.data.secretSet).toBe(true);
  });

  it('refuses a wrong API key with 401 and logs it; takes an order; answers a repeat with the same order', async () => {
    const body = JSON.stringify({ requestId: 'REQ-1', address: 'Harbour Road 11' });
    const wrong = await post(`/inbound/${AURORA}/portal-fibre`, body, { [API_KEY_HEADER]: 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ result: 'UNAUTHORIZED' });
    const first = await post(`/inbound/${AURORA}/portal-fibre`, body, {
      [API_KEY_HEADER]: demoTriggerSecret(AURORA, 'portal'),
    });
    expect(first.status).toBe(201);
    const made = (await first.json()) as { result: string; orderNumber: string; orderId: string };
    expect(made.result).toBe('CREATED');
    const again = await post(`/inbound/${AURORA}/portal-fibre`, body, {
      [API_KEY_HEADER]: demoTriggerSecret(AURORA, 'portal'),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ result: 'REPLAYED', orderNumber: made.orderNumber });

    const logged = await calls(watcher, '?trigger=Portal fibre order');
    expect(logged.map((call) => call.outcome)).toEqual(['REPLAYED', 'CREATED', 'UNAUTHORIZED']);
    expect(logged[2]?.headers[API_KEY_HEADER]).toBe('•••');
    expect(logged[1]).toMatchObject({ orderNumber: made.orderNumber, httpStatus: 201, payload: JSON.parse(body) });
    expect((await calls(foreigner)).map((call) => call.orderNumber)).not.toContain(made.orderNumber);
    const order = expectStatus(
      await monitor.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?q=${made.orderNumber}`),
      200,
    ).body.data.items[0];
    expect(order).toMatchObject({ source: 'TRIGGER', service: 'fibre-broadband' });
  });

  it('checks an XML call’s HMAC signature, translates it and takes the order on its subscriber', async () => {
    const path = `/inbound/${AURORA}/crm-activation`;
    const headers = { 'content-type': 'application/xml' };
    const unsigned = await post(path, CRM_XML, { ...headers, [SIGNATURE_HEADER]: 'sha256=00' });
    expect(unsigned.status).toBe(401);
    const accepted = await post(path, CRM_XML, { ...headers, ...signed(demoTriggerSecret(AURORA, 'crm'), CRM_XML) });
    expect(accepted.status).toBe(201);
    const { orderNumber } = (await accepted.json()) as { orderNumber: string };
    const order = expectStatus(
      await monitor.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?q=${orderNumber}`),
      200,
    ).body.data.items[0];
    expect(order).toMatchObject({ subscriberKey: '46700007777', service: 'mobile-postpaid', operation: 'ADD' });
    expect(order?.payload).toMatchObject({ msisdn: '46700007777', iccid: '8946000000000007777', plan: 'BASIC' });
    const broken = '<crmOrder><customer>';
    const refused = await post(path, broken, { ...headers, ...signed(demoTriggerSecret(AURORA, 'crm'), broken) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('crm-order-to-sdp');
    expect((await post(`/inbound/${AURORA}/nowhere`, '{}', {})).status).toBe(404);
  });

  it('replays a logged call without a second order, and refuses to replay an unauthorized one', async () => {
    const logged = await calls(watcher, '?trigger=CRM activation');
    const created = logged.find((call) => call.outcome === 'CREATED') as InboundCall;
    const unauthorized = logged.find((call) => call.outcome === 'UNAUTHORIZED') as InboundCall;
    expectStatus(await watcher.post(INBOUND_PATHS.replay, { callId: created.callId }), 403);
    const replayed = expectStatus(
      await monitor.post<InboundCall>(INBOUND_PATHS.replay, { callId: created.callId }),
      200,
    ).body.data;
    expect(replayed).toMatchObject({ outcome: 'REPLAYED', orderNumber: created.orderNumber, replayOf: created.callId });
    expectStatus(await monitor.post(INBOUND_PATHS.replay, { callId: unauthorized.callId }), 409);
    const bad = expectStatus(await monitor.post(INBOUND_PATHS.replay, { callId: 'nope' }), 400);
    expect(bad.body.errorDescription).toContain('body.callId');
  });

  it('takes a signed call once, and only near the time it was signed', async () => {
    const path = `/inbound/${AURORA}/crm-activation`;
    const secret = demoTriggerSecret(AURORA, 'crm');
    const xml = CRM_XML.replace('CRM-77', 'CRM-REPLAY').replace(/7777/g, '7878');
    const headers = { 'content-type': 'application/xml', ...signed(secret, xml) };
    expect((await post(path, xml, headers)).status).toBe(201);
    const outcomes = [];
    for (let replay = 0; replay < 3; replay += 1) outcomes.push((await post(path, xml, headers)).status);
    expect(outcomes).toEqual([401, 401, 401]);
    const stale = await post(path, xml, { 'content-type': 'application/xml', ...signed(secret, xml, 301) });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { message: string }).message).toContain('more than 300 s from now');
    const unstamped = await post(path, xml, {
      'content-type': 'application/xml',
      [SIGNATURE_HEADER]: signed(secret, xml)[SIGNATURE_HEADER] ?? '',
    });
    expect(unstamped.status).toBe(401);
    const logged = (await calls(watcher, '?trigger=CRM activation')).slice(0, 6);
    expect(logged.filter((call) => call.outcome === 'CREATED')).toHaveLength(1);
    expect(logged.slice(0, 5).map((call) => call.outcome)).toEqual(Array(5).fill('UNAUTHORIZED'));
  });

  it('turns away an address after 30 refused calls a minute, unheard and unlogged, and keeps little of a refused call', async () => {
    const proxied = await startTestServer({ SDP_TRUST_PROXY: '1' });
    try {
      const call = (from: string, key: string, body = '{"requestId": "REQ-LIMIT", "address": "Harbour Road 13"}') =>
        fetch(`${proxied.baseUrl}/inbound/${AURORA}/portal-fibre`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from, [API_KEY_HEADER]: key },
        });
      const logged = async () =>
        (
          await triggersDb(proxied.runtime.services.db)
            .selectFrom('trigger_calls')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count;
      const before = Number(await logged());
      const big = await call('198.51.100.1', 'wrong-key', JSON.stringify({ pad: 'x'.repeat(100_000) }));
      expect(big.status).toBe(401);
      const { callId } = (await big.json()) as { callId: string };
      const stored = await triggersDb(proxied.runtime.services.db)
        .selectFrom('trigger_calls')
        .select('body')
        .where('id', '=', callId)
        .executeTakeFirstOrThrow();
      expect(stored.body.length).toBe(4_096);
      for (let attempt = 1; attempt < 30; attempt += 1)
        expect((await call('198.51.100.1', 'wrong-key')).status).toBe(401);
      const turnedAway = await call('198.51.100.1', demoTriggerSecret(AURORA, 'portal'));
      expect(turnedAway.status).toBe(429);
      expect(Number(turnedAway.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(await logged())).toBe(before + 30);
      expect((await call('198.51.100.2', demoTriggerSecret(AURORA, 'portal'))).status).toBe(201);
      proxied.clock.advance(61_000);
      expect((await call('198.51.100.1', 'wrong-key')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('opens no other tenant’s trigger with a tenant’s demo key', async () => {
    const body = JSON.stringify({ requestId: 'REQ-CROSS', address: 'Harbour Road 12' });
    const aurora = { [API_KEY_HEADER]: demoTriggerSecret(AURORA, 'portal') };
    const crossing = await post(`/inbound/${BOREALIS}/portal-fibre`, body, aurora);
    expect(crossing.status).toBe(401);
    const own = await post(`/inbound/${BOREALIS}/portal-fibre`, body, {
      [API_KEY_HEADER]: demoTriggerSecret(BOREALIS, 'portal'),
    });
    expect(own.status).toBe(201);
  });

  it('refuses a NUL character in the body or a path with a 400 naming it, and logs the refused call', async () => {
    const path = `/inbound/${AURORA}/portal-fibre`;
    const key = { [API_KEY_HEADER]: demoTriggerSecret(AURORA, 'portal') };
    const inBody = await post(path, '{"requestId": "REQ-NUL", "address": "Harbour\\u0000Road"}', key);
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toMatchObject({ result: 'REFUSED', message: expect.stringMatching(/body: .*NUL/) });
    const inPath = await post(`/inbound/${AURORA}%00/portal-fibre`, '{}', key);
    expect(inPath.status).toBe(400);
    expect(((await inPath.json()) as { message: string }).message).toMatch(/params\.tenant: .*NUL/);
    const logged = (await calls(watcher, '?trigger=Portal fibre order'))[0];
    expect(logged).toMatchObject({ outcome: 'REFUSED', httpStatus: 400 });
    expect(logged?.body).toContain('REQ-NUL');
  });

  it('answers XML beyond the parser’s limits, or naming a prototype, with a 400 at its line and column, logged', async () => {
    const created = expectStatus(
      await designer.post<Trigger>(TRIGGER_RESOURCE.paths.create ?? '', {
        name: 'Raw XML',
        path: 'raw-xml',
        auth: 'API_KEY',
        secret: 'raw-xml-secret-0001',
        format: 'XML',
        service: 'iptv-addon',
        operation: 'ADD',
      }),
      200,
    ).body.data;
    const path = `/inbound/${AURORA}/${created.path}`;
    const headers = { 'content-type': 'application/xml', [API_KEY_HEADER]: 'raw-xml-secret-0001' };
    const deep = `<order>${'<a>'.repeat(150)}${'</a>'.repeat(150)}</order>`;
    const nested = await post(path, deep, headers);
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { message: string }).message).toMatch(/line 1, column \d+: nested deeper than 64/);
    const proto = await post(path, '<order>\n  <__proto__><polluted>yes</polluted></__proto__>\n</order>', headers);
    expect(proto.status).toBe(400);
    expect(((await proto.json()) as { message: string }).message).toMatch(
      /line 2, column 3: <__proto__> is a reserved name/,
    );
    const named = await post(path, '<order><item constructor="x"/></order>', headers);
    expect(named.status).toBe(400);
    const logged = await calls(watcher, '?trigger=Raw XML');
    expect(logged.map((call) => [call.outcome, call.httpStatus])).toEqual([
      ['REFUSED', 400],
      ['REFUSED', 400],
      ['REFUSED', 400],
    ]);
  });
});
