import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceExport } from '../../plugins/resourceKit/public/contract/resource.ts';
import { USERS_RESOURCE, type UserDetails } from '../../plugins/users/contract.ts';
import { demoPassword } from './support/fixtures.ts';
import { addUser, allUserPages, caller, expectStatus, roleNamed, userPage, type Caller } from './support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/** The users listing and export of the tenant's administrators. */
let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
});

afterAll(async () => {
  await server?.close();
});

describe('listing users', () => {
  it("lists the tenant's users with roles, partner account and status, and only that tenant's", async () => {
    const users = (await userPage(admin, 'limit=200')).items;
    const partner = users.find((user) => user.username === 'partner');
    expect(partner).toMatchObject({ accountId: 'ACC-NW-N', accountName: 'Northwind North', status: 'ACTIVE' });
    expect(partner?.roles.map((role) => role.name)).toEqual(['Partner']);
    expect(users.some((user) => user.username === 'borealis-admin')).toBe(false);
    const adminRow = users.find((user) => user.username === 'admin');
    expect(adminRow?.lastLoginAt).not.toBeNull();
    expect(adminRow?.passwordPending).toBe(false);
    expect(JSON.stringify(users)).not.toMatch(/argon2|password_hash/);
  });

  it('filters by text, status, role and account', async () => {
    expect((await userPage(admin, 'q=OSKAR')).items.map((user) => user.username)).toEqual(['operator']);
    expect((await userPage(admin, 'q=copier%40aurora')).items.map((user) => user.username)).toEqual(['copier']);
    expect((await userPage(admin, 'q=%25')).items).toEqual([]);
    const operatorRole = await roleNamed(admin, 'Operator');
    expect((await userPage(admin, `roleId=${operatorRole.roleId}`)).items.map((user) => user.username)).toEqual([
      'operator',
    ]);
    expect((await userPage(admin, 'accountId=ACC-NW-N')).items.map((user) => user.username)).toEqual(['partner']);
    const tenantUsers = (await userPage(admin, 'accountId=tenant&limit=200')).items;
    expect(tenantUsers.length).toBeGreaterThan(3);
    expect(tenantUsers.every((user) => user.accountId === null)).toBe(true);
    expect((await userPage(admin, 'status=DISABLED')).items).toEqual([]);
  });

  it('takes comma-separated lists of roles, accounts and statuses, matching any of them', async () => {
    const operatorRole = await roleNamed(admin, 'Operator');
    const partnerRole = await roleNamed(admin, 'Partner');
    const names = async (query: string) => (await userPage(admin, query)).items.map((user) => user.username);
    expect(await names(`roleId=${operatorRole.roleId},${partnerRole.roleId}`)).toEqual(['operator', 'partner']);
    const mixed = await names('accountId=tenant,ACC-NW-N&limit=200');
    expect(mixed).toContain('partner');
    expect(mixed).toContain('admin');
    expect(await names('q=oskar&status=ACTIVE,DISABLED')).toEqual(['operator']);
    const bad = await admin.get<unknown>('/user/getAllUserDetails?status=ACTIVE,GONE');
    expectStatus(bad, 400);
    expect(bad.body.errorDescription).toMatch(/status/);
  });

  it('pages without duplicates or gaps while sorting by a column many users share', async () => {
    for (let index = 0; index < 13; index += 1) {
      await addUser(admin, { username: `same-name-${index}`, firstname: 'Same', lastname: 'Name' });
    }
    for (const [sort, order] of [
      ['name', 'asc'],
      ['status', 'desc'],
      ['lastLogin', 'desc'],
      ['username', 'asc'],
      ['email', 'desc'],
    ]) {
      const whole = (await userPage(admin, `limit=200&sort=${sort}&order=${order}`)).items.map((user) => user.userId);
      const paged = (await allUserPages(admin, `limit=4&sort=${sort}&order=${order}`)).map((user) => user.userId);
      expect(new Set(paged).size, `${sort} ${order}`).toBe(paged.length);
      expect(paged, `${sort} ${order}`).toEqual(whole);
    }
    const same = (await allUserPages(admin, 'limit=3&sort=name&q=same-name')).map((user) => user.username);
    expect(same).toHaveLength(13);
    const byStatus = (await userPage(admin, 'limit=200&sort=status&order=asc')).items.map((user) => user.status);
    expect(byStatus).toEqual([...byStatus].sort());
  });

  it('refuses a tampered cursor and a cursor of another sort with 400', async () => {
    const first = await userPage(admin, 'limit=2&sort=name');
    expect(first.nextCursor).not.toBeNull();
    const cursor = first.nextCursor ?? '';
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { i: string };
    const forged = Buffer.from(JSON.stringify({ ...payload, i: "x' or 1=1 --" })).toString('base64url');
    for (const query of [`cursor=${forged}`, 'cursor=not-base64-json', `cursor=${cursor}&sort=email`]) {
      const response = await admin.get(`/user/getAllUserDetails?limit=2&${query}`);
      expectStatus(response, 400);
      expect(response.body.errorDescription).toMatch(/query\.cursor/);
    }
    expectStatus(await admin.get('/user/getAllUserDetails?limit=500'), 200);
    expectStatus(await admin.get('/user/getAllUserDetails?limit=501'), 400);
  });
});

describe('exporting users', () => {
  it("exports the listing's filters, q and sort in one answer", async () => {
    const exported = expectStatus(
      await admin.get<ResourceExport<UserDetails>>(
        `${USERS_RESOURCE.paths.export}?accountId=tenant&sort=username&order=desc`,
      ),
      200,
    ).body.data;
    expect(exported.truncated).toBe(false);
    const usernames = exported.items.map((user) => user.username);
    expect(usernames).toEqual([...usernames].sort().reverse());
    expect(usernames).toContain('admin');
    expect(usernames).not.toContain('partner');
    expect(exported.items.every((user) => user.accountId === null)).toBe(true);
    const bad = await admin.get(`${USERS_RESOURCE.paths.export}?cursor=abc`);
    expect(expectStatus(bad, 400).body.errorDescription).toMatch(/query\.cursor: unknown field/);
  });
});

describe('access', () => {
  it('lets only holders of the keys in', async () => {
    const operator = caller(server, await server.login('operator', demoPassword('operator')));
    expectStatus(await operator.get('/user/getAllUserDetails'), 403);
    expectStatus(
      await operator.post('/user/addUser', { username: 'nope', email: 'nope@example.test', firstname: 'N' }),
      403,
    );
  });
});
