import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/server/auth/secrets.ts';
import type { StatementCounter } from '../../core/server/db/statementCounter.ts';
import { accountDb } from '../../plugins/account/server/accountTables.ts';
import { AURORA, demoPassword } from './support/fixtures.ts';
import { expectPolicyRefusal, INVALID_LINK, MINUTE, passwordCalls } from './support/passwordCalls.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let calls: ReturnType<typeof passwordCalls>;

beforeAll(async () => {
  // Counted, to see which statements a reset request sends before its answer.
  server = await startTestServer({ SDP_COUNT_STATEMENTS: '1' });
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

  it('answers an existing and an unknown user before any work on the account, which runs after', async () => {
    // The answer's time can only tell the accounts apart if work on the account happens before it: held
    // back here, none of it may have run when the answer arrives, for either name.
    const afterAnswer = server.runtime.services.afterAnswer;
    const run = afterAnswer.run.bind(afterAnswer);
    const held: (() => Promise<void>)[] = [];
    afterAnswer.run = (_failure, work) => void held.push(work);
    const statements = server.runtime.database.statements as StatementCounter;
    // The server's workers poll meanwhile (some read users), so the account's own table stands for its work.
    const accountWork = (kind: string) => kind.endsWith(' password_reset_tokens');
    const answer = async (username: string) => {
      forgetAttempts();
      statements.reset();
      const response = await forgotPassword(username);
      return {
        status: response.status,
        body: response.body,
        accountWork: Object.keys(statements.snapshot()).filter(accountWork),
      };
    };
    try {
      const before = await outboxCount('partner@aurora.example');
      const existing = await answer('partner');
      const unknown = await answer('unknown-user');
      expect(existing).toEqual({ status: 200, body: expect.objectContaining({ status: 'Success' }), accountWork: [] });
      expect(unknown).toEqual(existing);
      // One piece of work each, the same for both names: what follows is decided after the answer.
      expect(held).toHaveLength(2);
      for (const work of held) await work();
      expect(await outboxCount('partner@aurora.example')).toBe(before + 1);
    } finally {
      afterAnswer.run = run;
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
