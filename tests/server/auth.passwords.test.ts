import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from './support/fixtures.ts';
import { expectPolicyRefusal, passwordCalls } from './support/passwordCalls.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let calls: ReturnType<typeof passwordCalls>;

beforeAll(async () => {
  server = await startTestServer();
  calls = passwordCalls(server);
});

afterAll(async () => {
  await server?.close();
});

const me = (token: string) => calls.me(token);
const changePassword = (...args: Parameters<typeof calls.changePassword>) => calls.changePassword(...args);
const loginStatus = (username: string, password: string) => calls.loginStatus(username, password);
const forgetAttempts = () => calls.forgetAttempts();

describe('PUT /authentication/changePassword', () => {
  it("enforces every rule of the tenant's policy and names the broken ones", async () => {
    const current = demoPassword('developer');
    expectPolicyRefusal(await changePassword('developer', current, 'Sh0rt#pw'), 'at least 12 characters');
    expectPolicyRefusal(await changePassword('developer', current, 'no-uppercase#2026'), 'an uppercase letter');
    expectPolicyRefusal(await changePassword('developer', current, 'NO-LOWERCASE#2026'), 'a lowercase letter');
    expectPolicyRefusal(await changePassword('developer', current, 'No-Digits#Anywhere'), 'a digit');
    expectPolicyRefusal(await changePassword('developer', current, 'NoSymbols2026abc'), 'a symbol');
    expectPolicyRefusal(
      await changePassword('developer', current, 'short'),
      'at least 12 characters',
      'an uppercase letter',
      'a digit',
      'a symbol',
    );
    expectPolicyRefusal(
      await changePassword('developer', current, current),
      'It must differ from the current password.',
    );
    expect(await loginStatus('developer', current)).toBe(200);
  });

  it('refuses the username as password', async () => {
    await server.runtime.services.db
      .updateTable('tenants')
      .set({
        password_policy: JSON.stringify({
          minLength: 8,
          requireUppercase: false,
          requireLowercase: false,
          requireDigit: false,
          requireSymbol: false,
          historyCount: 5,
          maxAgeDays: 0,
        }),
      })
      .where('id', '=', 'borealis')
      .execute();
    const response = await changePassword('borealis-admin', demoPassword('borealis-admin'), 'Borealis-Admin');
    expectPolicyRefusal(response, 'It must not be the username.');
  });

  it('changes the password, and refuses the last five passwords again', async () => {
    const original = demoPassword('developer');
    const passwords = [1, 2, 3, 4, 5].map((n) => `Developer#Next-${n}0${n}`);
    let current = original;
    for (const next of passwords) {
      const response = await changePassword('developer', current, next);
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('Success');
      current = next;
    }
    expect(await loginStatus('developer', current)).toBe(200);
    expect(await loginStatus('developer', original)).toBe(401);
    // Five passwords back (the current included) are remembered; the original is the sixth.
    expectPolicyRefusal(
      await changePassword('developer', current, 'Developer#Next-202'),
      'not be one of the last 5 passwords',
    );
    expect((await changePassword('developer', current, original)).status).toBe(200);
  });

  it('applies the other tenant its own policy', async () => {
    const password = demoPassword('copier');
    expectPolicyRefusal(await changePassword('copier', password, 'lowercase1234'), 'an uppercase letter', 'a symbol');
    await server.runtime.services.db
      .updateTable('tenants')
      .set({
        password_policy: JSON.stringify({
          minLength: 10,
          requireUppercase: false,
          requireLowercase: true,
          requireDigit: true,
          requireSymbol: false,
          historyCount: 3,
          maxAgeDays: 0,
        }),
      })
      .where('id', '=', 'borealis')
      .execute();
    expect((await changePassword('borealis-admin', demoPassword('borealis-admin'), 'lowercase1234')).status).toBe(200);
  });

  it('answers a wrong current password and an unknown user identically, without ending the session', async () => {
    const token = await server.login('operator', demoPassword('operator'));
    const wrong = await changePassword('operator', 'Not-the-password-1!', 'Operator#Other-2026', token);
    const unknown = await changePassword('nobody-at-all', 'Not-the-password-1!', 'Operator#Other-2026', token);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body.errorDescription).toBe('Invalid username or password.');
    }
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(wrong.body));
    expect((await me(token)).status).toBe(200);
  });

  it('counts wrong current passwords towards the sign-in limit', async () => {
    forgetAttempts();
    for (let i = 0; i < 10; i += 1) {
      expect((await changePassword('operator', `Wrong#Password-${i}`, 'Operator#Other-2026')).status).toBe(400);
    }
    expect((await changePassword('operator', demoPassword('operator'), 'Operator#Other-2026')).status).toBe(429);
    forgetAttempts();
  });
});

describe('GET /authentication/verifyPassword', () => {
  it("checks the caller's own password, never caches the answer and redacts nothing into the response", async () => {
    const token = await server.login('operator', demoPassword('operator'));
    const right = await server.request<{ valid: boolean }>(
      'GET',
      `/authentication/verifyPassword?username=operator&password=${encodeURIComponent(demoPassword('operator'))}`,
      { token },
    );
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ valid: true });
    expect(right.headers.get('cache-control')).toBe('no-store');
    const wrong = await server.request<{ valid: boolean }>(
      'GET',
      '/authentication/verifyPassword?username=operator&password=nope',
      {
        token,
      },
    );
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toEqual({ valid: false });
  });

  it("refuses to check another user's password, and needs a session", async () => {
    const token = await server.login('operator', demoPassword('operator'));
    const other = await server.request('GET', `/authentication/verifyPassword?username=admin&password=x`, { token });
    expect(other.status).toBe(403);
    expect((await server.request('GET', '/authentication/verifyPassword?username=operator&password=x')).status).toBe(
      401,
    );
  });

  it('counts failures like a sign-in', async () => {
    forgetAttempts();
    const token = await server.login('operator', demoPassword('operator'));
    for (let i = 0; i < 10; i += 1) {
      await server.request('GET', `/authentication/verifyPassword?username=operator&password=wrong-${i}`, { token });
    }
    const limited = await server.request('GET', '/authentication/verifyPassword?username=operator&password=x', {
      token,
    });
    expect(limited.status).toBe(429);
    expect(await loginStatus('operator', demoPassword('operator'))).toBe(429);
    forgetAttempts();
  });
});
