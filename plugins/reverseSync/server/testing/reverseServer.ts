import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { fillPath } from '../../../../core/contract/pathTemplate.ts';
import type { PermissionTree } from '../../../../core/contract/permissions.ts';
import { recordPath } from '../../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { until } from '../../../../tests/server/support/until.ts';
import { OrderDriver } from '../../../engine/testing/orderDriver.ts';
import {
  DELIVERY_RESOURCE,
  REVERSE_PATHS,
  SUBSCRIBER_RESOURCE,
  type CreateSubscriber,
  type Delivery,
  type ReverseConfiguration,
  type Subscriber,
} from '../../contract.ts';
import { LocalSubscriber, type ReceivedCall } from '../../testing/localSubscriber.ts';

const OPERATOR: PermissionTree = {
  reverseSync: { subscribers: '1111', events: '1111', configuration: '1111' },
  monitor: { orders: '1111' },
  networks: '1111',
  tasks: '1111',
  workflow: '1111',
  service: '1111',
  translator: '1111',
};

export const bodyOf = (call: ReceivedCall) =>
  JSON.parse(call.body) as { type: string; data: { orderId: string; eventId: string; engineEvent: string } };

/** The operator's setting of the tests' servers: the outside endpoint they post to is on 127.0.0.1. */
export const ENDPOINT_ALLOWED = { SDP_REVERSE_PRIVATE_DESTINATIONS: '127.0.0.1' };

/**
 * One test file's real server on a real database, an outside endpoint on loopback, and an operator with
 * every reverse sync permission: what the reverse sync server tests call it through. Each file that uses
 * it starts its own (in `beforeAll`) and closes it (in `afterAll`); the server lets subscribers reach the
 * endpoint unless `env` sets otherwise.
 */
export class ReverseServer {
  server!: TestServer;
  operator!: Caller;
  orders!: OrderDriver;
  readonly endpoint = new LocalSubscriber();
  private operatorUser!: { username: string; password: string };

  constructor(private readonly env: Record<string, string> = ENDPOINT_ALLOWED) {}

  async start(): Promise<void> {
    this.server = await startTestServer(this.env);
    await this.endpoint.start();
    this.operatorUser = await createUserWithPermissions(this.server, {
      tenantId: AURORA,
      username: 'reverse-operator',
      permissions: OPERATOR,
    });
    await this.advance(0);
  }

  async close(): Promise<void> {
    await this.server?.close();
    await this.endpoint.stop();
  }

  get db() {
    return this.server.runtime.services.db;
  }

  nowSeconds(): number {
    return Math.floor(this.server.clock.now() / 1000);
  }

  async signIn(username: string, permissions: PermissionTree, accountId: string | null = null): Promise<Caller> {
    const user = await createUserWithPermissions(this.server, { tenantId: AURORA, username, permissions, accountId });
    return caller(this.server, await this.server.login(user.username, user.password));
  }

  /** Moves the server's clock on, and signs the operator in again (its session idled out meanwhile). */
  async advance(milliseconds: number): Promise<void> {
    this.server.clock.advance(milliseconds);
    this.operator = caller(
      this.server,
      await this.server.login(this.operatorUser.username, this.operatorUser.password),
    );
    this.orders = new OrderDriver(this.operator);
  }

  async subscribe(fields: Partial<CreateSubscriber> & Pick<CreateSubscriber, 'name' | 'url'>): Promise<Subscriber> {
    const body = { eventTypes: ['ORDER_COMPLETED'], ...fields };
    const created = await this.operator.post<Subscriber>(SUBSCRIBER_RESOURCE.paths.create ?? '', body);
    return expectStatus(created, 200).body.data;
  }

  readSubscriber(api: Caller, subscriberId: string) {
    return api.get<Subscriber>(recordPath(SUBSCRIBER_RESOURCE, 'get', subscriberId));
  }

  async deliveriesOf(subscriberId: string): Promise<Delivery[]> {
    const page = await this.operator.get<KeysetPage<Delivery>>(
      `${DELIVERY_RESOURCE.paths.list}?subscriber=${subscriberId}&limit=100`,
    );
    return expectStatus(page, 200).body.data.items;
  }

  deliveriesUntil(subscriberId: string, done: (deliveries: Delivery[]) => boolean, what: string) {
    return until(() => this.deliveriesOf(subscriberId), done, what);
  }

  /** Runs a mobile ADD order to COMPLETED and waits until the dispatcher has read every one of its events. */
  async completedOrder(msisdn: string): Promise<string> {
    const created = await this.orders.create('ADD', msisdn);
    const order = await this.orders.until(created.orderId, (candidate) => candidate.state !== 'RUNNING');
    expect(order.state).toBe('COMPLETED');
    await this.eventsRead(order.orderId);
    return order.orderId;
  }

  /** Waits until the dispatcher has read every event the order has so far (and made their deliveries). */
  async eventsRead(orderId: string): Promise<void> {
    await until(
      async () => {
        const { rows } = await sql<{ unread: number }>`select count(*)::int as unread
          from order_events e join reverse_cursors c on c.tenant_id = e.tenant_id
          where e.order_id = ${orderId}
            and (e.tx, e.id) > (split_part(c.position, ':', 1)::xid8, split_part(c.position, ':', 2)::bigint)`.execute(
          this.db,
        );
        return rows[0]?.unread ?? 1;
      },
      (unread) => unread === 0,
      `the reverse sync cursor to pass the events of order ${orderId}`,
    );
  }

  async configure(change: Partial<ReverseConfiguration>): Promise<ReverseConfiguration> {
    const read = await this.operator.get<ReverseConfiguration>(REVERSE_PATHS.configuration);
    const body = { ...expectStatus(read, 200).body.data, ...change };
    return expectStatus(await this.operator.put<ReverseConfiguration>(REVERSE_PATHS.configuration, body), 200).body
      .data;
  }

  async sendTestEvent(subscriberId: string) {
    const response = await this.operator.post<{ delivered: boolean; attempt: Delivery['attempts'][number] }>(
      fillPath(REVERSE_PATHS.sendTestEvent, { subscriberId }),
    );
    return expectStatus(response, 200).body.data;
  }
}

/** A `ReverseServer` started before the file's tests and closed after them. */
export function reverseServerOfFile(env?: Record<string, string>): ReverseServer {
  const reverse = new ReverseServer(env);
  beforeAll(() => reverse.start());
  afterAll(() => reverse.close());
  return reverse;
}
