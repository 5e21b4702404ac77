import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { until } from '../../../tests/server/support/until.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';
import {
  DELIVERY_RESOURCE,
  REVERSE_PATHS,
  SUBSCRIBER_RESOURCE,
  type CreateSubscriber,
  type Delivery,
  type ReplayJob,
  type Receiver,
  type ReverseConfiguration,
  type Subscriber,
} from '../contract.ts';
import { receiverPath } from '../paths.ts';
import { LocalSubscriber, verifiesWith, type ReceivedCall } from '../testing/localSubscriber.ts';

/**
 * Reverse sync over real HTTP on a real database: signed deliveries of a real order's events to an
 * endpoint the test runs, the delivery log, retries on the server's (fake) clock, replay, destinations,
 * filters and partner scope.
 */
let server: TestServer;
let operator: Caller;
let orders: OrderDriver;
const endpoint = new LocalSubscriber();

const OPERATOR: PermissionTree = {
  reverseSync: { subscribers: '1111', events: '1111', configuration: '1111' },
  monitor: { orders: '1111' },
  networks: '1111',
  tasks: '1111',
  workflow: '1111',
  service: '1111',
  translator: '1111',
};

async function signIn(username: string, permissions: PermissionTree, accountId: string | null = null) {
  const user = await createUserWithPermissions(server, { tenantId: AURORA, username, permissions, accountId });
  return caller(server, await server.login(user.username, user.password));
}

let operatorUser: { username: string; password: string };

/** Moves the server's clock on, and signs the operator in again (its session idled out meanwhile). */
async function advance(milliseconds: number): Promise<void> {
  server.clock.advance(milliseconds);
  operator = caller(server, await server.login(operatorUser.username, operatorUser.password));
  orders = new OrderDriver(operator);
}

beforeAll(async () => {
  server = await startTestServer();
  await endpoint.start();
  operatorUser = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'reverse-operator',
    permissions: OPERATOR,
  });
  await advance(0);
});

afterAll(async () => {
  await server?.close();
  await endpoint.stop();
});

const db = () => server.runtime.services.db;
/** The translator's create path (its `TRANSLATOR_RESOURCE` is not public to other plugins). */
const TRANSLATIONS_PATH = '/translator/xslt';
const nowSeconds = () => Math.floor(server.clock.now() / 1000);

async function subscribe(
  fields: Partial<CreateSubscriber> & Pick<CreateSubscriber, 'name' | 'url'>,
): Promise<Subscriber> {
  const body = { eventTypes: ['ORDER_COMPLETED'], ...fields };
  return expectStatus(await operator.post<Subscriber>(SUBSCRIBER_RESOURCE.paths.create ?? '', body), 200).body.data;
}

const readSubscriber = async (api: Caller, subscriberId: string) =>
  api.get<Subscriber>(recordPath(SUBSCRIBER_RESOURCE, 'get', subscriberId));

async function deliveriesOf(subscriberId: string): Promise<Delivery[]> {
  const page = await operator.get<KeysetPage<Delivery>>(
    `${DELIVERY_RESOURCE.paths.list}?subscriber=${subscriberId}&limit=100`,
  );
  return expectStatus(page, 200).body.data.items;
}

const deliveriesUntil = (subscriberId: string, done: (deliveries: Delivery[]) => boolean, what: string) =>
  until(() => deliveriesOf(subscriberId), done, what);

/** Runs a mobile ADD order to COMPLETED and waits until the dispatcher has read every one of its events. */
async function completedOrder(msisdn: string): Promise<string> {
  const created = await orders.create('ADD', msisdn);
  const order = await orders.until(created.orderId, (candidate) => candidate.state !== 'RUNNING');
  expect(order.state).toBe('COMPLETED');
  const { rows } = await sql<{ last: string }>`select max(id)::text as last from order_events
    where order_id = ${order.orderId}`.execute(db());
  const last = BigInt(rows[0]?.last ?? '0');
  await until(
    async () => {
      const cursor = await sql<{ at: string }>`select last_event_id::text as at from reverse_cursors
        where tenant_id = ${AURORA}`.execute(db());
      return BigInt(cursor.rows[0]?.at ?? '0');
    },
    (cursor) => cursor >= last,
    `the reverse sync cursor to pass event ${last}`,
  );
  return order.orderId;
}

const bodyOf = (call: ReceivedCall) =>
  JSON.parse(call.body) as { type: string; data: { orderId: string; eventId: string; engineEvent: string } };

async function configure(change: Partial<ReverseConfiguration>): Promise<ReverseConfiguration> {
  const current = expectStatus(await operator.get<ReverseConfiguration>(REVERSE_PATHS.configuration), 200).body.data;
  const body = { ...current, ...change };
  return expectStatus(await operator.put<ReverseConfiguration>(REVERSE_PATHS.configuration, body), 200).body.data;
}

async function sendTestEvent(subscriberId: string) {
  const response = await operator.post<{ delivered: boolean; attempt: Delivery['attempts'][number] }>(
    fillPath(REVERSE_PATHS.sendTestEvent, { subscriberId }),
  );
  return expectStatus(response, 200).body.data;
}

describe('delivery of an order’s events', () => {
  let signed: Subscriber;
  let wrongService: Subscriber;
  let partnerOnly: Subscriber;
  let completedOnly: Subscriber;
  let orderId: string;

  beforeAll(async () => {
    signed = await subscribe({
      name: 'Signed CRM',
      url: endpoint.url('/signed'),
      eventTypes: ['ORDER_CREATED', 'ORDER_STATE_CHANGED', 'ORDER_COMPLETED'],
      service: 'mobile-postpaid',
      operation: 'ADD',
      inOrder: true,
    });
    wrongService = await subscribe({ name: 'Other service', url: endpoint.url('/other'), service: 'no-such-service' });
    partnerOnly = await subscribe({ name: 'Partner NW', url: endpoint.url('/partner'), accountId: 'ACC-NW' });
    completedOnly = await subscribe({ name: 'Completions', url: endpoint.url('/completed') });
    orderId = await completedOrder('46701110001');
    await deliveriesUntil(
      signed.subscriberId,
      (deliveries) =>
        deliveries.some((delivery) => delivery.eventType === 'ORDER_COMPLETED' && delivery.state === 'DELIVERED'),
      'the completion delivered to Signed CRM',
    );
    await deliveriesUntil(
      completedOnly.subscriberId,
      (deliveries) => deliveries.length > 0 && deliveries.every((d) => d.state === 'DELIVERED'),
      'the completion delivered',
    );
  });

  it('shows the whsec_ secret once, on create, and never in a read, a list or an update', async () => {
    expect(signed.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const read = expectStatus(await readSubscriber(operator, signed.subscriberId), 200).body.data;
    expect(read).not.toHaveProperty('secret');
    const list = expectStatus(
      await operator.get<KeysetPage<Subscriber>>(`${SUBSCRIBER_RESOURCE.paths.list}?limit=100`),
      200,
    );
    expect(JSON.stringify(list.body.data)).not.toContain('whsec_');
    const updated = await operator.put<Subscriber>(recordPath(SUBSCRIBER_RESOURCE, 'update', signed.subscriberId), {
      version: read.version,
      description: 'Signed deliveries for the test',
    });
    expect(JSON.stringify(expectStatus(updated, 200).body)).not.toContain('whsec_');
  });

  it('posts each event signed the Standard Webhooks way, in the order they happened', async () => {
    const calls = endpoint.callsTo('/signed').filter((call) => bodyOf(call).data.orderId === orderId);
    const types = calls.map((call) => bodyOf(call).type);
    expect(types[0]).toBe('ORDER_CREATED');
    expect(types.at(-1)).toBe('ORDER_COMPLETED');
    const eventIds = calls.map((call) => Number(bodyOf(call).data.eventId));
    expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b));
    for (const call of calls) {
      expect(call.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(verifiesWith(signed.secret ?? '', call, nowSeconds())).toBe(true);
      expect(verifiesWith('whsec_' + Buffer.alloc(24, 1).toString('base64'), call, nowSeconds())).toBe(false);
      expect(verifiesWith(signed.secret ?? '', { ...call, body: `${call.body} ` }, nowSeconds())).toBe(false);
    }
  });

  it('logs each delivery with its status code, latency and the response excerpt', async () => {
    const deliveries = (await deliveriesOf(signed.subscriberId)).filter((delivery) => delivery.orderId === orderId);
    expect(deliveries.length).toBe(
      endpoint.callsTo('/signed').filter((call) => bodyOf(call).data.orderId === orderId).length,
    );
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ state: 'DELIVERED', subscriber: 'Signed CRM', nextAttemptAt: null });
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ number: 1, statusCode: 200, ok: true, response: '{"thanks":true}' });
      expect(delivery.attempts[0]?.latencyMs).toBeGreaterThanOrEqual(0);
      const call = endpoint.calls.find((candidate) => candidate.headers['webhook-id'] === delivery.webhookId);
      expect(call?.body).toBe(delivery.payload);
    }
    const health = expectStatus(await readSubscriber(operator, signed.subscriberId), 200).body.data.health;
    expect(health).toMatchObject({ successRate: 1, failingSince: null, disabledAt: null });
  });

  it('answers an order’s deliveries, and 404 for an order that is not there', async () => {
    const answered = expectStatus(
      await operator.get<Delivery[]>(fillPath(REVERSE_PATHS.orderDeliveries, { orderId })),
      200,
    );
    expect(answered.body.data.map((delivery) => delivery.subscriber)).toContain('Signed CRM');
    const missing = fillPath(REVERSE_PATHS.orderDeliveries, { orderId: crypto.randomUUID() });
    expectStatus(await operator.get(missing), 404);
  });

  it('sends only the event types asked for, and nothing a service or partner-account filter leaves out', async () => {
    const completions = (await deliveriesOf(completedOnly.subscriberId)).filter(
      (delivery) => delivery.orderId === orderId,
    );
    expect(completions.map((delivery) => delivery.eventType)).toEqual(['ORDER_COMPLETED']);
    expect(await deliveriesOf(wrongService.subscriberId)).toEqual([]);
    expect(await deliveriesOf(partnerOnly.subscriberId)).toEqual([]);
    expect(endpoint.callsTo('/other')).toEqual([]);
    expect(endpoint.callsTo('/partner')).toEqual([]);
  });

  it('signs with both secrets while a rotated one overlaps, and shows the new secret only in the rotation’s answer', async () => {
    const rotated = await operator.post<{ secret: string; previousSecretUntil: string }>(
      fillPath(REVERSE_PATHS.rotateSecret, { subscriberId: signed.subscriberId }),
    );
    const { secret, previousSecretUntil } = expectStatus(rotated, 200).body.data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(signed.secret);
    expect(Date.parse(previousSecretUntil)).toBe(server.clock.now() + 24 * 3_600_000);
    const read = expectStatus(await readSubscriber(operator, signed.subscriberId), 200).body.data;
    expect(read).not.toHaveProperty('secret');
    expect(read.previousSecretUntil).toBe(previousSecretUntil);
    const result = await sendTestEvent(signed.subscriberId);
    expect(result).toMatchObject({ delivered: true, attempt: { statusCode: 200, response: '{"thanks":true}' } });
    const call = endpoint.callsTo('/signed').at(-1) as ReceivedCall;
    expect(bodyOf(call).type).toBe('TEST');
    expect(String(call.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWith(secret, call, nowSeconds())).toBe(true);
    expect(verifiesWith(signed.secret ?? '', call, nowSeconds())).toBe(true);
  });
});

describe('destinations', () => {
  let target: Subscriber;

  beforeAll(async () => {
    target = await subscribe({ name: 'Destinations', url: endpoint.url('/destination') });
  });

  const pointAt = async (url: string) => {
    const current = expectStatus(await readSubscriber(operator, target.subscriberId), 200).body.data;
    const path = recordPath(SUBSCRIBER_RESOURCE, 'update', target.subscriberId);
    expectStatus(await operator.put(path, { version: current.version, url }), 200);
  };

  it('refuses private networks and, unless the configuration allows it, loopback — without calling', async () => {
    await pointAt('http://10.20.30.40/hook');
    const privateNetwork = await sendTestEvent(target.subscriberId);
    expect(privateNetwork).toMatchObject({ delivered: false, attempt: { statusCode: null } });
    expect(privateNetwork.attempt.response).toContain('private network');
    await pointAt(endpoint.url('/destination'));
    await configure({ allowLoopback: false });
    try {
      const loopback = await sendTestEvent(target.subscriberId);
      expect(loopback.delivered).toBe(false);
      expect(loopback.attempt.response).toContain('loopback');
      expect(endpoint.callsTo('/destination')).toEqual([]);
    } finally {
      await configure({ allowLoopback: true });
    }
    expect((await sendTestEvent(target.subscriberId)).delivered).toBe(true);
  });

  it('does not follow a redirect, and keeps at most 1 KiB of an answer', async () => {
    endpoint.answer('/destination', { status: 302, location: endpoint.url('/redirected') });
    const redirect = await sendTestEvent(target.subscriberId);
    expect(redirect).toMatchObject({ delivered: false, attempt: { statusCode: 302 } });
    expect(redirect.attempt.response).toContain('not followed');
    expect(endpoint.callsTo('/redirected')).toEqual([]);
    endpoint.answer('/destination', { status: 500, body: 'x'.repeat(5_000) });
    const long = await sendTestEvent(target.subscriberId);
    expect(long.attempt).toMatchObject({ statusCode: 500, response: 'x'.repeat(1_024) });
  });

  it('gives up on an answer that takes longer than the timeout', { timeout: 30_000 }, async () => {
    endpoint.answer('/destination', { status: 200, delayMs: 12_000 });
    const slow = await sendTestEvent(target.subscriberId);
    expect(slow).toMatchObject({ delivered: false, attempt: { statusCode: null, response: 'No answer within 10 s.' } });
    expect(slow.attempt.latencyMs).toBeGreaterThanOrEqual(9_900);
    endpoint.answer('/destination', { status: 200 });
  });

  it('sends a built-in receiver path to this server on the port it listens at now, verified by the receiver', async () => {
    const builtIn = await subscribe({ name: 'Built in', url: receiverPath(AURORA, 'built-in-test') });
    const result = await sendTestEvent(builtIn.subscriberId);
    expect(result).toMatchObject({ delivered: true, attempt: { statusCode: 200 } });
    const receiver = expectStatus(await operator.get<Receiver>(REVERSE_PATHS.receiver), 200).body.data;
    expect(receiver.calls.find((call) => call.name === 'built-in-test')).toMatchObject({
      eventType: 'TEST',
      status: 200,
      signatureValid: true,
    });
    const seeded = expectStatus(
      await operator.get<KeysetPage<Subscriber>>(`${SUBSCRIBER_RESOURCE.paths.list}?q=CRM&limit=10`),
      200,
    ).body.data.items.find((subscriber) => subscriber.name === 'CRM') as Subscriber;
    expect(seeded.url).toBe(receiverPath(AURORA, 'crm'));
    expect((await sendTestEvent(seeded.subscriberId)).delivered).toBe(true);
    const foreign = await subscribe({ name: 'Foreign receiver', url: receiverPath('borealis', 'theirs') });
    const refused = await sendTestEvent(foreign.subscriberId);
    expect(refused).toMatchObject({ delivered: false, attempt: { statusCode: null } });
    expect(refused.attempt.response).toContain('another tenant');
  });
});

describe('XML payloads', () => {
  it('posts the event as XML, through the subscriber’s translation when it names one, signed over what is sent', async () => {
    const xslt = `<?xml version="1.0"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:template match="/event"><crmEvent kind="{@type}"><xsl:value-of select="data/message"/></crmEvent></xsl:template>
</xsl:stylesheet>`;
    const translation = { name: 'Reverse-to-CRM', xslt };
    expectStatus(await operator.post(TRANSLATIONS_PATH, translation), 200);
    const translated = await subscribe({
      name: 'XML translated',
      url: endpoint.url('/xml-translated'),
      payloadFormat: 'XML',
      translation: 'Reverse-to-CRM',
    });
    expect(translated).toMatchObject({ payloadFormat: 'XML', translation: 'Reverse-to-CRM' });
    expect((await sendTestEvent(translated.subscriberId)).delivered).toBe(true);
    const [call] = endpoint.callsTo('/xml-translated');
    expect(call?.headers['content-type']).toBe('application/xml');
    expect(call?.body).toMatch(
      /<crmEvent kind="TEST">A test event for XML translated, sent by reverse-operator\.<\/crmEvent>/,
    );
    expect(verifiesWith(translated.secret ?? '', call as ReceivedCall, nowSeconds())).toBe(true);

    const plain = await subscribe({ name: 'XML plain', url: endpoint.url('/xml-plain'), payloadFormat: 'XML' });
    expect((await sendTestEvent(plain.subscriberId)).delivered).toBe(true);
    expect(endpoint.callsTo('/xml-plain')[0]?.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><event type="TEST" timestamp="[^"]+"><data><message>A test event for XML plain, sent by reverse-operator\.<\/message><\/data><\/event>$/,
    );

    const missing = await subscribe({
      name: 'XML missing',
      url: endpoint.url('/xml-missing'),
      payloadFormat: 'XML',
      translation: 'Nope',
    });
    const refused = await sendTestEvent(missing.subscriberId);
    expect(refused).toMatchObject({ delivered: false, attempt: { statusCode: null } });
    expect(refused.attempt.response).toContain('the translation "Nope"');
    expect(endpoint.callsTo('/xml-missing')).toEqual([]);
  });
});

describe('retries, disabling and replay', () => {
  it('retries on the schedule with the same webhook-id, then fails for good; replay sends it again', async () => {
    endpoint.answer('/flaky', { status: 503, body: '{"error":"down"}' });
    const flaky = await subscribe({ name: 'Flaky', url: endpoint.url('/flaky'), retrySchedule: [0, 5, 300] });
    await completedOrder('46701110002');
    const first = await deliveriesUntil(
      flaky.subscriberId,
      (deliveries) => deliveries[0]?.attempts.length === 1,
      'the first attempt',
    );
    const delivery = first[0] as Delivery;
    expect(delivery.state).toBe('RETRYING');
    const firstAt = Date.parse(delivery.attempts[0]?.at ?? '');
    expect(Date.parse(delivery.nextAttemptAt ?? '')).toBe(firstAt + 5_000);
    await advance(5_000);
    const second = (
      await deliveriesUntil(flaky.subscriberId, (d) => d[0]?.attempts.length === 2, 'the second attempt')
    )[0];
    expect(second?.state).toBe('RETRYING');
    expect(Date.parse(second?.nextAttemptAt ?? '')).toBe(Date.parse(second?.attempts[1]?.at ?? '') + 300_000);
    await advance(299_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await deliveriesOf(flaky.subscriberId))[0]?.attempts).toHaveLength(2);
    await advance(1_000);
    const failed = (await deliveriesUntil(flaky.subscriberId, (d) => d[0]?.state === 'FAILED', 'the final failure'))[0];
    expect(failed).toMatchObject({
      nextAttemptAt: null,
      attempts: [{ statusCode: 503 }, { statusCode: 503 }, { statusCode: 503 }],
    });
    expect(failed?.attempts[2]?.response).toBe('{"error":"down"}');
    const calls = endpoint.callsTo('/flaky');
    expect(calls.map((call) => call.headers['webhook-id'])).toEqual([
      delivery.webhookId,
      delivery.webhookId,
      delivery.webhookId,
    ]);
    const health = expectStatus(await readSubscriber(operator, flaky.subscriberId), 200).body.data.health;
    expect(health.failingSince).toBe(delivery.attempts[0]?.at);
    expect(health.lastFailure).toContain('503');

    endpoint.answer('/flaky', { status: 204 });
    const replay = await operator.post<Delivery>(REVERSE_PATHS.replay, { deliveryId: delivery.deliveryId });
    const replayed = expectStatus(replay, 200).body.data;
    expect(replayed).toMatchObject({ webhookId: delivery.webhookId, replayOf: delivery.deliveryId });
    await deliveriesUntil(
      flaky.subscriberId,
      (deliveries) => deliveries.some((d) => d.deliveryId === replayed.deliveryId && d.state === 'DELIVERED'),
      'the replay delivered',
    );
    expect(endpoint.callsTo('/flaky').map((call) => call.headers['webhook-id'])).toEqual(
      Array(4).fill(delivery.webhookId),
    );
    const again = await operator.post(REVERSE_PATHS.replay, { deliveryId: replayed.deliveryId });
    expectStatus(again, 200);
  });

  it('disables a subscriber failing for longer than the configured period, saying since when', async () => {
    await configure({ disableAfterHours: 1 });
    try {
      endpoint.answer('/failing', { status: 500 });
      const failing = await subscribe({ name: 'Failing', url: endpoint.url('/failing'), retrySchedule: [0, 7_200] });
      const test = await sendTestEvent(failing.subscriberId);
      expect(test.delivered).toBe(false);
      const [logged] = await deliveriesOf(failing.subscriberId);
      expectStatus(await operator.post(REVERSE_PATHS.replay, { deliveryId: logged?.deliveryId }), 200);
      await deliveriesUntil(failing.subscriberId, (d) => d.some((x) => x.state === 'RETRYING'), 'the replay retrying');
      let read = expectStatus(await readSubscriber(operator, failing.subscriberId), 200).body.data;
      expect(read.enabled).toBe(true);
      const failingSince = read.health.failingSince;
      expect(failingSince).not.toBeNull();
      await advance(7_200_000);
      read = await until(
        async () => expectStatus(await readSubscriber(operator, failing.subscriberId), 200).body.data,
        (subscriber) => !subscriber.enabled,
        'the subscriber disabled',
      );
      expect(Date.parse(read.health.disabledAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(failingSince ?? '') + 3_600_000,
      );
      expect(read.health.disabledReason).toMatch(/^Failing since \d{4}-\d\d-\d\d \d\d:\d\d UTC, longer than 1 h$/);
      expect(read.health.disabledReason).toContain((failingSince ?? '').slice(11, 16));
    } finally {
      await configure({ disableAfterHours: 120 });
    }
  });

  it('replays all failed deliveries of a subscriber since a time: a dry-run count, then a job with each result', async () => {
    endpoint.answer('/bulk', { status: 500 });
    const bulk = await subscribe({ name: 'Bulk', url: endpoint.url('/bulk') });
    const before = new Date(server.clock.now() - 1_000).toISOString();
    for (let index = 0; index < 3; index += 1) expect((await sendTestEvent(bulk.subscriberId)).delivered).toBe(false);
    const failed = await deliveriesOf(bulk.subscriberId);
    expect(failed.map((delivery) => delivery.state)).toEqual(['FAILED', 'FAILED', 'FAILED']);

    const later = new Date(server.clock.now() + 60_000).toISOString();
    const none = await operator.post<ReplayJob>(REVERSE_PATHS.replayFailed, {
      subscriberId: bulk.subscriberId,
      since: later,
      dryRun: true,
    });
    expect(expectStatus(none, 200).body.data).toMatchObject({ jobId: null, count: 0, dryRun: true });
    const dryRun = await operator.post<ReplayJob>(REVERSE_PATHS.replayFailed, {
      subscriberId: bulk.subscriberId,
      since: before,
      dryRun: true,
    });
    expect(expectStatus(dryRun, 200).body.data).toMatchObject({ jobId: null, count: 3, dryRun: true, results: [] });
    expect(await deliveriesOf(bulk.subscriberId)).toHaveLength(3);

    endpoint.answer('/bulk', { status: 200 });
    const started = await operator.post<ReplayJob>(REVERSE_PATHS.replayFailed, {
      subscriberId: bulk.subscriberId,
      since: before,
    });
    const job = expectStatus(started, 200).body.data;
    expect(job).toMatchObject({ count: 3, dryRun: false });
    const done = await until(
      async () =>
        expectStatus(await operator.get<ReplayJob>(fillPath(REVERSE_PATHS.replayJob, { jobId: job.jobId ?? '' })), 200)
          .body.data,
      (progress) => progress.state === 'DONE',
      'the replay job done',
    );
    expect(done.done).toBe(3);
    expect(done.results.map((result) => result.deliveryId).sort()).toEqual(
      failed.map((delivery) => delivery.deliveryId).sort(),
    );
    expect(done.results.every((result) => result.message === 'Queued again' && result.replayId !== null)).toBe(true);
    const replays = await deliveriesUntil(
      bulk.subscriberId,
      (deliveries) => deliveries.filter((delivery) => delivery.replayOf && delivery.state === 'DELIVERED').length === 3,
      'the three replays delivered',
    );
    for (const replay of replays.filter((delivery) => delivery.replayOf)) {
      expect(replay.webhookId).toBe(failed.find((delivery) => delivery.deliveryId === replay.replayOf)?.webhookId);
    }
  });
});

describe('permissions, scope and input', () => {
  it('keeps a partner user to its account’s subscribers, and to its account’s orders', async () => {
    const ownAccount = await subscribe({ name: 'NW portal', url: endpoint.url('/nw'), accountId: 'ACC-NW' });
    const tenantWide = await subscribe({ name: 'Tenant wide', url: endpoint.url('/tenant') });
    const partner = await signIn('reverse-partner', { reverseSync: { subscribers: '1111', events: '1111' } }, 'ACC-NW');
    // Partner management off (the seed's): partner users have no reverse sync at all.
    expectStatus(await partner.get(`${SUBSCRIBER_RESOURCE.paths.list}?limit=1`), 403);
    expectStatus(await partner.get(`${DELIVERY_RESOURCE.paths.list}?limit=1`), 403);
    await db()
      .updateTable('tenants')
      .set((eb) => ({ partner_management: true, version: eb('version', '+', 1) }))
      .where('id', '=', AURORA)
      .execute();
    const listed = expectStatus(
      await partner.get<KeysetPage<Subscriber>>(`${SUBSCRIBER_RESOURCE.paths.list}?limit=100`),
      200,
    );
    const names = listed.body.data.items.map((subscriber) => subscriber.name);
    expect(names).toContain(ownAccount.name);
    expect(names).not.toContain(tenantWide.name);
    expectStatus(await readSubscriber(partner, tenantWide.subscriberId), 404);
    expectStatus(
      await partner.post(fillPath(REVERSE_PATHS.sendTestEvent, { subscriberId: tenantWide.subscriberId })),
      404,
    );
    const replayAll = { subscriberId: tenantWide.subscriberId, since: new Date(0).toISOString(), dryRun: true };
    expectStatus(await partner.post(REVERSE_PATHS.replayFailed, replayAll), 404);
    const { rows } = await sql<{
      id: string;
    }>`select id from orders where tenant_id = ${AURORA} and account_id is null limit 1`.execute(db());
    expectStatus(await partner.get(fillPath(REVERSE_PATHS.orderDeliveries, { orderId: rows[0]?.id ?? '' })), 404);
    expectStatus(await operator.get(fillPath(REVERSE_PATHS.orderDeliveries, { orderId: rows[0]?.id ?? '' })), 200);
    const deliveries = expectStatus(
      await partner.get<KeysetPage<Delivery>>(`${DELIVERY_RESOURCE.paths.list}?limit=100`),
      200,
    );
    expect(deliveries.body.data.items.every((delivery) => delivery.accountId === 'ACC-NW')).toBe(true);
  });

  it('enforces each route’s key: reading events is not changing subscribers or replaying', async () => {
    const reader = await signIn('reverse-reader', { reverseSync: { events: '0100' } });
    expectStatus(await reader.get(`${DELIVERY_RESOURCE.paths.list}?limit=1`), 200);
    expectStatus(await reader.get(`${SUBSCRIBER_RESOURCE.paths.list}?limit=1`), 403);
    expectStatus(
      await reader.post(SUBSCRIBER_RESOURCE.paths.create ?? '', {
        name: 'X',
        url: 'https://example.com/x',
        eventTypes: ['ORDER_COMPLETED'],
      }),
      403,
    );
    expectStatus(await reader.post(REVERSE_PATHS.replay, { deliveryId: crypto.randomUUID() }), 403);
    expectStatus(await reader.get(REVERSE_PATHS.configuration), 403);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const create = SUBSCRIBER_RESOURCE.paths.create ?? '';
    const cases: [unknown, string][] = [
      [{ name: 'Bad url', url: 'ftp://example.com/x', eventTypes: ['ORDER_COMPLETED'] }, 'url'],
      [{ name: 'Bad types', url: 'https://example.com/x', eventTypes: [] }, 'eventTypes'],
      [{ name: 'Bad type', url: 'https://example.com/x', eventTypes: ['ORDER_EATEN'] }, 'eventTypes'],
      [
        {
          name: 'Bad header',
          url: 'https://example.com/x',
          eventTypes: ['ORDER_COMPLETED'],
          headers: { 'webhook-id': 'x' },
        },
        'headers',
      ],
      [
        { name: 'Bad schedule', url: 'https://example.com/x', eventTypes: ['ORDER_COMPLETED'], retrySchedule: [-1] },
        'retrySchedule',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await operator.post(create, body);
      expectStatus(response, 400);
      expect(JSON.stringify(response.body), field).toContain(field);
    }
    const replay = await operator.post(REVERSE_PATHS.replayFailed, {
      subscriberId: crypto.randomUUID(),
      since: 'yesterday',
    });
    expectStatus(replay, 400);
    expect(JSON.stringify(replay.body)).toContain('since');
  });
});
