import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetails } from '../../plugins/users/contract.ts';
import { demoPassword } from './support/fixtures.ts';
import {
  NEW_USER_PASSWORD,
  addUser,
  auditOf,
  bulkUsers,
  caller,
  choosePassword,
  expectStatus,
  mailedLinkToken,
  roleNamed,
  userPage,
  type Caller,
} from './support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/** Creating and editing users, enabling and disabling them in bulk, forced resets and unlocks. */
let server: TestServer;
let admin: Caller;
let borealis: Caller;

beforeAll(async () => {
  // Failed sign-ins below come from distinct addresses, so only the account's own delay builds up.
  server = await startTestServer({ SDP_TRUST_PROXY: '1' });
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  borealis = caller(server, await server.login('borealis-admin', demoPassword('borealis-admin')));
});

afterAll(async () => {
  await server?.close();
});

describe('creating users', () => {
  it('creates a user without a password and mails a link valid 72 hours that sets it', async () => {
    const operatorRole = await roleNamed(admin, 'Operator');
    const created = await addUser(admin, {
      username: 'new-operator',
      email: 'new.operator@example.test',
      firstname: 'Nora',
      lastname: 'New',
      landingPage: '/monitor/worklist',
      roleIds: [operatorRole.roleId],
    });
    expect(created).toMatchObject({
      status: 'ACTIVE',
      passwordPending: true,
      landingPage: '/monitor/worklist',
      version: 1,
    });
    expect(created.roles).toEqual([{ roleId: operatorRole.roleId, name: 'Operator' }]);

    const token = await mailedLinkToken(server, 'new.operator@example.test');
    const info = await server.request<{ expiresAt: number }>('GET', `/authentication/tokenId/${token}`);
    expectStatus(info, 200);
    expect(info.body.data.expiresAt - server.clock.now()).toBe(72 * 60 * 60_000);
    await expect(server.login('new-operator', NEW_USER_PASSWORD)).rejects.toThrow(/401/);

    await choosePassword(server, 'new.operator@example.test');
    const userToken = await server.login('new-operator', NEW_USER_PASSWORD);
    const me = await server.request<{ landingPage: string }>('POST', '/authentication/getUserAndRole', {
      token: userToken,
    });
    expect(me.body.data.landingPage).toBe('/monitor/worklist');
    const details = expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${created.userId}`), 200).body.data;
    expect(details.passwordPending).toBe(false);

    const [entry] = await auditOf(server, created.userId);
    expect(entry).toMatchObject({ entity: 'user', action: 'create', actor_username: 'admin', before: null });
    expect(entry?.after).toMatchObject({ username: 'new-operator', roles: ['Operator'], status: 'ACTIVE' });
  });

  it('refuses taken usernames and emails (409), foreign accounts and roles (400)', async () => {
    const taken = await admin.post('/user/addUser', { username: 'OPERATOR', email: 'x1@example.test', firstname: 'X' });
    expectStatus(taken, 409);
    expect(taken.body.errorDescription).toMatch(/username/);
    const acrossTenants = await admin.post('/user/addUser', {
      username: 'Borealis-Admin',
      email: 'x2@example.test',
      firstname: 'X',
    });
    expectStatus(acrossTenants, 409);
    const email = await admin.post('/user/addUser', {
      username: 'x3',
      email: 'Operator@Aurora.example',
      firstname: 'X',
    });
    expectStatus(email, 409);
    expect(email.body.errorDescription).toMatch(/email/);

    const foreignAccount = await admin.post('/user/addUser', {
      username: 'x4',
      email: 'x4@example.test',
      firstname: 'X',
      accountId: 'ACC-FJ',
    });
    expectStatus(foreignAccount, 400);
    expect(foreignAccount.body.errorDescription).toMatch(/body\.accountId/);
    const borealisRole = (await borealis.get<{ items: { roleId: string }[] }>('/user/getAllRoleDetails')).body.data
      .items[0];
    const foreignRole = await admin.post('/user/addUser', {
      username: 'x5',
      email: 'x5@example.test',
      firstname: 'X',
      roleIds: [borealisRole?.roleId],
    });
    expectStatus(foreignRole, 400);
    expect(foreignRole.body.errorDescription).toMatch(/body\.roleIds/);
    const badLanding = await admin.post('/user/addUser', {
      username: 'x6',
      email: 'x6@example.test',
      firstname: 'X',
      landingPage: '//evil.example/x',
    });
    expectStatus(badLanding, 400);
    const usernames = (await userPage(admin, 'limit=200')).items.map((user) => user.username);
    for (const refused of ['x3', 'x4', 'x5', 'x6']) expect(usernames).not.toContain(refused);
  });

  it('creates partner users with an account of the tenant', async () => {
    const partner = await addUser(admin, { username: 'partner-two', accountId: 'ACC-NW-S' });
    expect(partner).toMatchObject({ accountId: 'ACC-NW-S', accountName: 'Northwind South' });
  });
});

describe('editing users', () => {
  it('needs the version: 428 without, 412 when stale, and keeps the other writer’s change', async () => {
    const user = await addUser(admin, { username: 'edited-user' });
    const missing = await admin.put('/user/updateUser', { userId: user.userId, firstname: 'Nobody' });
    expectStatus(missing, 428);

    const first = await admin.put<UserDetails>('/user/updateUser', {
      userId: user.userId,
      version: 1,
      firstname: 'First',
    });
    expect(expectStatus(first, 200).body.data).toMatchObject({ firstname: 'First', version: 2 });
    const stale = await admin.put('/user/updateUser', { userId: user.userId, version: 1, firstname: 'Second' });
    expectStatus(stale, 412);
    expect(stale.body.errorDescription).toMatch(/current version is 2/);
    const now = expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${user.userId}`), 200).body.data;
    expect(now).toMatchObject({ firstname: 'First', version: 2 });

    const audit = await auditOf(server, user.userId);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ firstname: 'Test', version: 1 });
    expect(audit[1]?.after).toMatchObject({ firstname: 'First', version: 2 });
  });

  it('replaces roles and changes the fields of spec section 3', async () => {
    const user = await addUser(admin, { username: 'role-changer' });
    const developer = await roleNamed(admin, 'Developer');
    const changed = await admin.put<UserDetails>('/user/updateUser', {
      userId: user.userId,
      version: user.version,
      email: 'changed@example.test',
      developerAccess: true,
      copyConfiguration: true,
      landingPage: '/dev/order',
      accountId: 'ACC-NW',
      roleIds: [developer.roleId],
    });
    expect(expectStatus(changed, 200).body.data).toMatchObject({
      email: 'changed@example.test',
      developerAccess: true,
      copyConfiguration: true,
      landingPage: '/dev/order',
      accountId: 'ACC-NW',
      roles: [{ roleId: developer.roleId, name: 'Developer' }],
    });
    const audit = await auditOf(server, user.userId);
    expect(audit.at(-1)?.before).toMatchObject({ roles: [], accountId: null });
    expect(audit.at(-1)?.after).toMatchObject({ roles: ['Developer'], accountId: 'ACC-NW' });
  });

  it("answers 404 for another tenant's user and for ids that name nothing", async () => {
    const user = await addUser(admin, { username: 'aurora-only' });
    expectStatus(await borealis.get(`/user/getUserDetails/${user.userId}`), 404);
    expectStatus(await borealis.put('/user/updateUser', { userId: user.userId, version: 1, firstname: 'Hacked' }), 404);
    const bulk = expectStatus(await bulkUsers(borealis, 'disable', [user]), 200).body.data;
    expect(bulk.results[0]).toMatchObject({ ok: false, status: 404 });
    expectStatus(await borealis.post(`/user/forcePasswordReset/${user.userId}`), 404);
    expectStatus(await borealis.post(`/user/unlock/${user.userId}`), 404);
    expectStatus(await admin.get('/user/getUserDetails/not-a-uuid'), 404);
    expectStatus(await admin.get('/user/getUserDetails/00000000-0000-4000-8000-000000000000'), 404);
    const unchanged = expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${user.userId}`), 200).body.data;
    expect(unchanged).toMatchObject({ firstname: 'Test', status: 'ACTIVE', version: 1 });
  });
});

describe('status, password reset and unlock', () => {
  it('disabling (in bulk) ends the sessions and sign-in; enabling restores sign-in', async () => {
    const user = await addUser(admin, { username: 'to-disable' });
    await choosePassword(server, user.email);
    const token = await server.login('to-disable', NEW_USER_PASSWORD);
    const current = expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${user.userId}`), 200).body.data;

    const disabled = expectStatus(await bulkUsers(admin, 'disable', [current]), 200).body.data;
    expect(disabled.results).toEqual([
      { id: user.userId, ok: true, status: 200, message: '', version: current.version + 1 },
    ]);
    expect((await server.request('POST', '/authentication/getUserAndRole', { token })).status).toBe(401);
    await expect(server.login('to-disable', NEW_USER_PASSWORD)).rejects.toThrow(/401/);
    expect((await userPage(admin, 'status=DISABLED')).items.map((row) => row.username)).toEqual(['to-disable']);

    const stale = expectStatus(await bulkUsers(admin, 'enable', [current]), 200).body.data;
    expect(stale.results[0]).toMatchObject({ ok: false, status: 412 });
    const enabled = expectStatus(
      await bulkUsers(admin, 'enable', [{ userId: user.userId, version: current.version + 1 }]),
      200,
    ).body.data;
    expect(enabled).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await admin.get<UserDetails>(`/user/getUserDetails/${user.userId}`)).body.data.status).toBe('ACTIVE');
    await server.login('to-disable', NEW_USER_PASSWORD);

    const audit = await auditOf(server, user.userId);
    expect(audit.slice(-2).map((entry) => entry.action)).toEqual(['disable', 'enable']);
    expect(audit.at(-2)?.before).toMatchObject({ status: 'ACTIVE', version: current.version });
    expect(audit.at(-2)?.after).toMatchObject({ status: 'DISABLED', version: current.version + 1 });
    expect(audit.at(-1)?.after).toMatchObject({ status: 'ACTIVE', version: current.version + 2 });
  });

  it('refuses disabling yourself, and still disables the others of the call', async () => {
    const me = (await userPage(admin, 'q=admin%40aurora')).items[0] as UserDetails;
    const other = await addUser(admin, { username: 'disabled-beside-me' });
    const result = expectStatus(await bulkUsers(admin, 'disable', [me, other]), 200).body.data;
    expect(result.results.map((item) => [item.status, item.message])).toEqual([
      [409, 'You cannot disable your own account.'],
      [200, ''],
    ]);
    expect((await admin.get<UserDetails>(`/user/getUserDetails/${me.userId}`)).body.data.status).toBe('ACTIVE');
    expect((await admin.get<UserDetails>(`/user/getUserDetails/${other.userId}`)).body.data.status).toBe('DISABLED');
  });

  it('a forced reset ends the sessions, clears the password and mails a link', async () => {
    const user = await addUser(admin, { username: 'forced-reset', email: 'forced@example.test' });
    await choosePassword(server, 'forced@example.test');
    const token = await server.login('forced-reset', NEW_USER_PASSWORD);

    const reset = await admin.post<UserDetails>(`/user/forcePasswordReset/${user.userId}`);
    expect(expectStatus(reset, 200).body.data.passwordPending).toBe(true);
    expect((await server.request('POST', '/authentication/getUserAndRole', { token })).status).toBe(401);
    await expect(server.login('forced-reset', NEW_USER_PASSWORD)).rejects.toThrow(/401/);

    await choosePassword(server, 'forced@example.test', 'Another#Pass-2027');
    await server.login('forced-reset', 'Another#Pass-2027');
    const audit = await auditOf(server, user.userId);
    expect(audit.map((entry) => entry.action)).toContain('forcePasswordReset');
    expect(JSON.stringify(audit)).not.toMatch(/argon2/);
  });

  it('unlocks an account delayed by failed sign-ins', async () => {
    const user = await addUser(admin, { username: 'locked-out' });
    await choosePassword(server, user.email);
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await server.request('POST', '/authentication/uilogin', {
        body: { username: 'locked-out', password: 'wrong password' },
        headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
      });
      expect([401, 429]).toContain(response.status);
    }
    const locked = expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${user.userId}`), 200).body.data;
    expect(locked.lockedUntil).not.toBeNull();
    expect(Date.parse(locked.lockedUntil ?? '')).toBeGreaterThan(server.clock.now());
    expect(
      (
        await server.request('POST', '/authentication/uilogin', {
          body: { username: 'locked-out', password: NEW_USER_PASSWORD },
        })
      ).status,
    ).toBe(429);

    const unlocked = await admin.post<{ lockedUntil: null }>(`/user/unlock/${user.userId}`);
    expect(expectStatus(unlocked, 200).body.data.lockedUntil).toBeNull();
    expect(
      expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${user.userId}`), 200).body.data.lockedUntil,
    ).toBeNull();
    await server.login('locked-out', NEW_USER_PASSWORD);
    const entry = (await auditOf(server, user.userId)).find((row) => row.action === 'unlock');
    expect(entry?.before).toEqual({ lockedUntil: locked.lockedUntil });
    expect(entry?.after).toEqual({ lockedUntil: null });
  });
});
