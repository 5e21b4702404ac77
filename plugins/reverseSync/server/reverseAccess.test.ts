import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../tests/server/support/fixtures.ts';
import { DELIVERY_RESOURCE, REVERSE_PATHS, SUBSCRIBER_RESOURCE, type Delivery, type Subscriber } from '../contract.ts';
import { reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * What reverse sync lets through: destinations it refuses to call, partner scope, each route's permission
 * key, and bad input answered with the field it is about.
 */
const reverse = reverseServerOfFile();
const { endpoint } = reverse;

describe('destinations', () => {
  it('calls a loopback address the operator’s setting allows, and still no private one it leaves out', async () => {
    const allowed = await reverse.subscribe({ name: 'Allowed loopback', url: endpoint.url('/allowed') });
    expect(await reverse.sendTestEvent(allowed.subscriberId)).toMatchObject({ delivered: true });
    expect(endpoint.callsTo('/allowed')).toHaveLength(1);
    const privateNetwork = await reverse.operator.post(SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: 'Private network',
      url: 'http://10.20.30.40/hook',
      eventTypes: ['ORDER_COMPLETED'],
    });
    expect(expectStatus(privateNetwork, 400).body.errorDescription).toMatch(
      /body\.url: 10\.20\.30\.40 is a private address\. .*SDP_REVERSE_PRIVATE_DESTINATIONS/,
    );
  });
});

describe('permissions, scope and input', () => {
  it('keeps a partner user to its account’s subscribers, and to its account’s orders', async () => {
    const { operator } = reverse;
    const ownAccount = await reverse.subscribe({ name: 'NW portal', url: endpoint.url('/nw'), accountId: 'ACC-NW' });
    const tenantWide = await reverse.subscribe({ name: 'Tenant wide', url: endpoint.url('/tenant') });
    const partner = await reverse.signIn(
      'reverse-partner',
      { reverseSync: { subscribers: '1111', events: '1111' } },
      'ACC-NW',
    );
    // Partner management off (the seed's): partner users have no reverse sync at all.
    expectStatus(await partner.get(`${SUBSCRIBER_RESOURCE.paths.list}?limit=1`), 403);
    expectStatus(await partner.get(`${DELIVERY_RESOURCE.paths.list}?limit=1`), 403);
    await reverse.db
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
    expectStatus(await reverse.readSubscriber(partner, tenantWide.subscriberId), 404);
    expectStatus(
      await partner.post(fillPath(REVERSE_PATHS.sendTestEvent, { subscriberId: tenantWide.subscriberId })),
      404,
    );
    const replayAll = { subscriberId: tenantWide.subscriberId, since: new Date(0).toISOString(), dryRun: true };
    expectStatus(await partner.post(REVERSE_PATHS.replayFailed, replayAll), 404);
    const { rows } = await sql<{
      id: string;
    }>`select id from orders where tenant_id = ${AURORA} and account_id is null limit 1`.execute(reverse.db);
    expectStatus(await partner.get(fillPath(REVERSE_PATHS.orderDeliveries, { orderId: rows[0]?.id ?? '' })), 404);
    expectStatus(await operator.get(fillPath(REVERSE_PATHS.orderDeliveries, { orderId: rows[0]?.id ?? '' })), 200);
    const deliveries = expectStatus(
      await partner.get<KeysetPage<Delivery>>(`${DELIVERY_RESOURCE.paths.list}?limit=100`),
      200,
    );
    expect(deliveries.body.data.items.every((delivery) => delivery.accountId === 'ACC-NW')).toBe(true);
  });

  it('enforces each route’s key: reading events is not changing subscribers or replaying', async () => {
    const reader = await reverse.signIn('reverse-reader', { reverseSync: { events: '0100' } });
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

  it('filters deliveries by orderNumber, and sorts them by order, a direction', async () => {
    const list = async (query: string) =>
      expectStatus(await reverse.operator.get<KeysetPage<Delivery>>(`${DELIVERY_RESOURCE.paths.list}?${query}`), 200)
        .body.data.items;
    const newest = await list('limit=100');
    const orderNumber = newest.find((delivery) => delivery.orderNumber !== null)?.orderNumber ?? '';
    expect(orderNumber).not.toBe('');
    const ofOrder = await list(`orderNumber=${encodeURIComponent(orderNumber)}&limit=100`);
    expect(ofOrder.length).toBeGreaterThan(0);
    expect(ofOrder.every((delivery) => delivery.orderNumber?.includes(orderNumber))).toBe(true);
    const oldest = await list('order=asc&limit=100');
    expect(oldest.length).toBeGreaterThan(1);
    const times = oldest.map((delivery) => delivery.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('answers bad input with a 400 naming the field', async () => {
    const { operator } = reverse;
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
    const sorted = await operator.get(`${DELIVERY_RESOURCE.paths.list}?order=zzz`);
    expect(expectStatus(sorted, 400).body.errorDescription).toMatch(/query\.order/);
    const replay = await operator.post(REVERSE_PATHS.replayFailed, {
      subscriberId: crypto.randomUUID(),
      since: 'yesterday',
    });
    expectStatus(replay, 400);
    expect(JSON.stringify(replay.body)).toContain('since');
  });
});
