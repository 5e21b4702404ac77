import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import type { BulkResult, ResourceExport } from '../../plugins/resourceKit/public/contract/resource.ts';
import type { Role, RoleList, UserDetails } from '../../plugins/users/contract.ts';
import { demoPassword } from './support/fixtures.ts';
import {
  addUser,
  auditOf,
  bulkUsers,
  caller,
  expectStatus,
  roleNamed,
  signedInUserWithRole,
  type Caller,
} from './support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: Caller;
let borealis: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  borealis = caller(server, await server.login('borealis-admin', demoPassword('borealis-admin')));
});

afterAll(async () => {
  await server?.close();
});

const ordersReader = { monitor: { orders: '0100' } };

async function createRole(api: Caller, body: Record<string, unknown>) {
  return api.post<Role>('/user/role', body);
}

async function allRolePages(query: string): Promise<Role[]> {
  const roles: Role[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/user/getAllRoleDetails?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: RoleList = expectStatus(await admin.get<RoleList>(path), 200).body.data;
    roles.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return roles;
}

async function userDetails(userId: string): Promise<UserDetails> {
  return expectStatus(await admin.get<UserDetails>(`/user/getUserDetails/${userId}`), 200).body.data;
}

describe('listing roles', () => {
  it("lists the tenant's roles with their trees, holders and versions", async () => {
    const roles = expectStatus(await admin.get<{ items: Role[] }>('/user/getAllRoleDetails'), 200).body.data.items;
    expect(roles.map((role) => role.name)).toEqual([
      'Administrator',
      'Configuration copier',
      'Designer',
      'Developer',
      'Operator',
      'Partner',
    ]);
    const administrator = roles.find((role) => role.name === 'Administrator');
    expect(administrator).toMatchObject({ userCount: 1, version: 1, permissions: uniformPermissionTree('1111') });
    const borealisRoles = expectStatus(await borealis.get<{ items: Role[] }>('/user/getAllRoleDetails'), 200).body.data
      .items;
    expect(borealisRoles.map((role) => role.roleId)).not.toContain(administrator?.roleId);
  });
});

describe('creating and cloning roles', () => {
  it('creates a role from a tree of the catalogue and audits it', async () => {
    const created = expectStatus(
      await createRole(admin, { name: 'Orders reader', description: 'Reads orders', permissions: ordersReader }),
      200,
    ).body.data;
    expect(created).toMatchObject({
      name: 'Orders reader',
      description: 'Reads orders',
      permissions: ordersReader,
      userCount: 0,
      version: 1,
    });
    const [entry] = await auditOf(server, created.roleId);
    expect(entry).toMatchObject({ entity: 'role', action: 'create', before: null });
    expect(entry?.after).toMatchObject({ name: 'Orders reader', permissions: ordersReader, version: 1 });
  });

  it('refuses trees outside the catalogue with a 400 naming the place', async () => {
    const cases: [unknown, RegExp][] = [
      [{ bogus: '0100' }, /body\.permissions\.bogus: unknown area/],
      [{ dashboard: '11' }, /body\.permissions\.dashboard: must be four 0\/1 flags/],
      [{ dashboard: '01x0' }, /body\.permissions\.dashboard: must be four/],
      [{ monitor: '0100' }, /body\.permissions\.monitor: must be an object of its sub-areas/],
      [{ monitor: { bogus: '0100' } }, /body\.permissions\.monitor\.bogus: unknown sub-area/],
      [{ monitor: { orders: 1 } }, /body\.permissions\.monitor\.orders: must be four/],
      [{ dashboard: { x: '0100' } }, /body\.permissions\.dashboard: must be four/],
    ];
    for (const [permissions, message] of cases) {
      const response = await createRole(admin, { name: `Bad ${JSON.stringify(permissions)}`, permissions });
      expectStatus(response, 400);
      expect(response.body.errorDescription).toMatch(message);
    }
    expectStatus(await createRole(admin, { name: 'Neither' }), 400);
    expectStatus(
      await createRole(admin, { name: 'Both', permissions: {}, cloneOf: (await roleNamed(admin, 'Operator')).roleId }),
      400,
    );
  });

  it('refuses a name the tenant already uses, whatever its case', async () => {
    const response = await createRole(admin, { name: 'operator', permissions: {} });
    expectStatus(response, 409);
    expect(response.body.errorDescription).toMatch(/already exists/);
    expectStatus(await createRole(borealis, { name: 'Orders reader', permissions: {} }), 200);
  });

  it("clones a role's permissions, but not another tenant's role", async () => {
    const operator = await roleNamed(admin, 'Operator');
    const clone = expectStatus(await createRole(admin, { name: 'Operator copy', cloneOf: operator.roleId }), 200).body
      .data;
    expect(clone).toMatchObject({ permissions: operator.permissions, description: operator.description, userCount: 0 });
    expect((await auditOf(server, clone.roleId))[0]).toMatchObject({ action: 'clone' });
    expectStatus(await createRole(borealis, { name: 'Stolen', cloneOf: operator.roleId }), 404);
  });
});

describe('editing roles', () => {
  it('needs the version: 428 without, 412 when stale, keeping the first change', async () => {
    const role = expectStatus(await createRole(admin, { name: 'Versioned', permissions: ordersReader }), 200).body.data;
    expectStatus(await admin.put('/user/role', { roleId: role.roleId, name: 'No version' }), 428);
    const renamed = await admin.put<Role>('/user/role', {
      roleId: role.roleId,
      version: 1,
      name: 'Renamed',
      permissions: { reports: '0100' },
    });
    expect(expectStatus(renamed, 200).body.data).toMatchObject({
      name: 'Renamed',
      version: 2,
      permissions: { reports: '0100' },
    });
    const stale = await admin.put('/user/role', { roleId: role.roleId, version: 1, name: 'Overwritten' });
    expectStatus(stale, 412);
    expect((await roleNamed(admin, 'Renamed')).version).toBe(2);
    const update = (await auditOf(server, role.roleId)).find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ name: 'Versioned', permissions: ordersReader, version: 1 });
    expect(update?.after).toMatchObject({ name: 'Renamed', permissions: { reports: '0100' }, version: 2 });
    expectStatus(await admin.put('/user/role', { roleId: role.roleId, version: 2, name: 'Operator' }), 409);
    expectStatus(await borealis.put('/user/role', { roleId: role.roleId, version: 2, name: 'Hijacked' }), 404);
  });
});

describe('deleting roles', () => {
  it('refuses while users hold the role, naming how many', async () => {
    const role = expectStatus(await createRole(admin, { name: 'Held', permissions: ordersReader }), 200).body.data;
    await addUser(admin, { username: 'holder-one', roleIds: [role.roleId] });
    await addUser(admin, { username: 'holder-two', roleIds: [role.roleId] });
    const refused = await admin.delete(`/user/deleteRole/${role.roleId}?version=1`);
    expectStatus(refused, 409);
    expect(refused.body.errorDescription).toMatch(/2 users hold it/);
    expect((await roleNamed(admin, 'Held')).userCount).toBe(2);
  });

  it('deletes a role nobody holds, given its version, and audits it', async () => {
    const role = expectStatus(await createRole(admin, { name: 'Disposable', permissions: ordersReader }), 200).body
      .data;
    expectStatus(await borealis.delete(`/user/deleteRole/${role.roleId}?version=1`), 404);
    expectStatus(await admin.delete(`/user/deleteRole/${role.roleId}`), 428);
    expectStatus(await admin.delete(`/user/deleteRole/${role.roleId}?version=2`), 412);
    expectStatus(await admin.delete(`/user/deleteRole/${role.roleId}?version=1`), 200);
    const roles = expectStatus(await admin.get<{ items: Role[] }>('/user/getAllRoleDetails'), 200).body.data.items;
    expect(roles.some((candidate) => candidate.roleId === role.roleId)).toBe(false);
    const deleted = (await auditOf(server, role.roleId)).at(-1);
    expect(deleted).toMatchObject({ action: 'delete', after: null });
    expect(deleted?.before).toMatchObject({ name: 'Disposable', permissions: ordersReader });
  });
});

describe('the roles resource', () => {
  it('answers one role, pages by holders and searches names and descriptions', async () => {
    const operator = await roleNamed(admin, 'Operator');
    expect(expectStatus(await admin.get<Role>(`/user/role/${operator.roleId}`), 200).body.data).toEqual(operator);
    expectStatus(await borealis.get(`/user/role/${operator.roleId}`), 404);
    const byHolders = (await allRolePages('sort=userCount&order=desc&limit=2')).map((role) => role.userCount);
    expect(byHolders).toEqual([...byHolders].sort((a, b) => b - a));
    expect(byHolders.length).toBe(
      expectStatus(await admin.get<{ items: Role[] }>('/user/getAllRoleDetails?limit=500'), 200).body.data.items.length,
    );
    const found = expectStatus(await admin.get<{ items: Role[] }>('/user/getAllRoleDetails?q=everything%20but'), 200)
      .body.data.items;
    expect(found.map((role) => role.name)).toEqual(['Developer']);
    const exported = expectStatus(await admin.get<ResourceExport<Role>>('/user/role/export?sort=name&order=desc'), 200)
      .body.data;
    const pagedByName = await allRolePages('sort=name&order=desc&limit=3');
    expect(exported.items.map((role) => role.roleId)).toEqual(pagedByName.map((role) => role.roleId));
    expect(exported.items.length).toBeGreaterThan(5);
    expect(exported.truncated).toBe(false);
  });

  it('deletes several roles in one call, keeping the ones users hold with the reason', async () => {
    const held = expectStatus(await createRole(admin, { name: 'Bulk held', permissions: ordersReader }), 200).body.data;
    const free = expectStatus(await createRole(admin, { name: 'Bulk free', permissions: ordersReader }), 200).body.data;
    await addUser(admin, { username: 'bulk-holder', roleIds: [held.roleId] });
    const result = await admin.post<BulkResult>('/user/role/bulk', {
      action: 'delete',
      items: [
        { id: held.roleId, version: held.version },
        { id: free.roleId, version: free.version },
      ],
    });
    expect(expectStatus(result, 200).body.data.results).toEqual([
      {
        id: held.roleId,
        ok: false,
        status: 409,
        message: 'The role cannot be deleted: 1 user holds it. Give that user another role first.',
      },
      { id: free.roleId, ok: true, status: 200, message: '' },
    ]);
    expectStatus(await admin.get(`/user/role/${free.roleId}`), 404);
    expect((await roleNamed(admin, 'Bulk held')).userCount).toBe(1);
    const disable = await admin.post('/user/role/bulk', {
      action: 'disable',
      items: [{ id: held.roleId, version: 1 }],
    });
    expect(expectStatus(disable, 400).body.errorDescription).toMatch(/body\.action/);
  });
});

describe('granting only what you hold', () => {
  it('keeps a user administrator from handing out permissions and flags they lack', async () => {
    const { token, user: limitedUser } = await signedInUserWithRole(server, admin, 'limited-admin', { users: '1110' });
    const limited = caller(server, token);
    const operator = await roleNamed(admin, 'Operator');
    const developer = await roleNamed(admin, 'Developer');

    const role = await createRole(limited, { name: 'Wider', permissions: { users: '0100', dashboard: '0100' } });
    expectStatus(role, 403);
    expect(role.body.errorDescription).toMatch(/do not hold yourself: dashboard:r/);
    expectStatus(await createRole(limited, { name: 'Copy of operator', cloneOf: operator.roleId }), 403);
    const narrow = expectStatus(await createRole(limited, { name: 'Narrow', permissions: { users: '0100' } }), 200).body
      .data;

    expectStatus(
      await limited.post('/user/addUser', {
        username: 'via-limited',
        email: 'v1@example.test',
        firstname: 'V',
        roleIds: [operator.roleId],
      }),
      403,
    );
    const flags = await limited.post('/user/addUser', {
      username: 'via-limited',
      email: 'v1@example.test',
      firstname: 'V',
      developerAccess: true,
    });
    expectStatus(flags, 403);
    expect(flags.body.errorDescription).toMatch(/devAccess/);
    const created = await addUser(limited, { username: 'via-limited', roleIds: [narrow.roleId] });

    // Roles and flags the user already has may stay; only additions are checked.
    const held = await addUser(admin, {
      username: 'holds-operator',
      roleIds: [operator.roleId],
      developerAccess: true,
    });
    const kept = await limited.put<UserDetails>('/user/updateUser', {
      userId: held.userId,
      version: held.version,
      firstname: 'Renamed',
      developerAccess: true,
      roleIds: [operator.roleId, narrow.roleId],
    });
    expect(expectStatus(kept, 200).body.data.roles.map((r) => r.name)).toEqual(['Narrow', 'Operator']);
    const widened = await limited.put('/user/updateUser', {
      userId: held.userId,
      version: held.version + 1,
      roleIds: [operator.roleId, developer.roleId],
    });
    expectStatus(widened, 403);
    expectStatus(
      await limited.put('/user/updateUser', {
        userId: created.userId,
        version: created.version,
        copyConfiguration: true,
      }),
      403,
    );

    const renamed = await limited.put<Role>('/user/role', {
      roleId: operator.roleId,
      version: operator.version,
      name: 'Operators',
    });
    expect(expectStatus(renamed, 200).body.data.permissions).toEqual(operator.permissions);
    const extended = await limited.put('/user/role', {
      roleId: operator.roleId,
      version: operator.version + 1,
      permissions: { ...operator.permissions, reports: '1100' },
    });
    expectStatus(extended, 403);
    expect(extended.body.errorDescription).toMatch(/reports:c/);

    // Holding users:c and users:u, the limited administrator would keep the tenant administered below.
    const limitedNow = await userDetails(limitedUser.userId);
    expect(expectStatus(await bulkUsers(admin, 'disable', [limitedNow]), 200).body.data.succeeded).toBe(1);
  });
});

describe('keeping the tenant administered', () => {
  it('refuses taking users:u from yourself, by your roles or by the role you hold', async () => {
    const administrator = await roleNamed(admin, 'Administrator');
    const me = (await admin.get<{ items: UserDetails[] }>('/user/getAllUserDetails?q=admin%40aurora')).body.data
      .items[0];
    if (!me) throw new Error('no admin row');

    const ownRoles = await admin.put('/user/updateUser', { userId: me.userId, version: me.version, roleIds: [] });
    expectStatus(ownRoles, 409);
    expect(ownRoles.body.errorDescription).toMatch(/cannot remove users:u from yourself/);

    const weakened = { ...administrator.permissions, users: '1101' };
    const ownRole = await admin.put('/user/role', {
      roleId: administrator.roleId,
      version: administrator.version,
      permissions: weakened,
    });
    expectStatus(ownRole, 409);
    expect(ownRole.body.errorDescription).toMatch(/yourself/);

    expect((await roleNamed(admin, 'Administrator')).permissions).toEqual(administrator.permissions);
    expect((await userDetails(me.userId)).roles.map((role) => role.name)).toEqual(['Administrator']);
  });

  it('refuses disabling or demoting the last administrator', async () => {
    const manager = await signedInUserWithRole(server, admin, 'user-manager', { users: '0110' });
    const asManager = caller(server, manager.token);
    const administrator = await roleNamed(admin, 'Administrator');
    const me = (await admin.get<{ items: UserDetails[] }>('/user/getAllUserDetails?q=admin%40aurora')).body.data
      .items[0];
    if (!me) throw new Error('no admin row');

    const disable = expectStatus(await bulkUsers(asManager, 'disable', [me]), 200).body.data.results[0];
    expect(disable).toMatchObject({ ok: false, status: 409 });
    expect(disable?.message).toMatch(/without an active administrator/);

    const strip = await asManager.put('/user/updateUser', { userId: me.userId, version: me.version, roleIds: [] });
    expectStatus(strip, 409);
    expect(strip.body.errorDescription).toMatch(/without an active administrator/);

    const weaken = await asManager.put('/user/role', {
      roleId: administrator.roleId,
      version: administrator.version,
      permissions: { ...administrator.permissions, users: '1101' },
    });
    expectStatus(weaken, 409);
    expect(weaken.body.errorDescription).toMatch(/without an active administrator/);

    expect(await userDetails(me.userId)).toMatchObject({ status: 'ACTIVE', version: me.version });
    expect((await roleNamed(admin, 'Administrator')).version).toBe(administrator.version);

    // With a second administrator, the first may be demoted.
    const second = await addUser(admin, { username: 'second-admin', roleIds: [administrator.roleId] });
    expect(second.roles.map((role) => role.name)).toEqual(['Administrator']);
    const demoted = await asManager.put<UserDetails>('/user/updateUser', {
      userId: me.userId,
      version: me.version,
      roleIds: [],
    });
    expect(expectStatus(demoted, 200).body.data.roles).toEqual([]);
  });
});
