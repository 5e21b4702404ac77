import { sql } from 'kysely';
import { ORDER_EVENTS_CHANNEL } from './OrderEventHub.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PROVIDER, API_BASE, PROVIDER_HEADER } from '../../../../core/contract/http.ts';
import {
  ORDER_PATHS,
  type Order,
  type OrderEvent,
  type OrderScreen,
  type OrderStreamEvent,
} from '../../public/contract/order.ts';
import { fillPath } from '../../../../core/contract/pathTemplate.ts';
import { SIMULATED_ELEMENTS, SIMULATOR_PATHS } from '../../public/contract/simulator.ts';
import { caller, expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { commitOutOfOrder } from '../../../../tests/server/support/commitOutOfOrder.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';

/** The live order feed as server-sent events over real HTTP. */
let server: TestServer;
const tokens: Record<string, string> = {};
let operator: Caller;
let partner: Caller;

async function signIn(tenantId: string, username: string, accountId: string | null = null): Promise<string> {
  const user = await createUserWithPermissions(server, {
    tenantId,
    username,
    accountId,
    permissions: { monitor: { orders: '1111' }, networks: '1111' },
  });
  return server.login(user.username, user.password);
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.operator = await signIn(AURORA, 'stream-operator');
  tokens.partner = await signIn(AURORA, 'stream-partner', 'ACC-NW-S');
  tokens.foreigner = await signIn(BOREALIS, 'stream-foreigner');
  operator = caller(server, tokens.operator);
  partner = caller(server, tokens.partner);
  for (const element of SIMULATED_ELEMENTS) {
    expectStatus(await operator.put(SIMULATOR_PATHS.elements, { element, latencyMs: 0, failureRate: 0 }), 200);
  }
});

afterAll(async () => {
  await server?.close();
});

interface Received {
  id: string;
  type: string;
  data: OrderStreamEvent;
}

/** Opens the stream and collects its events until `done` holds (or 20 s pass). */
async function collect(
  token: string,
  query: string,
  headers: Record<string, string>,
  done: (events: Received[]) => boolean,
  whileOpen: () => Promise<void> = async () => undefined,
): Promise<Received[]> {
  const abort = new AbortController();
  const response = await fetch(`${server.baseUrl}${API_BASE}${ORDER_PATHS.stream}${query}`, {
    headers: { [PROVIDER_HEADER]: CONSOLE_PROVIDER, authorization: `Bearer ${token}`, ...headers },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: Received[] = [];
  let buffer = '';
  const timer = setTimeout(() => abort.abort(), 20_000);
  const reading = (async () => {
    try {
      while (!done(events)) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.data)
            events.push({ id: fields.id ?? '', type: fields.event ?? '', data: JSON.parse(fields.data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  await whileOpen();
  await reading;
  clearTimeout(timer);
  abort.abort();
  return events;
}

const order = (api: Caller, msisdn: string) =>
  api.post<Order>(ORDER_PATHS.create, {
    service: 'mobile-postpaid',
    operation: 'ADD',
    payload: { msisdn, iccid: `8949${msisdn}`, plan: 'S' },
  });

const completedOf = (orderId: string) => (events: Received[]) =>
  events.some((event) => event.data.orderId === orderId && event.data.type === 'ORDER_COMPLETED');

describe('order stream', () => {
  let created: Order;

  it('pushes each event of a new order as it happens, with the order’s number and state', async () => {
    let orderId = '';
    const events = await collect(
      tokens.operator ?? '',
      '',
      {},
      (seen) => completedOf(orderId)(seen),
      async () => {
        created = expectStatus(await order(operator, '491703330001'), 200).body.data;
        orderId = created.orderId;
      },
    );
    const mine = events.filter((event) => event.data.orderId === created.orderId);
    expect(mine[0]?.data).toMatchObject({ type: 'ORDER_CREATED', orderNumber: created.orderNumber });
    expect(mine.at(-1)?.data).toMatchObject({ type: 'ORDER_COMPLETED', orderState: 'COMPLETED' });
    // Each id is where the stream got to: the event's transaction, then its id.
    expect(mine.every((event) => event.type === 'order-event' && /^\d+:\d+$/.test(event.id))).toBe(true);
    expect(mine.every((event) => event.id.endsWith(`:${event.data.eventId}`))).toBe(true);
    const positions = mine.map((event) => event.id.split(':').map(BigInt) as [bigint, bigint]);
    const inOrder = [...positions].sort(([txA, idA], [txB, idB]) =>
      txA === txB ? Number(idA - idB) : Number(txA - txB),
    );
    expect(inOrder).toEqual(positions);
  });

  // One connection (PGlite) runs one transaction at a time; on PostgreSQL a later transaction can commit first.
  it.runIf(process.env.SDP_TEST_DB === 'postgres')(
    'sends an event whose transaction commits after a later one’s',
    async () => {
      const db = server.runtime.services.db;
      const write = (trx: typeof db) =>
        sql<{ id: string }>`with event as (insert into order_events (tenant_id, order_id, type, actor)
            values (${AURORA}, ${created.orderId}, 'STREAM_TEST', 'stream-test') returning id)
          select id::text as id, pg_notify(${ORDER_EVENTS_CHANNEL}, ${AURORA}) from event`
          .execute(trx)
          .then(({ rows }) => rows[0]?.id ?? '');
      let ids: string[] = [];
      const events = await collect(
        tokens.operator ?? '',
        `?orderId=${created.orderId}`,
        {},
        (seen) => seen.filter((event) => event.data.type === 'STREAM_TEST').length === 2,
        async () => {
          // The stream is woken by the second's commit while the first still runs.
          ids = await commitOutOfOrder(db, write, () => new Promise((resolve) => setTimeout(resolve, 500)));
        },
      );
      expect(events.filter((event) => event.data.type === 'STREAM_TEST').map((event) => event.data.eventId)).toEqual(
        ids,
      );
    },
  );

  it('resumes after Last-Event-ID with what it missed, for one order', async () => {
    const all = await collect(
      tokens.operator ?? '',
      `?orderId=${created.orderId}&lastEventId=0`,
      {},
      completedOf(created.orderId),
    );
    const first = all[0];
    expect(first?.data.type).toBe('ORDER_CREATED');
    const rest = await collect(
      tokens.operator ?? '',
      `?orderId=${created.orderId}`,
      { 'last-event-id': first?.id ?? '' },
      completedOf(created.orderId),
    );
    expect(rest.map((event) => event.id)).toEqual(all.slice(1).map((event) => event.id));
  });

  it('resumes from the position the order screen was read at with what happened after, and nothing it had', async () => {
    const opened = expectStatus(
      await operator.get<OrderScreen>(fillPath(ORDER_PATHS.screen, { orderId: created.orderId })),
      200,
    ).body.data;
    const comment = expectStatus(
      await operator.post<OrderEvent>(ORDER_PATHS.comment, {
        orderId: created.orderId,
        text: 'Written after the read',
      }),
      200,
    ).body.data;
    const events = await collect(
      tokens.operator ?? '',
      `?orderId=${created.orderId}&lastEventId=${encodeURIComponent(opened.position)}`,
      {},
      (seen) => seen.some((event) => event.data.eventId === comment.eventId),
    );
    expect(opened.events.map((event) => event.eventId)).not.toContain(comment.eventId);
    expect(events.map((event) => event.data.eventId)).toEqual([comment.eventId]);
  });

  it('shows a partner only its accounts’ orders, and refuses another tenant’s order', async () => {
    let partnerOrder = '';
    let tenantOrder = '';
    const events = await collect(
      tokens.partner ?? '',
      '',
      {},
      (seen) => completedOf(partnerOrder)(seen),
      async () => {
        tenantOrder = expectStatus(await order(operator, '491703330002'), 200).body.data.orderId;
        partnerOrder = expectStatus(await order(partner, '491703330003'), 200).body.data.orderId;
      },
    );
    expect(events.some((event) => event.data.orderId === partnerOrder)).toBe(true);
    expect(events.some((event) => event.data.orderId === tenantOrder)).toBe(false);

    const foreign = await fetch(`${server.baseUrl}${API_BASE}${ORDER_PATHS.stream}?orderId=${created.orderId}`, {
      headers: { [PROVIDER_HEADER]: CONSOLE_PROVIDER, authorization: `Bearer ${tokens.foreigner ?? ''}` },
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { status: string }).status).toBe('Failed');
  });
});
