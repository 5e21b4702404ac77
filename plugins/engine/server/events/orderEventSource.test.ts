import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { commitOutOfOrder } from '../../../../tests/server/support/commitOutOfOrder.ts';
import { AURORA, BOREALIS } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import type { FeedEvent } from '../../public/server/OrderEventFeed.ts';
import { orderEventSource as feed } from './orderEventSource.ts';

/** The order event feed other plugins follow (reverse sync, notifications): every event once, none passed over. */
let server: TestServer;
let db: Kysely<CoreDatabase>;
const orderOf: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  db = server.runtime.services.db;
  for (const tenantId of [AURORA, BOREALIS]) {
    const { rows } = await sql<{ id: string }>`select id from orders where tenant_id = ${tenantId} limit 1`.execute(db);
    expect(rows[0], `a seeded order of ${tenantId}`).toBeDefined();
    orderOf[tenantId] = rows[0]?.id ?? '';
  }
});

afterAll(async () => {
  await server?.close();
});

async function writeEvent(trx: Kysely<CoreDatabase>, tenantId: string = AURORA): Promise<string> {
  const { rows } = await sql<{ id: string }>`insert into order_events (tenant_id, order_id, type, actor)
    values (${tenantId}, ${orderOf[tenantId]}, 'FEED_TEST', 'feed-test') returning id::text as id`.execute(trx);
  return rows[0]?.id ?? '';
}

/** Reads on from `position` until nothing is left; answers what was read and where it stopped. */
async function readOn(position: string, limit = 100): Promise<{ events: FeedEvent[]; position: string }> {
  const events: FeedEvent[] = [];
  for (;;) {
    const page = await feed.after(db, AURORA, position, limit);
    events.push(...page);
    const last = page.at(-1);
    if (!last) return { events, position };
    position = last.position;
  }
}

/**
 * Waits until the event is settled: no transaction that began before its own still runs, anywhere in the
 * cluster (on PostgreSQL other test databases' transactions count too).
 */
async function untilSettled(eventId: string): Promise<void> {
  const end = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ settled: boolean }>`select tx < pg_snapshot_xmin(pg_current_snapshot()) as settled
      from order_events where id = ${eventId}`.execute(db);
    if (rows[0]?.settled) return;
    if (Date.now() > end) throw new Error(`event ${eventId} did not settle within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const testEventIds = (events: readonly FeedEvent[]) =>
  events.filter((event) => event.type === 'FEED_TEST').map((event) => event.eventId);

/**
 * Reads on until `count` test events have come (at most 10 s): an event comes once every transaction that
 * began before its own has ended — on PostgreSQL that includes other databases' transactions.
 */
async function readUntil(position: string, count: number, limit = 100) {
  const events: FeedEvent[] = [];
  const end = Date.now() + 10_000;
  for (;;) {
    const read = await readOn(position, limit);
    events.push(...read.events);
    position = read.position;
    if (testEventIds(events).length >= count || Date.now() > end) return { events, position };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the order event feed', () => {
  it('reads the tenant’s events after a position once each and in order, none settled before a new reader started', async () => {
    const before = await db.transaction().execute((trx) => writeEvent(trx));
    // An event of a transaction that is not settled yet still comes to a new reader: never passed over.
    await untilSettled(before);
    const start = await feed.latestPosition(db, AURORA);
    const written: string[] = [];
    for (let index = 0; index < 3; index += 1) written.push(await db.transaction().execute((trx) => writeEvent(trx)));
    await db.transaction().execute((trx) => writeEvent(trx, BOREALIS));

    const read = await readUntil(start, 3, 2);
    expect(testEventIds(read.events)).toEqual(written);
    expect(testEventIds(read.events)).not.toContain(before);
    expect(read.events.every((event) => event.tenantId === AURORA)).toBe(true);
    expect(testEventIds((await readOn(read.position)).events)).toEqual([]);
  });

  it('refuses a position it did not give', async () => {
    await expect(feed.after(db, AURORA, '12', 10)).rejects.toThrow(/Not an event position/);
  });

  // One connection (PGlite) runs one transaction at a time; on PostgreSQL a later transaction can commit first.
  it.runIf(process.env.SDP_TEST_DB === 'postgres')(
    'never passes over an event whose transaction commits after a later one’s',
    async () => {
      const start = await feed.latestPosition(db, AURORA);
      let whileRunning = { events: [] as FeedEvent[], position: start };
      const [firstId, secondId] = await commitOutOfOrder(db, writeEvent, async () => {
        // The second is committed, the first still running: a reader going on from ids alone would read the
        // second, move past the first's id and never see it.
        whileRunning = await readOn(start);
        expect(testEventIds(whileRunning.events)).toEqual([]);
      });
      expect(BigInt(firstId)).toBeLessThan(BigInt(secondId));
      const afterCommit = await readUntil(whileRunning.position, 2);
      expect(testEventIds([...whileRunning.events, ...afterCommit.events])).toEqual([firstId, secondId]);
    },
  );
});
