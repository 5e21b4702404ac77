import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PermissionTree } from '../../core/contract/permissions.ts';
import { listenerBackends } from './support/listenerBackends.ts';
import { createDatabase, findPostgresBinaries, startPostgres, type RunningPostgres } from '../support/postgres.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/**
 * Two server processes' runtimes on one PostgreSQL database: what one process changes, the other hears
 * through its own listener. Both run on a fake clock that never moves, so no snapshot ever ages out:
 * only a notification can make process B see a change. On the PGlite pass this file starts its own
 * PostgreSQL.
 */
const adminUrl = inject('databaseUrl');
const canRun = adminUrl !== null || !('missing' in findPostgresBinaries());
/** Long enough for a notification on a busy machine, far shorter than anything else could take. */
const HEARD_WITHIN_MS = 5_000;

let ownPostgres: RunningPostgres | null = null;
let databaseUrl: string;
let a: TestServer;
let b: TestServer;
let adminToken: string;

beforeAll(async () => {
  if (!canRun) return;
  if (adminUrl === null) ownPostgres = await startPostgres();
  databaseUrl = await createDatabase(adminUrl ?? (ownPostgres as RunningPostgres).url, `sdp_two_${process.pid}`);
  a = await startTestServer({ DATABASE_URL: databaseUrl });
  b = await startTestServer({ DATABASE_URL: databaseUrl });
  adminToken = await a.login('admin', TEST_ADMIN_PASSWORD);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await ownPostgres?.stop();
});

const USERS_READ: PermissionTree = { users: '0100' };
const listUsers = (server: TestServer, token: string) =>
  server.request('GET', '/user/getAllUserDetails', { token }).then((response) => response.status);

/** A user with a role of its own (written through A), signed in through B. */
async function holderOnB(username: string) {
  const user = await createUserWithPermissions(a, { tenantId: AURORA, username, permissions: USERS_READ });
  const role = await a.runtime.services.db
    .selectFrom('roles')
    .select(['id', 'version'])
    .where('name', '=', `fixture-${username}`)
    .executeTakeFirstOrThrow();
  const token = await b.login(user.username, user.password);
  expect(await listUsers(b, token)).toBe(200);
  const hits = b.runtime.authCache.stats().hits;
  expect(await listUsers(b, token)).toBe(200);
  expect(b.runtime.authCache.stats().hits, 'B serves the session from its cache').toBeGreaterThan(hits);
  return { ...user, token, role };
}

async function takeUsersAwayThroughA(role: { id: string; version: number }): Promise<void> {
  const edit = await a.request('PUT', '/user/role', {
    token: adminToken,
    body: { roleId: role.id, version: role.version, permissions: { monitor: { orders: '0100' } } },
  });
  expect(edit.status).toBe(200);
}

describe.runIf(canRun)('two processes on one PostgreSQL', () => {
  it('each process listens on one connection of its own, for every channel', async () => {
    expect((await listenerBackends(databaseUrl)).length).toBe(2);
  });

  it('a role edit through process A changes what process B allows', async () => {
    const holder = await holderOnB('two-role');
    await takeUsersAwayThroughA(holder.role);
    await expect.poll(() => listUsers(b, holder.token), { timeout: HEARD_WITHIN_MS, interval: 20 }).toBe(403);
  });

  it('a logout through process A ends the session in process B', async () => {
    const holder = await holderOnB('two-logout');
    const logout = await a.request('POST', '/authentication/logout', {
      token: holder.token,
      body: { tenantId: AURORA, userName: holder.username, token: holder.token },
    });
    expect(logout.status).toBe(200);
    await expect.poll(() => listUsers(b, holder.token), { timeout: HEARD_WITHIN_MS, interval: 20 }).toBe(401);
  });

  it('a lost listener connection empties the cache, and the listener comes back', async () => {
    const holder = await holderOnB('two-lost');
    expect(b.runtime.authCache.stats().entries).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
        await listenerBackends(databaseUrl),
      ]);
    } finally {
      await client.end();
    }
    // Nothing calls B meanwhile: only the lost connection can empty its cache.
    await expect.poll(() => b.runtime.authCache.stats().entries, { timeout: HEARD_WITHIN_MS }).toBe(0);
    await expect.poll(() => b.runtime.authCache.stats().listening, { timeout: HEARD_WITHIN_MS }).toBe(true);
    await expect
      .poll(() => listenerBackends(databaseUrl).then((pids) => pids.length), { timeout: HEARD_WITHIN_MS })
      .toBe(2);

    // The new subscription hears changes as the first one did.
    expect(await listUsers(b, holder.token)).toBe(200);
    expect(await listUsers(b, holder.token)).toBe(200);
    expect(b.runtime.authCache.stats().entries).toBeGreaterThan(0);
    await takeUsersAwayThroughA(holder.role);
    await expect.poll(() => listUsers(b, holder.token), { timeout: HEARD_WITHIN_MS, interval: 20 }).toBe(403);
  });
});
