import { beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../tests/server/support/fixtures.ts';
import { REVERSE_PATHS, SUBSCRIBER_RESOURCE, type Delivery, type Receiver, type Subscriber } from '../contract.ts';
import { ORDER_PATHS, type Order } from '../../engine/public/contract/order.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { offerOperation, publishWorkflow } from '../../engine/testing/workflowPublisher.ts';
import { receiverPath } from '../paths.ts';
import { verifiesWith, type ReceivedCall } from '../testing/localSubscriber.ts';
import { bodyOf, reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * What reaches a subscriber, over real HTTP on a real database: a real order's events signed the Standard
 * Webhooks way to an endpoint the test runs, logged, filtered, signed twice while a secret rotates, as XML
 * through a translation, and to the server's own built-in receiver.
 */
const reverse = reverseServerOfFile();
const { endpoint } = reverse;

/** The translator's create path (its `TRANSLATOR_RESOURCE` is not public to other plugins). */
const TRANSLATIONS_PATH = '/translator/xslt';

describe('delivery of an order’s events', () => {
  let signed: Subscriber;
  let wrongService: Subscriber;
  let partnerOnly: Subscriber;
  let completedOnly: Subscriber;
  let orderId: string;

  beforeAll(async () => {
    signed = await reverse.subscribe({
      name: 'Signed CRM',
      url: endpoint.url('/signed'),
      eventTypes: ['ORDER_CREATED', 'ORDER_STATE_CHANGED', 'ORDER_COMPLETED'],
      service: 'mobile-postpaid',
      operation: 'ADD',
      inOrder: true,
    });
    wrongService = await reverse.subscribe({
      name: 'Other service',
      url: endpoint.url('/other'),
      service: 'no-such-service',
    });
    partnerOnly = await reverse.subscribe({ name: 'Partner NW', url: endpoint.url('/partner'), accountId: 'ACC-NW' });
    completedOnly = await reverse.subscribe({ name: 'Completions', url: endpoint.url('/completed') });
    orderId = await reverse.completedOrder('46701110001');
    await reverse.deliveriesUntil(
      signed.subscriberId,
      (deliveries) =>
        deliveries.some((delivery) => delivery.eventType === 'ORDER_COMPLETED' && delivery.state === 'DELIVERED'),
      'the completion delivered to Signed CRM',
    );
    await reverse.deliveriesUntil(
      completedOnly.subscriberId,
      (deliveries) => deliveries.length > 0 && deliveries.every((d) => d.state === 'DELIVERED'),
      'the completion delivered',
    );
  });

  it('shows the whsec_ secret once, on create, and never in a read, a list or an update', async () => {
    const { operator } = reverse;
    expect(signed.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const read = expectStatus(await reverse.readSubscriber(operator, signed.subscriberId), 200).body.data;
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
      expect(verifiesWith(signed.secret ?? '', call, reverse.nowSeconds())).toBe(true);
      expect(verifiesWith('whsec_' + Buffer.alloc(24, 1).toString('base64'), call, reverse.nowSeconds())).toBe(false);
      expect(verifiesWith(signed.secret ?? '', { ...call, body: `${call.body} ` }, reverse.nowSeconds())).toBe(false);
    }
  });

  it('logs each delivery with its status code, latency and the response excerpt', async () => {
    const deliveries = (await reverse.deliveriesOf(signed.subscriberId)).filter(
      (delivery) => delivery.orderId === orderId,
    );
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
    const health = expectStatus(await reverse.readSubscriber(reverse.operator, signed.subscriberId), 200).body.data
      .health;
    expect(health).toMatchObject({ successRate: 1, failingSince: null, disabledAt: null });
  });

  it('answers an order’s deliveries, and 404 for an order that is not there', async () => {
    const { operator } = reverse;
    const answered = expectStatus(
      await operator.get<Delivery[]>(fillPath(REVERSE_PATHS.orderDeliveries, { orderId })),
      200,
    );
    expect(answered.body.data.map((delivery) => delivery.subscriber)).toContain('Signed CRM');
    const missing = fillPath(REVERSE_PATHS.orderDeliveries, { orderId: crypto.randomUUID() });
    expectStatus(await operator.get(missing), 404);
  });

  it('sends only the event types asked for, and nothing a service or partner-account filter leaves out', async () => {
    const completions = (await reverse.deliveriesOf(completedOnly.subscriberId)).filter(
      (delivery) => delivery.orderId === orderId,
    );
    expect(completions.map((delivery) => delivery.eventType)).toEqual(['ORDER_COMPLETED']);
    expect(await reverse.deliveriesOf(wrongService.subscriberId)).toEqual([]);
    expect(await reverse.deliveriesOf(partnerOnly.subscriberId)).toEqual([]);
    expect(endpoint.callsTo('/other')).toEqual([]);
    expect(endpoint.callsTo('/partner')).toEqual([]);
  });

  it('signs with both secrets while a rotated one overlaps, and shows the new secret only in the rotation’s answer', async () => {
    const { operator } = reverse;
    const rotated = await operator.post<{ secret: string; previousSecretUntil: string }>(
      fillPath(REVERSE_PATHS.rotateSecret, { subscriberId: signed.subscriberId }),
    );
    const { secret, previousSecretUntil } = expectStatus(rotated, 200).body.data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(signed.secret);
    expect(Date.parse(previousSecretUntil)).toBe(reverse.server.clock.now() + 24 * 3_600_000);
    const read = expectStatus(await reverse.readSubscriber(operator, signed.subscriberId), 200).body.data;
    expect(read).not.toHaveProperty('secret');
    expect(read.previousSecretUntil).toBe(previousSecretUntil);
    const result = await reverse.sendTestEvent(signed.subscriberId);
    expect(result).toMatchObject({ delivered: true, attempt: { statusCode: 200, response: '{"thanks":true}' } });
    const call = endpoint.callsTo('/signed').at(-1) as ReceivedCall;
    expect(bodyOf(call).type).toBe('TEST');
    expect(String(call.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWith(secret, call, reverse.nowSeconds())).toBe(true);
    expect(verifiesWith(signed.secret ?? '', call, reverse.nowSeconds())).toBe(true);
  });
});

describe('XML payloads', () => {
  it('posts the event as XML, through the subscriber’s translation when it names one, signed over what is sent', async () => {
    const xslt = `<?xml version="1.0"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:template match="/event"><crmEvent kind="{@type}"><xsl:value-of select="data/message"/></crmEvent></xsl:template>
</xsl:stylesheet>`;
    const translation = { name: 'Reverse-to-CRM', xslt };
    expectStatus(await reverse.operator.post(TRANSLATIONS_PATH, translation), 200);
    const translated = await reverse.subscribe({
      name: 'XML translated',
      url: endpoint.url('/xml-translated'),
      payloadFormat: 'XML',
      translation: 'Reverse-to-CRM',
    });
    expect(translated).toMatchObject({ payloadFormat: 'XML', translation: 'Reverse-to-CRM' });
    expect((await reverse.sendTestEvent(translated.subscriberId)).delivered).toBe(true);
    const [call] = endpoint.callsTo('/xml-translated');
    expect(call?.headers['content-type']).toBe('application/xml');
    expect(call?.body).toMatch(
      /<crmEvent kind="TEST">A test event for XML translated, sent by reverse-operator\.<\/crmEvent>/,
    );
    expect(verifiesWith(translated.secret ?? '', call as ReceivedCall, reverse.nowSeconds())).toBe(true);

    const plain = await reverse.subscribe({ name: 'XML plain', url: endpoint.url('/xml-plain'), payloadFormat: 'XML' });
    expect((await reverse.sendTestEvent(plain.subscriberId)).delivered).toBe(true);
    expect(endpoint.callsTo('/xml-plain')[0]?.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><event type="TEST" timestamp="[^"]+"><data><message>A test event for XML plain, sent by reverse-operator\.<\/message><\/data><\/event>$/,
    );

    const missing = await reverse.subscribe({
      name: 'XML missing',
      url: endpoint.url('/xml-missing'),
      payloadFormat: 'XML',
      translation: 'Nope',
    });
    const refused = await reverse.sendTestEvent(missing.subscriberId);
    expect(refused).toMatchObject({ delivered: false, attempt: { statusCode: null } });
    expect(refused.attempt.response).toContain('the translation "Nope"');
    expect(endpoint.callsTo('/xml-missing')).toEqual([]);
  });
});

describe('the built-in receiver', () => {
  it('sends a built-in receiver path to this server on the port it listens at now, verified by the receiver', async () => {
    const { operator } = reverse;
    const builtIn = await reverse.subscribe({ name: 'Built in', url: receiverPath(AURORA, 'built-in-test') });
    const result = await reverse.sendTestEvent(builtIn.subscriberId);
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
    expect((await reverse.sendTestEvent(seeded.subscriberId)).delivered).toBe(true);
  });
});

describe('stock assigned', () => {
  it('tells a subscriber of STOCK_ASSIGNED which device an ASSIGN_STOCK step took for the order', async () => {
    const { operator } = reverse;
    const definition: WorkflowDefinition = {
      failurePolicy: 'PARK',
      steps: [
        { id: 'start', kind: 'START', name: 'Start' },
        { id: 'assignOnt', kind: 'TASK', name: 'Assign ONT', taskTemplate: 'Assign ONT' },
        { id: 'end', kind: 'END', name: 'End' },
      ],
      edges: [
        { from: 'start', to: 'assignOnt' },
        { from: 'assignOnt', to: 'end' },
      ],
    };
    await offerOperation(operator, 'stock-test', 'ADD', await publishWorkflow(operator, 'Stock only', definition));
    const devices = await reverse.subscribe({
      name: 'Devices',
      url: endpoint.url('/devices'),
      eventTypes: ['STOCK_ASSIGNED'],
    });
    const body = { service: 'stock-test', operation: 'ADD', subscriberKey: 'stock-1', payload: {} };
    const created = expectStatus(await operator.post<Order>(ORDER_PATHS.create, body), 200).body.data;
    const order = await reverse.orders.until(created.orderId, (candidate) => candidate.state !== 'RUNNING');
    expect(order.state).toBe('COMPLETED');
    const [delivery] = await reverse.deliveriesUntil(
      devices.subscriberId,
      (deliveries) => deliveries.some((d) => d.state === 'DELIVERED'),
      'the assignment delivered',
    );
    expect(delivery).toMatchObject({ eventType: 'STOCK_ASSIGNED', orderId: order.orderId, stepId: 'assignOnt' });
    const [call] = endpoint.callsTo('/devices');
    const sent = JSON.parse(call?.body ?? '{}') as {
      type: string;
      data: { engineEvent: string; stock: { serial: string; model: string } };
    };
    expect(sent).toMatchObject({ type: 'STOCK_ASSIGNED', data: { engineEvent: 'TASK_COMPLETED' } });
    expect(sent.data.stock.serial).toMatch(/\S/);
    expect(sent.data.stock.model).toMatch(/\S/);
    expect(verifiesWith(devices.secret ?? '', call as ReceivedCall, reverse.nowSeconds())).toBe(true);
  });
});
