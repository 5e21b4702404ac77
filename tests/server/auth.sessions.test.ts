import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserInfo } from '../../core/contract/auth.ts';
import { SESSION_REFRESH_HEADER } from '../../core/contract/http.ts';
import { AURORA, BOREALIS, createUserWithPermissions, demoPassword } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

let server: TestServer;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const me = (token: string) =>
  server.request<UserInfo>('POST', '/authentication/getUserAndRole/provisioning', { token, body: {} });

async function loginWithExpiry(username: string, password: string): Promise<LoginResponse> {
  const response = await server.request<LoginResponse>('POST', '/authentication/uilogin', {
    body: { username, password },
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

const logout = (token: string, body: { tenantId: string; userName: string; token: string }) =>
  server.request('POST', '/authentication/logout', { token, body });

describe('session lifetime', () => {
  it('ends a session left idle for 30 minutes', async () => {
    const { token, expiry } = await loginWithExpiry('operator', demoPassword('operator'));
    expect(expiry).toBe(server.clock.now() + 30 * MINUTE);
    server.clock.advance(30 * MINUTE - 1000);
    expect((await me(token)).status).toBe(200);
    server.clock.advance(30 * MINUTE);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body.status).toBe('Failed');
  });

  it('returns the extended session as token:expiry in the refresh header once time has passed', async () => {
    const { token } = await loginWithExpiry('operator', demoPassword('operator'));
    const immediately = await me(token);
    expect(immediately.status).toBe(200);
    expect(immediately.headers.get(SESSION_REFRESH_HEADER)).toBeNull();

    server.clock.advance(10 * MINUTE);
    const later = await me(token);
    expect(later.headers.get(SESSION_REFRESH_HEADER)).toBe(`${token}:${server.clock.now() + 30 * MINUTE}`);
    // The new expiry holds: 29 minutes after the refresh the session still lives.
    server.clock.advance(29 * MINUTE);
    expect((await me(token)).status).toBe(200);
  });

  it('ends a session after its absolute lifetime of 12 hours however busy it is', async () => {
    const { token } = await loginWithExpiry('operator', demoPassword('operator'));
    const started = server.clock.now();
    let lastRefresh: string | null = null;
    while (server.clock.now() + 20 * MINUTE < started + 12 * HOUR) {
      server.clock.advance(20 * MINUTE);
      const response = await me(token);
      expect(response.status).toBe(200);
      lastRefresh = response.headers.get(SESSION_REFRESH_HEADER);
    }
    // Near the end the refreshed expiry is capped at the absolute one.
    expect(lastRefresh).toBe(`${token}:${started + 12 * HOUR}`);
    server.clock.advance(started + 12 * HOUR - server.clock.now());
    expect((await me(token)).status).toBe(401);
  });

  it("uses the tenant's own timeouts when it sets them", async () => {
    const db = server.runtime.services.db;
    await db
      .updateTable('tenants')
      .set({ session_idle_minutes: 5, session_absolute_minutes: 60 })
      .where('id', '=', BOREALIS)
      .execute();
    try {
      const { token, expiry } = await loginWithExpiry('borealis-admin', demoPassword('borealis-admin'));
      expect(expiry).toBe(server.clock.now() + 5 * MINUTE);
      server.clock.advance(5 * MINUTE);
      expect((await me(token)).status).toBe(401);
    } finally {
      await db
        .updateTable('tenants')
        .set({ session_idle_minutes: null, session_absolute_minutes: null })
        .where('id', '=', BOREALIS)
        .execute();
    }
  });

  it('stores sessions only as hashes of their tokens', async () => {
    const { token } = await loginWithExpiry('admin', TEST_ADMIN_PASSWORD);
    const rows = await server.runtime.services.db.selectFrom('sessions').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    const hashed = createHash('sha256').update(token).digest('hex');
    expect(rows.filter((row) => row.token_hash === hashed)).toHaveLength(1);
  });
});

describe('POST /authentication/logout', () => {
  it('revokes the session, after which the token gets 401', async () => {
    const token = await server.login('operator', demoPassword('operator'));
    const response = await logout(token, { tenantId: AURORA, userName: 'operator', token });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('Success');
    expect((await me(token)).status).toBe(401);
    expect((await logout(token, { tenantId: AURORA, userName: 'operator', token })).status).toBe(401);
  });

  it('accepts the cookie form token:expiry', async () => {
    const { token, expiry } = await loginWithExpiry('operator', demoPassword('operator'));
    const response = await logout(token, { tenantId: AURORA, userName: 'OPERATOR', token: `${token}:${expiry}` });
    expect(response.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("does not end another user's session, nor accept another tenant or user name", async () => {
    const adminToken = await server.login('admin', TEST_ADMIN_PASSWORD);
    const operatorToken = await server.login('operator', demoPassword('operator'));
    const foreign = await logout(operatorToken, { tenantId: AURORA, userName: 'operator', token: adminToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body.status).toBe('Failed');
    expect((await me(adminToken)).status).toBe(200);
    expect(
      (await logout(operatorToken, { tenantId: BOREALIS, userName: 'operator', token: operatorToken })).status,
    ).toBe(403);
    expect((await logout(operatorToken, { tenantId: AURORA, userName: 'admin', token: operatorToken })).status).toBe(
      403,
    );
    expect((await me(operatorToken)).status).toBe(200);
  });

  it('needs a session of its own', async () => {
    const token = await server.login('operator', demoPassword('operator'));
    const response = await server.request('POST', '/authentication/logout', {
      body: { tenantId: AURORA, userName: 'operator', token },
    });
    expect(response.status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });
});

describe('revocation on password change and disabling', () => {
  it("ends the user's other sessions on a password change but keeps the caller's", async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'session-changer',
      permissions: {},
    });
    const caller = await server.login(user.username, user.password);
    const other = await server.login(user.username, user.password);
    const bystander = await server.login('operator', demoPassword('operator'));
    const newPassword = 'Changed#Password-2026';
    const response = await server.request('PUT', '/authentication/changePassword', {
      token: caller,
      body: { username: user.username, currentPassword: user.password, newPassword },
    });
    expect(response.status).toBe(200);
    expect((await me(caller)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(bystander)).status).toBe(200);

    // Changed from the public screen, without a session of that user: every session ends.
    const third = await server.login(user.username, newPassword);
    const unauthenticated = await server.request('PUT', '/authentication/changePassword', {
      token: bystander,
      body: { username: user.username, currentPassword: newPassword, newPassword: 'Changed#Again-2026' },
    });
    expect(unauthenticated.status).toBe(200);
    expect((await me(caller)).status).toBe(401);
    expect((await me(third)).status).toBe(401);
    expect((await me(bystander)).status).toBe(200);
  });

  it('ends the sessions of a disabled user', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'session-disabled',
      permissions: {},
    });
    const token = await server.login(user.username, user.password);
    expect((await me(token)).status).toBe(200);
    await server.runtime.services.db
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('username', '=', user.username)
      .execute();
    expect((await me(token)).status).toBe(401);
  });
});
