import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import type { ResetTokenInfo, UserInfo } from '../../core/contract/auth.ts';
import { hashToken } from '../../core/server/auth/secrets.ts';
import { AURORA, demoPassword } from './support/fixtures.ts';
import { startTestServer, type ApiResponse, type TestServer } from './support/testServer.ts';

let server: TestServer;
const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const INVALID_LINK = 'The reset link is invalid or has expired.';

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const me = (token: string) =>
  server.request<UserInfo>('POST', '/authentication/getUserAndRole/provisioning', { token, body: {} });
const changePassword = (username: string, currentPassword: string, newPassword: string, token?: string) =>
  server.request('PUT', '/authentication/changePassword', {
    token: token ?? null,
    body: { username, currentPassword, newPassword },
  });
const forgotPassword = (username: string) =>
  server.request('POST', '/authentication/forgotPassword', { body: { username } });
const validateToken = (token: string) =>
  server.request<ResetTokenInfo>('GET', `/authentication/tokenId/${encodeURIComponent(token)}`);
const resetPassword = (token: string, newPassword: string) =>
  server.request('PUT', '/authentication/resetPassword', { body: { token, newPassword } });
const loginStatus = async (username: string, password: string) =>
  (await server.request('POST', '/authentication/uilogin', { body: { username, password } })).status;

/** A client thread that sends one forgot-password request per message and answers with its duration. */
const TIMING_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async (username) => {
  const started = performance.now();
  const response = await fetch(workerData.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', '${PROVIDER_HEADER}': workerData.provider },
    body: JSON.stringify({ username }),
  });
  await response.text();
  parentPort.postMessage({ elapsed: performance.now() - started, status: response.status });
});
`;

/** Lets the sign-in and reset-request counters of earlier tests fall out of their window. */
const forgetAttempts = () => server.clock.advance(WINDOW + 1000);

function expectPolicyRefusal(response: ApiResponse, ...rules: string[]): void {
  expect(response.status).toBe(400);
  expect(response.body.status).toBe('Failed');
  expect(response.body.errorDescription).toMatch(/^The new password does not meet the password policy\./);
  for (const rule of rules) expect(response.body.errorDescription).toContain(rule);
}

async function outboxCount(recipient: string): Promise<number> {
  const rows = await server.runtime.services.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', recipient)
    .execute();
  return rows.length;
}

/** Waits for the reset mail sent after the answer, and returns the token of its link. */
async function resetTokenFromMail(recipient: string, countBefore: number): Promise<string> {
  const db = server.runtime.services.db;
  for (let waited = 0; waited < 5000; waited += 25) {
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['body', 'subject'])
      .where('recipient', '=', recipient)
      .orderBy('created_at', 'asc')
      .execute();
    const mail = mails[countBefore];
    if (mail) {
      expect(mail.subject).toBe('Reset your SDP Console password');
      const match = /http:\/\/localhost:8080\/sdp\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body);
      if (!match?.[1]) throw new Error(`no reset link in the mail: ${mail.body}`);
      return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset mail for ${recipient}`);
}

async function requestReset(username: string, email: string): Promise<string> {
  const before = await outboxCount(email);
  const response = await forgotPassword(username);
  expect(response.status).toBe(200);
  return resetTokenFromMail(email, before);
}

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

describe('forgot and reset password', () => {
  it('mails a reset link that validates, resets once, ends every session and then stops working', async () => {
    forgetAttempts();
    const session = await server.login('operator', demoPassword('operator'));
    const token = await requestReset('operator', 'operator@aurora.example');
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const stored = await server.runtime.services.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.some((row) => row.token_hash === hashToken(token))).toBe(true);

    const valid = await validateToken(token);
    expect(valid.status).toBe(200);
    expect(valid.body.message).toBe('Validate Reset Password Token Request Successfull');
    expect(valid.body.data).toEqual({
      username: 'operator',
      tenantId: AURORA,
      expiresAt: server.clock.now() + 15 * MINUTE,
    });
    expect(valid.headers.get('cache-control')).toBe('no-store');

    // A password the policy refuses leaves the link usable.
    expectPolicyRefusal(await resetPassword(token, 'weak'), 'at least 12 characters');
    expectPolicyRefusal(await resetPassword(token, demoPassword('operator')), 'not be one of the last 5 passwords');
    expect((await validateToken(token)).status).toBe(200);

    const newPassword = 'Operator#Reset-2026';
    const reset = await resetPassword(token, newPassword);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      status: 'Success',
      data: null,
      message: 'Reset Password Request Successfull',
      errorDescription: '',
    });
    expect((await me(session)).status).toBe(401);
    expect(await loginStatus('operator', newPassword)).toBe(200);
    expect(await loginStatus('operator', demoPassword('operator'))).toBe(401);

    const again = await resetPassword(token, 'Operator#Again-2026');
    expect(again.status).toBe(400);
    expect(again.body.errorDescription).toBe(INVALID_LINK);
    const revalidated = await validateToken(token);
    expect(revalidated.status).toBe(400);
    expect(revalidated.body.status).toBe('Failed');
    expect(revalidated.body.errorDescription).toBe(INVALID_LINK);
  });

  it('lets a link expire after 15 minutes', async () => {
    forgetAttempts();
    const token = await requestReset('copier', 'copier@aurora.example');
    server.clock.advance(15 * MINUTE - 1000);
    expect((await validateToken(token)).status).toBe(200);
    server.clock.advance(1000);
    expect((await validateToken(token)).body.errorDescription).toBe(INVALID_LINK);
    const reset = await resetPassword(token, 'Copier#Late-2026x');
    expect(reset.status).toBe(400);
    expect(reset.body.errorDescription).toBe(INVALID_LINK);
    expect(await loginStatus('copier', demoPassword('copier'))).toBe(200);
  });

  it('invalidates the earlier link when a new one is requested', async () => {
    forgetAttempts();
    const first = await requestReset('copier', 'copier@aurora.example');
    const second = await requestReset('copier', 'copier@aurora.example');
    expect((await validateToken(first)).status).toBe(400);
    expect((await validateToken(second)).status).toBe(200);
  });

  it('refuses unknown tokens', async () => {
    const unknown = await validateToken('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      status: 'Failed',
      data: null,
      message: INVALID_LINK,
      errorDescription: INVALID_LINK,
    });
    expect((await resetPassword('A'.repeat(43), 'Whatever#Pass-2026')).status).toBe(400);
  });

  it('answers the same for an existing and an unknown user, and mails only the existing one', async () => {
    forgetAttempts();
    const before = await outboxCount('partner@aurora.example');
    const totalBefore = (await server.runtime.services.db.selectFrom('mail_outbox').select('id').execute()).length;
    const existing = await forgotPassword('partner');
    const unknown = await forgotPassword('nobody-by-this-name');
    expect(existing.status).toBe(200);
    expect(unknown.status).toBe(existing.status);
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(existing.body));
    expect(existing.body).toEqual({
      status: 'Success',
      data: null,
      message: 'Forgot Password Request Successfull',
      errorDescription: '',
    });
    await resetTokenFromMail('partner@aurora.example', before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const totalAfter = (await server.runtime.services.db.selectFrom('mail_outbox').select('id').execute()).length;
    expect(totalAfter - totalBefore).toBe(1);
  });

  it('takes the same time for an existing and an unknown user (medians within 10 ms)', async () => {
    // The client runs in its own thread, as a remote client would: the server's work after the answer
    // (lookup, token, mail) must not reach the measured time, and in one event loop it would.
    const client = new Worker(TIMING_CLIENT, {
      eval: true,
      workerData: { url: `${server.baseUrl}/proactive/rest/authentication/forgotPassword`, provider: CONSOLE_PROVIDER },
    });
    const timed = (username: string) =>
      new Promise<number>((resolve, reject) => {
        client.once('message', (result: { elapsed: number; status: number }) =>
          result.status === 200 ? resolve(result.elapsed) : reject(new Error(`status ${result.status}`)),
        );
        client.postMessage(username);
      });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 80));
    // Mail delivery can be slow (SMTP): it must never be part of the answer's time.
    const mailer = server.runtime.services.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await send(mail);
    };
    try {
      const existing: number[] = [];
      const unknown: number[] = [];
      const measure = async (username: string) => {
        // Each call in a fresh window, so the per-address limit does not interfere with the measurement.
        forgetAttempts();
        const elapsed = await timed(username);
        await settle();
        return elapsed;
      };
      // Pairs in alternating order, so a drift in the machine's load falls on both sides alike.
      for (let i = 0; i < 32; i += 1) {
        const first = i % 2 === 0 ? 'partner' : `unknown-user-${i}`;
        const second = i % 2 === 0 ? `unknown-user-${i}` : 'partner';
        const times = [await measure(first), await measure(second)];
        if (i < 2) continue; // warm-up
        existing.push(i % 2 === 0 ? (times[0] ?? 0) : (times[1] ?? 0));
        unknown.push(i % 2 === 0 ? (times[1] ?? 0) : (times[0] ?? 0));
      }
      expect(Math.abs(median(existing) - median(unknown))).toBeLessThan(10);
    } finally {
      mailer.send = send;
      await client.terminate();
    }
  });

  it('limits reset requests per address and per account, whether the account exists or not', async () => {
    forgetAttempts();
    for (let i = 0; i < 10; i += 1) expect((await forgotPassword(`someone-${i}`)).status).toBe(200);
    const limited = await forgotPassword('partner');
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe('Failed');
    forgetAttempts();
    expect((await forgotPassword('partner')).status).toBe(200);
  });
});
