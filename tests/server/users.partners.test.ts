import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SCOPE_HEADER } from '../../core/contract/http.ts';
import type { ResourceExport } from '../../plugins/resourceKit/public/contract/resource.ts';
import type { AuditEntry, AuditFilters, AuditPage } from '../../plugins/configurationLogs/contract.ts';
import type { Role, UserDetails } from '../../plugins/users/contract.ts';
import {
  NEW_USER_PASSWORD,
  addUser,
  auditOf,
  bulkUsers,
  caller,
  choosePassword,
  expectStatus,
  roleNamed,
  signedInUserWithRole,
  userPage,
  type Caller,
} from './support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/**
 * Partner users holding users:* and configurationLogs:r: they reach the users and the log entries of
 * their account subtree only (Aurora: ACC-NW with the children ACC-NW-N and ACC-NW-S), and read but do
 * not change the tenant's roles. The settings stay the tenant's.
 */
let server: TestServer;
let admin: Caller;
let partner: Caller;
const users: Record<'north' | 'south' | 'top' | 'tenant', UserDetails> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  const permissions = { users: '1111', configurationLogs: '0100', settings: '1111' };
  const role = expectStatus(await admin.post<Role>('/user/role', { name: 'Partner admin', permissions }), 200).body
    .data;
  const partnerAdmin = await addUser(admin, {
    username: 'partner-admin',
    accountId: 'ACC-NW-N',
    roleIds: [role.roleId],
  });
  await choosePassword(server, partnerAdmin.email);
  partner = caller(server, await server.login('partner-admin', NEW_USER_PASSWORD));
  users.north = await addUser(admin, { username: 'north-one', accountId: 'ACC-NW-N' });
  users.south = await addUser(admin, { username: 'south-one', accountId: 'ACC-NW-S' });
  users.top = await addUser(admin, { username: 'northwind-top', accountId: 'ACC-NW' });
  users.tenant = await addUser(admin, { username: 'tenant-one' });
});

afterAll(async () => {
  await server?.close();
});

const usernames = async (api: Caller, query = 'limit=500') =>
  (await userPage(api, query)).items.map((user) => user.username).sort();

describe('a partner user holding users:*', () => {
  it('lists and exports the users of their account subtree only', async () => {
    expect(await usernames(partner)).toEqual(['north-one', 'partner', 'partner-admin']);
    expect(await usernames(partner, 'accountId=ACC-NW-S,tenant')).toEqual([]);
    const exported = expectStatus(await partner.get<ResourceExport<UserDetails>>('/user/exportUsers'), 200).body.data;
    expect(exported.items.map((user) => user.username).sort()).toEqual(['north-one', 'partner', 'partner-admin']);
    expect((await usernames(admin)).length).toBeGreaterThan(8);
  });

  it('reads, changes and disables users of the subtree, and finds no others', async () => {
    const { north, south, tenant } = users;
    expectStatus(await partner.get(`/user/getUserDetails/${north.userId}`), 200);
    expectStatus(await partner.get(`/user/getUserDetails/${south.userId}`), 404);
    expectStatus(await partner.put('/user/updateUser', { userId: tenant.userId, version: 1, firstname: 'X' }), 404);
    const renamed = await partner.put<UserDetails>('/user/updateUser', {
      userId: north.userId,
      version: 1,
      firstname: 'Nils',
    });
    expect(expectStatus(renamed, 200).body.data).toMatchObject({ firstname: 'Nils', version: 2 });
    const moved = await partner.put('/user/updateUser', { userId: north.userId, version: 2, accountId: 'ACC-NW' });
    expect(expectStatus(moved, 400).body.errorDescription).toBe(
      'Invalid request: body.accountId: must be ACC-NW-N or an account beneath it',
    );
    const bulk = expectStatus(await bulkUsers(partner, 'disable', [south, { userId: north.userId, version: 2 }]), 200)
      .body.data;
    expect(bulk.results.map((item) => item.status)).toEqual([404, 200]);
    expectStatus(await partner.post(`/user/forcePasswordReset/${tenant.userId}`), 404);
    expectStatus(await partner.post(`/user/unlock/${south.userId}`), 404);
    expect((await auditOf(server, north.userId)).map((entry) => [entry.action, entry.account_id])).toEqual([
      ['create', 'ACC-NW-N'],
      ['update', 'ACC-NW-N'],
      ['disable', 'ACC-NW-N'],
    ]);
  });

  it('creates users of the subtree only, and grants only what it holds', async () => {
    const base = { email: 'p1@example.test', firstname: 'P' };
    const outside = await partner.post('/user/addUser', { ...base, username: 'p-south', accountId: 'ACC-NW-S' });
    expect(expectStatus(outside, 400).body.errorDescription).toMatch(/body\.accountId: must be ACC-NW-N/);
    const tenantLevel = await partner.post('/user/addUser', { ...base, username: 'p-tenant' });
    expect(expectStatus(tenantLevel, 400).body.errorDescription).toMatch(/body\.accountId/);
    const operator = await roleNamed(admin, 'Operator');
    const wider = await partner.post('/user/addUser', {
      ...base,
      username: 'p-operator',
      accountId: 'ACC-NW-N',
      roleIds: [operator.roleId],
    });
    expect(expectStatus(wider, 403).body.errorDescription).toMatch(/do not hold yourself/);
    const created = await addUser(partner, { username: 'p-north', accountId: 'ACC-NW-N' });
    expect(created).toMatchObject({ accountId: 'ACC-NW-N', passwordPending: true, updatedBy: 'partner-admin' });
  });

  it("reads the tenant's roles but does not change them", async () => {
    const roles = expectStatus(await partner.get<{ items: Role[] }>('/user/getAllRoleDetails'), 200).body.data.items;
    expect(roles.length).toBeGreaterThan(4);
    const [role] = roles as [Role];
    const refusal = 'Partner users cannot change roles: the whole tenant shares them.';
    const created = await partner.post('/user/role', { name: 'Partner made', permissions: {} });
    expect(expectStatus(created, 403).body.errorDescription).toBe(refusal);
    expectStatus(await partner.put('/user/role', { roleId: role.roleId, version: role.version, name: 'x' }), 403);
    expectStatus(await partner.delete(`/user/deleteRole/${role.roleId}?version=${role.version}`), 403);
    expectStatus(
      await partner.post('/user/role/bulk', { action: 'delete', items: [{ id: role.roleId, version: 1 }] }),
      403,
    );
  });

  it("keeps the tenant's settings closed: their role's settings keys are left out of their tree", async () => {
    expectStatus(await partner.get('/setting/tenant'), 403);
    expectStatus(await partner.put('/setting/tenant', { partnerManagement: true, version: 1 }), 403);
    const info = expectStatus(
      await partner.post<{ permissions: Record<string, unknown> }>('/authentication/getUserAndRole'),
      200,
    ).body.data;
    expect(info.permissions).not.toHaveProperty('settings');
    expect(info.permissions).toMatchObject({ users: '1111', configurationLogs: '0100' });
  });

  it('reads the log entries of the subtree only', async () => {
    const entries = expectStatus(await partner.get<AuditPage>('/audit/getAuditDetails?limit=500'), 200).body.data.items;
    expect(entries.length).toBeGreaterThan(2);
    expect(entries.every((entry) => entry.accountId === 'ACC-NW-N')).toBe(true);
    expect(entries.some((entry) => entry.entityId === users.north.userId)).toBe(true);
    const tenantEntry = (await auditOf(server, users.tenant.userId))[0];
    expect(tenantEntry?.account_id).toBeNull();
    const all = expectStatus(await admin.get<AuditPage>('/audit/getAuditDetails?limit=500'), 200).body.data.items;
    const hidden = all.find((entry) => entry.entityId === users.tenant.userId) as AuditEntry;
    expectStatus(await partner.get(`/audit/getAuditDetails/${hidden.id}`), 404);
    const filters = expectStatus(await partner.get<AuditFilters>('/audit/getAuditFilters'), 200).body.data;
    expect(filters.entities).toEqual(['user']);
  });
});

describe('the account-scope header', () => {
  it('narrows a tenant user to the account, and refuses accounts the caller may not see', async () => {
    const scoped = caller(server, await tokenOf('admin'), { [ACCOUNT_SCOPE_HEADER]: 'ACC-NW-S' });
    expect(await usernames(scoped)).toEqual(['south-one']);
    const logs = expectStatus(await scoped.get<AuditPage>('/audit/getAuditDetails?limit=500'), 200).body.data.items;
    expect(logs.every((entry) => entry.accountId === 'ACC-NW-S')).toBe(true);
    const wider = caller(server, await tokenOf('partner-admin'), { [ACCOUNT_SCOPE_HEADER]: 'ACC-NW' });
    const refused = await wider.get('/user/getAllUserDetails');
    expect(expectStatus(refused, 400).body.errorDescription).toBe(
      `Invalid request: header.${ACCOUNT_SCOPE_HEADER}: ACC-NW is not an account you may see`,
    );
  });
});

describe('tenant administrators', () => {
  it('do not count partner users holding users:c and users:u', async () => {
    const manager = caller(
      server,
      (await signedInUserWithRole(server, admin, 'tenant-manager', { users: '0110' })).token,
    );
    const me = (await userPage(admin, 'q=admin%40aurora')).items[0] as UserDetails;
    const result = expectStatus(await bulkUsers(manager, 'disable', [me]), 200).body.data.results[0];
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result?.message).toMatch(/without an active administrator/);
  });
});

/** A fresh session of the user. */
async function tokenOf(username: 'admin' | 'partner-admin'): Promise<string> {
  return server.login(username, username === 'admin' ? TEST_ADMIN_PASSWORD : NEW_USER_PASSWORD);
}
