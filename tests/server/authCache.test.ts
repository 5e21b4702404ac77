import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../core/contract/auth.ts';
import { STYLE_VERSION_HEADER } from '../../core/contract/http.ts';
import type { PermissionTree } from '../../core/contract/permissions.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/**
 * Each process keeps the callers of its sessions; any change to who may do what shows on the very next
 * request, whoever wrote it: a route of the API, or a statement straight to the database.
 */
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin', TEST_ADMIN_PASSWORD);
});

afterAll(async () => {
  await server?.close();
});

const USERS_READ: PermissionTree = { users: '0100' };
const db = () => server.runtime.services.db;
const me = (token: string) =>
  server.request<UserInfo>('POST', '/authentication/getUserAndRole/provisioning', { token, body: {} });
const listUsers = (token: string) => server.request('GET', '/user/getAllUserDetails', { token });

/** A user holding one role of its own; returns its token and the role's id. */
async function userWithRole(username: string, permissions: PermissionTree) {
  const user = await createUserWithPermissions(server, { tenantId: AURORA, username, permissions });
  const role = await db()
    .selectFrom('roles')
    .select(['id', 'version'])
    .where('name', '=', `fixture-${username}`)
    .executeTakeFirstOrThrow();
  return { ...user, roleId: role.id, token: await server.login(user.username, user.password) };
}

/** Calls `call` twice and checks the second answer came from the cache. */
async function servedFromCache(call: () => Promise<{ status: number }>, status: number): Promise<void> {
  expect((await call()).status).toBe(status);
  const before = server.runtime.authCache.stats();
  expect((await call()).status).toBe(status);
  expect(server.runtime.authCache.stats().hits).toBeGreaterThan(before.hits);
}

describe('the session cache', () => {
  it('serves a session from the cache while nothing about it changes', async () => {
    expect(server.runtime.authCache.stats().listening).toBe(true);
    const { token } = await userWithRole('cache-reader', USERS_READ);
    const misses = server.runtime.authCache.stats().misses;
    for (let call = 0; call < 5; call += 1) expect((await listUsers(token)).status).toBe(200);
    // The first call after sign-in reads the database (sign-in wrote the user row); the others do not.
    expect(server.runtime.authCache.stats().misses - misses).toBeLessThanOrEqual(1);
  });

  it('ends a session on the very next request after its logout', async () => {
    const { token, username } = await userWithRole('cache-logout', USERS_READ);
    await servedFromCache(() => me(token), 200);
    const logout = await server.request('POST', '/authentication/logout', {
      token,
      body: { tenantId: AURORA, userName: username, token },
    });
    expect(logout.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('applies a role edited through the API on its holder’s very next request', async () => {
    const holder = await userWithRole('cache-role-edit', USERS_READ);
    await servedFromCache(() => listUsers(holder.token), 200);
    const { version } = await db()
      .selectFrom('roles')
      .select('version')
      .where('id', '=', holder.roleId)
      .executeTakeFirstOrThrow();
    const edit = await server.request('PUT', '/user/role', {
      token: adminToken,
      body: { roleId: holder.roleId, version, permissions: { monitor: { orders: '0100' } } },
    });
    expect(edit.status).toBe(200);
    expect((await listUsers(holder.token)).status).toBe(403);
    expect((await me(holder.token)).body.data.permissions).toEqual({ monitor: { orders: '0100' } });
  });

  it('refuses a user disabled by any writer, even straight in the database', async () => {
    const { token } = await userWithRole('cache-disabled', USERS_READ);
    await servedFromCache(() => me(token), 200);
    await db().updateTable('users').set({ status: 'DISABLED' }).where('username', '=', 'cache-disabled').execute();
    expect((await me(token)).status).toBe(401);
  });

  it('applies a role given or taken in the database on the next request', async () => {
    const holder = await userWithRole('cache-role-given', {});
    await servedFromCache(() => listUsers(holder.token), 403);
    const reader = await db()
      .insertInto('roles')
      .values({ tenant_id: AURORA, name: 'cache-readers', permissions: JSON.stringify(USERS_READ) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'cache-role-given')
      .executeTakeFirstOrThrow();
    await db().insertInto('user_roles').values({ tenant_id: AURORA, user_id: user.id, role_id: reader.id }).execute();
    expect((await listUsers(holder.token)).status).toBe(200);
    await db().deleteFrom('user_roles').where('role_id', '=', reader.id).execute();
    expect((await listUsers(holder.token)).status).toBe(403);
  });

  it('ends the other sessions of a user who changed the password, at once', async () => {
    const user = await userWithRole('cache-password', USERS_READ);
    const other = await server.login(user.username, user.password);
    await servedFromCache(() => me(other), 200);
    const change = await server.request('PUT', '/authentication/changePassword', {
      token: user.token,
      body: { username: user.username, currentPassword: user.password, newPassword: 'Changed#Password-2026' },
    });
    expect(change.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
  });

  it("follows a change of the tenant's settings on the next request", async () => {
    const { token } = await userWithRole('cache-tenant', USERS_READ);
    const styleVersion = async () => Number((await me(token)).headers.get(STYLE_VERSION_HEADER));
    const before = await styleVersion();
    expect(await styleVersion()).toBe(before);
    await servedFromCache(() => me(token), 200);
    // What the settings screen does when partner management is switched: the flag and the version.
    await db()
      .updateTable('tenants')
      .set((eb) => ({ partner_management: eb.not('partner_management'), version: eb('version', '+', 1) }))
      .where('id', '=', AURORA)
      .execute();
    try {
      expect(await styleVersion()).toBe(before + 1);
    } finally {
      await db()
        .updateTable('tenants')
        .set((eb) => ({ partner_management: eb.not('partner_management') }))
        .where('id', '=', AURORA)
        .execute();
    }
  });
});
