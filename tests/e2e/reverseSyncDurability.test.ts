import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import type { Order } from '../../plugins/engine/public/contract/order.ts';
import { DELIVERY_RESOURCE, SUBSCRIBER_RESOURCE } from '../../plugins/reverseSync/paths.ts';
import type { Delivery, Subscriber } from '../../plugins/reverseSync/contract.ts';
import { LocalSubscriber, type ReceivedCall } from '../../plugins/reverseSync/testing/localSubscriber.ts';
import { api, DURABLE_SERVER_ENV, signIn, simulateLatency, submit } from '../support/engineProcessApi.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/**
 * Reverse sync's promise on the embedded database: a server killed while deliveries are in flight and
 * started again on the same data directory delivers every event, a duplicate only ever with the
 * webhook-id of its first sending.
 */
const running: ServerProcess[] = [];
const dataDirs: string[] = [];
const endpoint = new LocalSubscriber();

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  await endpoint.stop();
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir, env: DURABLE_SERVER_ENV });
  running.push(server);
  return server;
}

const eventOf = (call: ReceivedCall) => (JSON.parse(call.body) as { data: { eventId: string; orderId: string } }).data;

async function deliveriesOf(server: ServerProcess, token: string, subscriberId: string): Promise<Delivery[]> {
  const all: Delivery[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: KeysetPage<Delivery> = await api(
      server,
      token,
      'GET',
      `${DELIVERY_RESOURCE.paths.list}?subscriber=${subscriberId}&limit=200${after}`,
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('reverse sync durability on the embedded database', () => {
  it(
    'delivers every event after the process is killed with deliveries in flight, duplicates keeping their webhook-id',
    { timeout: 240_000 },
    async () => {
      await endpoint.start();
      endpoint.answer('/durable', { status: 200, delayMs: 400 });
      const dataDir = await mkdtemp(join(tmpdir(), 'sdp-reverse-durable-'));
      dataDirs.push(dataDir);
      const first = await start(dataDir);
      const firstToken = await signIn(first);
      const subscriber = await api<Subscriber>(first, firstToken, 'POST', SUBSCRIBER_RESOURCE.paths.create ?? '', {
        name: 'Durable',
        url: endpoint.url('/durable'),
        eventTypes: ['ORDER_CREATED', 'ORDER_STATE_CHANGED', 'ORDER_COMPLETED'],
        concurrency: 2,
      });
      await simulateLatency(first, firstToken, 50);
      const ids = await submit(first, firstToken, 6, '49174');
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const receivedAtKill = endpoint.callsTo('/durable').length;
      await first.kill();
      // The kill must catch deliveries in flight or still owed, or the test proves nothing.
      expect(receivedAtKill).toBeGreaterThan(0);

      const second = await start(dataDir);
      const token = await signIn(second);
      const end = Date.now() + 120_000;
      let deliveries: Delivery[] = [];
      let states: string[] = [];
      for (;;) {
        const orders = await Promise.all(ids.map((id) => api<Order>(second, token, 'GET', `/order/orderinfo/${id}`)));
        deliveries = await deliveriesOf(second, token, subscriber.subscriberId);
        states = orders.map((order) => order.state);
        // The engine may park an order the kill caught mid-call: it is settled once it runs no more.
        const settled = states.every((state) => state !== 'RUNNING');
        if ((settled && deliveries.length > 0 && deliveries.every((d) => d.state === 'DELIVERED')) || Date.now() > end)
          break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(states, second.logs()).not.toContain('RUNNING');
      expect(states).toContain('COMPLETED');
      expect(
        deliveries.filter((delivery) => delivery.state !== 'DELIVERED'),
        second.logs(),
      ).toEqual([]);
      expect(receivedAtKill).toBeLessThan(deliveries.length);

      const calls = endpoint.callsTo('/durable');
      const idsByEvent = new Map<string, Set<string>>();
      for (const call of calls) {
        const event = eventOf(call).eventId;
        const webhookIds = idsByEvent.get(event) ?? new Set<string>();
        webhookIds.add(String(call.headers['webhook-id']));
        idsByEvent.set(event, webhookIds);
      }
      // Each event reached the endpoint, under one webhook-id however often it came.
      expect([...idsByEvent.values()].filter((webhookIds) => webhookIds.size !== 1)).toEqual([]);
      expect([...idsByEvent.keys()].sort()).toEqual(deliveries.map((delivery) => delivery.eventId).sort());
      for (const delivery of deliveries)
        expect(idsByEvent.get(delivery.eventId ?? '')).toEqual(new Set([delivery.webhookId]));
      // Every order's creation is among them, and the completion of each that completed.
      for (const [index, orderId] of ids.entries()) {
        const types = deliveries
          .filter((delivery) => delivery.orderId === orderId)
          .map((delivery) => delivery.eventType);
        const owed = states[index] === 'COMPLETED' ? ['ORDER_CREATED', 'ORDER_COMPLETED'] : ['ORDER_CREATED'];
        expect(types).toEqual(expect.arrayContaining(owed));
      }
    },
  );
});
