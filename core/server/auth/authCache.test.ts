import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CHANGE_CHANNEL } from '../db/authChangeMigration.ts';
import { openDatabase, type SdpDatabase } from '../db/database.ts';
import { AuthCache, type SessionSnapshot } from './authCache.ts';

/** The cache on a real embedded database; the tests announce changes with pg_notify as the triggers do. */
let database: SdpDatabase;
const started: AuthCache[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((cache) => cache.stop()));
});

afterAll(async () => {
  await database?.close();
});

async function notify(payload: string): Promise<void> {
  await sql`select pg_notify(${AUTH_CHANGE_CHANNEL}, ${payload})`.execute(database.db);
}

function snapshot(overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  return {
    sessionId: 's1',
    tenantId: 'aurora',
    userId: 'u1',
    roleIds: ['r1', 'r2'],
    applicationMode: 'provisioning',
    lastSeenAt: 0,
    idleExpiresAt: 1_000_000,
    absoluteExpiresAt: 2_000_000,
    revoked: false,
    active: true,
    username: 'operator',
    accountId: null,
    idleMinutes: null,
    tenantVersion: 1,
    subject: {
      permissions: {},
      developerAccess: false,
      copyConfiguration: false,
      isPartner: false,
      partnerManagement: false,
    },
    ...overrides,
  };
}

async function startedCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = new AuthCache(database, () => clock.now, options);
  await cache.start();
  started.push(cache);
  const store = (hash: string, value = snapshot()) => cache.put(hash, value, cache.readStarted());
  return { clock, cache, store };
}

describe('AuthCache', () => {
  it('serves what it was given until a change to any of its rows is announced', async () => {
    for (const payload of ['session:s1', 'user:u1', 'role:r2', 'tenant:aurora', 'something-unknown', 'role']) {
      const { cache, store } = await startedCache();
      store('hash-1');
      store('hash-other', snapshot({ sessionId: 's9', userId: 'u9', roleIds: ['r9'], tenantId: 'borealis' }));
      expect(await cache.get('hash-1')).toMatchObject({ sessionId: 's1' });
      await notify(payload);
      expect(await cache.get('hash-1'), payload).toBeUndefined();
      // Only an unreadable payload takes the others with it.
      const othersKept = !['something-unknown', 'role'].includes(payload);
      expect(Boolean(await cache.get('hash-other')), payload).toBe(othersKept);
    }
  });

  it('keeps nothing read while a change was heard', async () => {
    const { cache } = await startedCache();
    expect(cache.stats().listening).toBe(true);
    const readStarted = cache.readStarted();
    await notify('user:someone-else');
    cache.put('hash-1', snapshot(), readStarted);
    expect(await cache.get('hash-1')).toBeUndefined();
  });

  it('lets a snapshot serve for the safety TTL only', async () => {
    const { clock, cache, store } = await startedCache({ ttlMs: 30_000 });
    store('hash-1');
    clock.now = 29_999;
    expect(await cache.get('hash-1')).toBeDefined();
    clock.now = 30_000;
    expect(await cache.get('hash-1')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('drops the oldest snapshot when full', async () => {
    const { cache, store } = await startedCache({ maxEntries: 2 });
    store('hash-1');
    store('hash-2');
    store('hash-3');
    expect(await cache.get('hash-1')).toBeUndefined();
    expect(await cache.get('hash-2')).toBeDefined();
    expect(await cache.get('hash-3')).toBeDefined();
  });
});
