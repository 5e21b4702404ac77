import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type SdpDatabase } from '../../core/server/db/database.ts';
import type { NotificationHandlers } from '../../core/server/db/notifications.ts';
import { listenerBackends } from './support/listenerBackends.ts';
import { createDatabase } from '../support/postgres.ts';
import { emptyDatabaseSnapshot } from './support/testServer.ts';

/** One process's listeners on the database it runs on (PGlite, or PostgreSQL on the suite's PostgreSQL pass). */
const adminUrl = inject('databaseUrl');
const HEARD_WITHIN_MS = 5_000;
let counter = 0;
let database: SdpDatabase | null = null;
let databaseUrl: string | null = null;

async function freshDatabase(): Promise<SdpDatabase> {
  counter += 1;
  databaseUrl = adminUrl ? await createDatabase(adminUrl, `sdp_listen_${process.pid}_${counter}`) : null;
  database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  return database;
}

afterEach(async () => {
  await database?.close();
  database = null;
});

function recorder(log: string[], name: string): NotificationHandlers {
  return {
    notified: (payload) => log.push(`${name} heard ${payload}`),
    connected: () => log.push(`${name} connected`),
    lost: () => log.push(`${name} lost`),
  };
}

const notify = (db: SdpDatabase, channel: string, payload: string) =>
  sql`select pg_notify(${channel}, ${payload})`.execute(db.db);

describe('listening on several channels', () => {
  it('hands each channel to its own listeners only, and a closed listener hears nothing more', async () => {
    const db = await freshDatabase();
    const log: string[] = [];
    const hub = await db.listen('sdp_test_orders', recorder(log, 'hub'));
    await db.listen('sdp_test_orders', recorder(log, 'dispatcher'));
    await db.listen('sdp_test_auth', recorder(log, 'cache'));
    log.length = 0;

    await notify(db, 'sdp_test_orders', 'aurora');
    await notify(db, 'sdp_test_auth', 'token');
    await hub.sync();
    await expect
      .poll(() => [...log].sort(), { timeout: HEARD_WITHIN_MS })
      .toEqual(['cache heard token', 'dispatcher heard aurora', 'hub heard aurora']);

    await hub.close();
    log.length = 0;
    await notify(db, 'sdp_test_orders', 'borealis');
    await expect.poll(() => log, { timeout: HEARD_WITHIN_MS }).toEqual(['dispatcher heard borealis']);
  });

  it.runIf(adminUrl !== null)('listens on one connection, which comes back with every channel', async () => {
    const db = await freshDatabase();
    const log: string[] = [];
    await db.listen('sdp_test_orders', recorder(log, 'hub'));
    const cache = await db.listen('sdp_test_auth', recorder(log, 'cache'));
    const [backend, ...others] = await listenerBackends(databaseUrl ?? '');
    expect(others).toEqual([]);
    log.length = 0;

    const admin = new pg.Client({ connectionString: databaseUrl ?? '' });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [backend]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => cache.connected, { timeout: HEARD_WITHIN_MS }).toBe(false);
    await expect.poll(() => cache.connected, { timeout: HEARD_WITHIN_MS }).toBe(true);
    expect(log).toEqual(['hub lost', 'cache lost', 'hub connected', 'cache connected']);
    expect(await listenerBackends(databaseUrl ?? '')).toHaveLength(1);

    log.length = 0;
    await notify(db, 'sdp_test_orders', 'aurora');
    await notify(db, 'sdp_test_auth', 'token');
    await cache.sync();
    expect(log).toEqual(['hub heard aurora', 'cache heard token']);
  });
});
