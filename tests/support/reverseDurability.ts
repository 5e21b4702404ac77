import { expect } from 'vitest';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import type { Delivery, Subscriber } from '../../plugins/reverseSync/contract.ts';
import { DELIVERY_RESOURCE, SUBSCRIBER_RESOURCE } from '../../plugins/reverseSync/paths.ts';
import { LocalSubscriber, type ReceivedCall } from '../../plugins/reverseSync/testing/localSubscriber.ts';
import { api } from './engineProcessApi.ts';
import type { ServerProcess } from './serverProcess.ts';

const PATH = '/durable';
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

/**
 * Reverse sync's promise across a crash, on whichever database the server runs: a subscriber whose slow
 * endpoint keeps deliveries in flight when the process is killed, and the check after the restart that
 * every event reached it, a duplicate only ever with the webhook-id of its first sending.
 */
export class DurableSubscriber {
  private readonly endpoint = new LocalSubscriber();
  private subscriberId = '';
  private receivedAtKill = 0;

  /** Starts the endpoint (each call answered after `delayMs`) and subscribes it to the order events. */
  async subscribe(server: ServerProcess, token: string, delayMs = 400): Promise<void> {
    await this.endpoint.start();
    this.endpoint.answer(PATH, { status: 200, delayMs });
    const subscriber = await api<Subscriber>(server, token, 'POST', SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: 'Durable',
      url: this.endpoint.url(PATH),
      eventTypes: ['ORDER_CREATED', 'ORDER_STATE_CHANGED', 'ORDER_COMPLETED'],
      concurrency: 2,
    });
    this.subscriberId = subscriber.subscriberId;
  }

  /** Waits (at most `seconds`) until a delivery has reached the endpoint, so that the kill catches some in flight. */
  async untilOneArrived(seconds = 5): Promise<void> {
    const end = Date.now() + seconds * 1000;
    while (this.endpoint.callsTo(PATH).length === 0 && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Notes what had arrived when the process is killed: something must have, or the test proves nothing. */
  noteKill(): void {
    this.receivedAtKill = this.endpoint.callsTo(PATH).length;
    expect(this.receivedAtKill).toBeGreaterThan(0);
  }

  /** Waits until every delivery is DELIVERED (at most `seconds`) and checks what the endpoint received. */
  async expectEveryEventDelivered(
    server: ServerProcess,
    token: string,
    orders: ReadonlyMap<string, string>,
    seconds = 120,
  ): Promise<void> {
    const end = Date.now() + seconds * 1000;
    let deliveries: Delivery[] = [];
    for (;;) {
      deliveries = await deliveriesOf(server, token, this.subscriberId);
      if ((deliveries.length > 0 && deliveries.every((d) => d.state === 'DELIVERED')) || Date.now() > end) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(
      deliveries.filter((delivery) => delivery.state !== 'DELIVERED'),
      server.logs(),
    ).toEqual([]);
    expect(this.receivedAtKill).toBeLessThan(deliveries.length);

    const idsByEvent = new Map<string, Set<string>>();
    for (const call of this.endpoint.callsTo(PATH)) {
      const event = eventOf(call).eventId;
      const webhookIds = idsByEvent.get(event) ?? new Set<string>();
      webhookIds.add(String(call.headers['webhook-id']));
      idsByEvent.set(event, webhookIds);
    }
    // Each event reached the endpoint, under one webhook-id however often it came.
    expect([...idsByEvent.values()].filter((webhookIds) => webhookIds.size !== 1)).toEqual([]);
    expect([...idsByEvent.keys()].sort()).toEqual(deliveries.map((delivery) => delivery.eventId).sort());
    for (const delivery of deliveries) {
      expect(idsByEvent.get(delivery.eventId ?? '')).toEqual(new Set([delivery.webhookId]));
    }
    // Every order's creation is among them, and the completion of each that completed.
    for (const [orderId, state] of orders) {
      const types = deliveries.filter((delivery) => delivery.orderId === orderId).map((delivery) => delivery.eventType);
      const owed = state === 'COMPLETED' ? ['ORDER_CREATED', 'ORDER_COMPLETED'] : ['ORDER_CREATED'];
      expect(types).toEqual(expect.arrayContaining(owed));
    }
  }

  stop(): Promise<void> {
    return this.endpoint.stop();
  }
}
