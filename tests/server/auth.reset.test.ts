import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { hashToken } from '../../core/server/auth/secrets.ts';
import { accountDb } from '../../plugins/account/server/accountTables.ts';
import { AURORA, demoPassword } from './support/fixtures.ts';
import { expectPolicyRefusal, INVALID_LINK, MINUTE, passwordCalls } from './support/passwordCalls.ts';
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
const forgotPassword = (username: string) => calls.forgotPassword(username);
const validateToken = (token: string) => calls.validateToken(token);
const resetPassword = (token: string, newPassword: string) => calls.resetPassword(token, newPassword);
const loginStatus = (username: string, password: string) => calls.loginStatus(username, password);
const forgetAttempts = () => calls.forgetAttempts();

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

describe('forgot and reset password', () => {
  it('mails a reset link that validates, resets once, ends every session and then stops working', async () => {
    forgetAttempts();
    const session = await server.login('operator', demoPassword('operator'));
    const token = await requestReset('operator', 'operator@aurora.example');
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const stored = await accountDb(server.runtime.services.db)
      .selectFrom('password_reset_tokens')
      .selectAll()
      .execute();
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
