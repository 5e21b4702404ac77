import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserInfo } from '../../core/contract/auth.ts';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import { BruteForceGuard } from '../../plugins/account/server/bruteForce.ts';
import { seedRoles } from '../../plugins/users/server/usersSeed.ts';
import { AURORA, createUserWithPermissions, demoPassword } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

let server: TestServer;
const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const login = (username: string, password: string) =>
  server.request<LoginResponse>('POST', '/authentication/uilogin', { body: { username, password } });

const userAndRole = (token: string, path = '/authentication/getUserAndRole/provisioning', body: unknown = {}) =>
  server.request<UserInfo>('POST', path, { token, body });

/** Lets every failure recorded so far fall out of the counting window. */
const forgetFailures = () => server.clock.advance(WINDOW + 1000);

describe('POST /authentication/uilogin', () => {
  it('signs in with the right password and returns a 256-bit opaque token and its expiry', async () => {
    const response = await login('admin', TEST_ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('Success');
    expect(response.body.message).toBe('Login Request Successfull');
    expect(response.body.errorDescription).toBe('');
    const { token, expiry, passwordExpired } = response.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(expiry).toBe(server.clock.now() + 30 * MINUTE);
    expect(passwordExpired).toBe(false);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("carries the session's user and roles, as getUserAndRole answers them in the default mode", async () => {
    const fixture = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'carried-user',
      permissions: { monitor: { orders: '1000' } },
    });
    const response = await login(fixture.username, fixture.password);
    expect(response.status).toBe(200);
    const { token, user } = response.body.data;
    const loaded = await userAndRole(token);
    expect(loaded.status).toBe(200);
    expect(user).toEqual(loaded.body.data);
    expect(user?.username).toBe('carried-user');
    expect(user?.applicationMode).toBe('provisioning');
  });

  it('issues a different token on every sign-in', async () => {
    const first = await server.login('operator', demoPassword('operator'));
    const second = await server.login('operator', demoPassword('operator'));
    expect(first).not.toBe(second);
  });

  it('accepts the username in any case and records the last sign-in time', async () => {
    server.clock.advance(5 * MINUTE);
    const response = await login('OPERATOR', demoPassword('operator'));
    expect(response.status).toBe(200);
    const row = await server.runtime.services.db
      .selectFrom('users')
      .select('last_login_at')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow();
    expect(row.last_login_at?.getTime()).toBe(server.clock.now());
  });

  it('answers a wrong password, an unknown user and a disabled user identically', async () => {
    const fixture = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'soon-disabled',
      permissions: {},
    });
    const token = await server.login(fixture.username, fixture.password);
    await server.runtime.services.db
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('username', '=', fixture.username)
      .execute();

    const wrongPassword = await login('operator', 'Not-the-password-1!');
    const unknownUser = await login('no-such-user', 'Not-the-password-1!');
    const disabledUser = await login(fixture.username, fixture.password);
    for (const response of [wrongPassword, unknownUser, disabledUser]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        status: 'Failed',
        data: null,
        message: 'Invalid username or password.',
        errorDescription: 'Invalid username or password.',
      });
    }
    expect(JSON.stringify(unknownUser.body)).toBe(JSON.stringify(wrongPassword.body));
    expect(JSON.stringify(disabledUser.body)).toBe(JSON.stringify(wrongPassword.body));
    // Disabling the user also ends the sessions it already had.
    expect((await userAndRole(token)).status).toBe(401);
    forgetFailures();
  });

  it('rejects a body with unknown or missing fields', async () => {
    const extra = await server.request('POST', '/authentication/uilogin', {
      body: { username: 'admin', password: TEST_ADMIN_PASSWORD, tenantId: AURORA },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errorDescription).toMatch(/body\.tenantId/);
    const missing = await server.request('POST', '/authentication/uilogin', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errorDescription).toMatch(/body\.password: required/);
  });

  it('flags a password older than the tenant maximum age', async () => {
    const fixture = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'old-password',
      permissions: {},
    });
    server.clock.advance(91 * 24 * 60 * MINUTE);
    const response = await login(fixture.username, fixture.password);
    expect(response.status).toBe(200);
    expect(response.body.data.passwordExpired).toBe(true);
  });
});

describe('brute-force limits', () => {
  it('delays an account after 10 failures, with growing delays and no permanent lockout', async () => {
    forgetFailures();
    const password = demoPassword('developer');
    for (let i = 0; i < 10; i += 1) {
      expect((await login('developer', `Wrong#Password-${i}`)).status).toBe(401);
    }
    const refused = await login('developer', password);
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe('Failed');
    expect(refused.body.errorDescription).toBe('Too many attempts. Try again in 1 seconds.');
    expect(refused.headers.get('retry-after')).toBe('1');

    server.clock.advance(1000);
    expect((await login('developer', 'Wrong#Password-x')).status).toBe(401);
    const longer = await login('developer', password);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');

    server.clock.advance(2000);
    const allowed = await login('developer', password);
    expect(allowed.status).toBe(200);
    expect(allowed.body.message).toBe('Login Request Successfull');
  });

  it('counts failures of unknown accounts the same way', async () => {
    forgetFailures();
    for (let i = 0; i < 10; i += 1) expect((await login('ghost', `Wrong#Password-${i}`)).status).toBe(401);
    expect((await login('ghost', 'Wrong#Password-x')).status).toBe(429);
  });

  it('delays every account from an address that failed too often, until the delay has passed', async () => {
    forgetFailures();
    for (let i = 0; i < 10; i += 1) expect((await login(`stranger-${i}`, 'Wrong#Password-1')).status).toBe(401);
    const refused = await login('copier', demoPassword('copier'));
    expect(refused.status).toBe(429);
    server.clock.advance(1000);
    expect((await login('copier', demoPassword('copier'))).status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    forgetFailures();
    for (let i = 0; i < 10; i += 1) expect((await login('operator', `Wrong#Password-${i}`)).status).toBe(401);
    expect((await login('operator', demoPassword('operator'))).status).toBe(429);
    forgetFailures();
    expect((await login('operator', demoPassword('operator'))).status).toBe(200);
  });

  it('doubles the delay with each further failure, up to the window', () => {
    const guard = new BruteForceGuard(
      server.runtime.services.db,
      { maxFailures: 10, windowMs: WINDOW },
      server.clock.now,
    );
    const now = server.clock.now();
    const latest = new Date(now);
    expect(guard.delayMs(9, latest, now)).toBe(0);
    expect(guard.delayMs(10, latest, now)).toBe(1000);
    expect(guard.delayMs(13, latest, now)).toBe(8000);
    expect(guard.delayMs(13, latest, now + 3000)).toBe(5000);
    expect(guard.delayMs(40, latest, now)).toBe(WINDOW);
  });

  it('lets a burst of parallel guesses through no further than the limit', async () => {
    forgetFailures();
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => login('copier', `Wrong#Password-${i}`)));
    const statuses = results.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    forgetFailures();
  });
});

describe('POST /authentication/getUserAndRole/{mode}', () => {
  it("returns the administrator's user info with the full permission tree", async () => {
    const token = await server.login('admin', TEST_ADMIN_PASSWORD);
    const response = await userAndRole(token);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('Success');
    const info = response.body.data;
    expect(info).toMatchObject({
      username: 'admin',
      email: 'admin@aurora.example',
      tenantId: AURORA,
      accountId: null,
      landingPage: '/dashboard',
      developerAccess: true,
      copyConfiguration: true,
      applicationMode: 'provisioning',
      partyRoleType: 'TENANT_USER',
      partnerName: null,
      isPartner: false,
      partnerManagement: false,
      tenantInfo: { businessName: 'Aurora Telecom', tenantId: AURORA },
    });
    expect(info.permissions).toEqual(uniformPermissionTree('1111'));
    expect(info.loginPartyId).toBe(info.userId);
    expect(info.partnerInfo.map((account) => account.accountId).sort()).toEqual(['ACC-NW', 'ACC-NW-N', 'ACC-NW-S']);
  });

  it("returns a partner user's account and its descendants only", async () => {
    const token = await server.login('partner', demoPassword('partner'));
    const info = (await userAndRole(token)).body.data;
    expect(info).toMatchObject({
      username: 'partner',
      accountId: 'ACC-NW-N',
      partyRoleType: 'PARTNER_USER',
      partnerName: 'Northwind North',
      isPartner: true,
      landingPage: '/monitor/order-listing',
    });
    expect(info.partnerInfo).toEqual([
      { accountId: 'ACC-NW-N', accountNumber: '100100', accountName: 'Northwind North', parentAccountId: 'ACC-NW' },
    ]);
    expect(info.permissions).toEqual(seedRoles().find((role) => role.name === 'Partner')?.permissions);
  });

  it('resolves the user from the token and never from the body', async () => {
    const adminToken = await server.login('admin', TEST_ADMIN_PASSWORD);
    const adminId = (await userAndRole(adminToken)).body.data.userId;
    const operatorToken = await server.login('operator', demoPassword('operator'));
    const response = await userAndRole(operatorToken, '/authentication/getUserAndRole/provisioning', {
      userId: adminId,
      username: 'admin',
      tenantId: 'borealis',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.username).toBe('operator');
    expect(response.body.data.userId).not.toBe(adminId);
    expect(response.body.data.permissions).toEqual(seedRoles().find((role) => role.name === 'Operator')?.permissions);
    expect(response.body.data.permissions).not.toHaveProperty('users');
  });

  it('defaults the mode to provisioning, keeps the mode it is given, and refuses an unknown one', async () => {
    const token = await server.login('operator', demoPassword('operator'));
    expect((await userAndRole(token, '/authentication/getUserAndRole')).body.data.applicationMode).toBe('provisioning');
    expect((await userAndRole(token, '/authentication/getUserAndRole/')).body.data.applicationMode).toBe(
      'provisioning',
    );
    expect((await userAndRole(token, '/authentication/getUserAndRole/inventory')).body.data.applicationMode).toBe(
      'inventory',
    );
    const unknown = await userAndRole(token, '/authentication/getUserAndRole/warehouse');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDescription).toMatch(/params\.mode/);
  });

  it('answers 401 without a token, with a forged one, and with the token followed by its expiry', async () => {
    expect((await server.request('POST', '/authentication/getUserAndRole/provisioning', { body: {} })).status).toBe(
      401,
    );
    expect((await userAndRole('A'.repeat(43))).status).toBe(401);
    const token = await server.login('operator', demoPassword('operator'));
    expect((await userAndRole(`${token}x`)).status).toBe(401);
  });
});
