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
 * every event reached it, a duplicate only ever with the webhook-id of its first sending. It asserts by
 * throwing, so the recovery bench runs it outside the test runner too.
 */
export class DurableSubscriber {
  private readonly endpoint = new LocalSubscriber();
  private subscriberId = '';
  private receivedAtKill = 0;

  /**
   * Starts the endpoint (each call answered after `delayMs`) and subscribes it to the order events, at most
   * `concurrency` deliveries in flight.
   */
  async subscribe(server: ServerProcess, token: string, delayMs = 400, concurrency = 2): Promise<void> {
    await this.endpoint.start();
    this.endpoint.answer(PATH, { status: 200, delayMs });
    const subscriber = await api<Subscriber>(server, token, 'POST', SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: 'Durable',
      url: this.endpoint.url(PATH),
      eventTypes: ['ORDER_CREATED', 'ORDER_STATE_CHANGED', 'ORDER_COMPLETED'],
      concurrency,
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
    if (this.receivedAtKill === 0) throw new Error('No delivery had arrived when the process was killed');
  }

  /** Waits until every delivery is DELIVERED (at most `seconds`) and checks what the endpoint received. */
  async expectEveryEventDelivered(
    server: ServerProcess,
    token: string,
    orders: ReadonlyMap<string, string>,
    seconds = 120,
  ): Promise<void> {
    const problems = await this.deliveryProblems(server, token, orders, seconds);
    if (problems.length > 0) throw new Error(`${problems.join('\n')}\n--- server logs ---\n${server.logs()}`);
  }

  /**
   * What went wrong with the deliveries, in words, once every one is DELIVERED (or `seconds` passed): none
   * left undelivered, each event received under the one webhook-id of its delivery, and each order's
   * creation (and completion, for a completed order) among them.
   */
  async deliveryProblems(
    server: ServerProcess,
    token: string,
    orders: ReadonlyMap<string, string>,
    seconds = 120,
  ): Promise<string[]> {
    const end = Date.now() + seconds * 1000;
    let deliveries: Delivery[] = [];
    for (;;) {
      deliveries = await deliveriesOf(server, token, this.subscriberId);
      if ((deliveries.length > 0 && deliveries.every((d) => d.state === 'DELIVERED')) || Date.now() > end) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const problems = deliveries
      .filter((delivery) => delivery.state !== 'DELIVERED')
      .map((delivery) => `delivery ${delivery.deliveryId} (${delivery.eventType}) is ${delivery.state}`);
    if (this.receivedAtKill >= deliveries.length) problems.push('nothing was delivered after the kill');

    const idsByEvent = new Map<string, Set<string>>();
    for (const call of this.endpoint.callsTo(PATH)) {
      const event = eventOf(call).eventId;
      const webhookIds = idsByEvent.get(event) ?? new Set<string>();
      webhookIds.add(String(call.headers['webhook-id']));
      idsByEvent.set(event, webhookIds);
    }
    // Each event reached the endpoint, under one webhook-id however often it came: its delivery's.
    for (const [event, webhookIds] of idsByEvent) {
      if (webhookIds.size !== 1) problems.push(`event ${event} came under ${webhookIds.size} webhook-ids`);
    }
    for (const delivery of deliveries) {
      const received = idsByEvent.get(delivery.eventId ?? '');
      if (!received) problems.push(`event ${delivery.eventId} (${delivery.eventType}) never reached the endpoint`);
      else if (!received.has(delivery.webhookId))
        problems.push(`event ${delivery.eventId} came under another webhook-id`);
    }
    const delivered = new Set(deliveries.map((delivery) => delivery.eventId));
    for (const event of idsByEvent.keys()) {
      if (!delivered.has(event)) problems.push(`event ${event} reached the endpoint without a delivery`);
    }
    // Every order's creation is among them, and the completion of each that completed.
    for (const [orderId, state] of orders) {
      const types = new Set(deliveries.filter((delivery) => delivery.orderId === orderId).map((d) => d.eventType));
      const owed = state === 'COMPLETED' ? ['ORDER_CREATED', 'ORDER_COMPLETED'] : ['ORDER_CREATED'];
      for (const type of owed) if (!types.has(type)) problems.push(`order ${orderId} has no ${type} delivery`);
    }
    return problems;
  }

  stop(): Promise<void> {
    return this.endpoint.stop();
  }
}
