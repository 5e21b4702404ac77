import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetTokenInfoSchema,
  resetTokenParamsSchema,
} from '../contract.ts';
import { badRequest } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { clientAddress, type AccountDeps } from './accountDeps.ts';
import { accountDb } from './accountTables.ts';
import { accountKey } from './bruteForce.ts';
import { acceptNewPassword } from './passwordRules.ts';
import { storeNewPassword } from './passwordStore.ts';
import { findResetToken, issueResetToken, RESET_LINK_INVALID } from './resetTokens.ts';
import { findUserById } from '../../../core/server/auth/userDirectory.ts';
import { AUTH_PATHS } from '../../../core/contract/authPaths.ts';

const TAGS = ['Authentication'];

export function resetRoutes(deps: AccountDeps): AnyRoute[] {
  const { db, clock, sessions } = deps;

  const forgotPassword = defineRoute({
    method: 'POST',
    url: AUTH_PATHS.forgotPassword,
    summary:
      'Mails a single-use reset link (valid 15 minutes) to the user. Answers the same, at the same speed, whether or not the user exists.',
    tags: TAGS,
    public: true,
    body: forgotPasswordRequestSchema,
    response: z.null(),
    handler: async ({ body, request }) => {
      // Counted per requested name and per address, existing or not, so the answer never depends on the account.
      await deps.guard.begin([`reset-${accountKey(body.username)}`, `reset-ip:${clientAddress(request)}`]);
      // The lookup, token and mail happen after the answer is sent, so its timing says nothing about the account.
      deps.afterAnswer.run(
        'the password reset mail could not be prepared',
        () => issueResetToken(deps, body.username),
        {
          requestId: request.id,
        },
      );
      return ok(null, 'Forgot Password Request Successfull');
    },
  });

  const validateToken = defineRoute({
    method: 'GET',
    url: AUTH_PATHS.resetToken,
    summary: 'Validates a password reset token: the user and tenant it belongs to and when it expires.',
    tags: TAGS,
    public: true,
    params: resetTokenParamsSchema,
    response: resetTokenInfoSchema,
    handler: async ({ params }) => {
      const found = await findResetToken(db, params.token, clock());
      if (!found) throw badRequest(RESET_LINK_INVALID);
      return ok(
        { username: found.username, tenantId: found.tenantId, expiresAt: found.expiresAt.getTime() },
        'Validate Reset Password Token Request Successfull',
      );
    },
  });

  const resetPassword = defineRoute({
    method: 'PUT',
    url: AUTH_PATHS.resetPassword,
    summary:
      "Sets a new password with a reset token. Enforces the tenant's password policy, consumes the token and ends every session of the user.",
    tags: TAGS,
    public: true,
    body: resetPasswordRequestSchema,
    response: z.null(),
    handler: async ({ body, request }) => {
      const found = await findResetToken(db, body.token, clock());
      if (!found) throw badRequest(RESET_LINK_INVALID);
      const user = await findUserById(db, found.tenantId, found.userId);
      if (!user || user.status !== 'ACTIVE') throw badRequest(RESET_LINK_INVALID);
      const { passwordHash } = await acceptNewPassword(db, user, body.newPassword);
      const now = clock();
      const consumed = await db.transaction().execute(async (trx) => {
        const tables = accountDb(trx);
        const used = await tables
          .updateTable('password_reset_tokens')
          .set({ used_at: new Date(now) })
          .where('token_hash', '=', found.tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date(now))
          .returning('user_id')
          .executeTakeFirst();
        if (!used) return false;
        await tables
          .updateTable('password_reset_tokens')
          .set({ used_at: new Date(now) })
          .where('tenant_id', '=', user.tenantId)
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
        // Whoever holds the mailbox has proven the account is theirs: earlier failed logins stop counting.
        await tables.deleteFrom('auth_failures').where('key', '=', accountKey(user.username)).execute();
        await storeNewPassword(trx, sessions, {
          user,
          passwordHash,
          now,
          action: 'passwordReset',
          requestId: request.id,
        });
        return true;
      });
      if (!consumed) throw badRequest(RESET_LINK_INVALID);
      request.log.info({ userId: user.id, tenantId: user.tenantId }, 'password reset');
      return ok(null, 'Reset Password Request Successfull');
    },
  });

  return [forgotPassword, validateToken, resetPassword] as AnyRoute[];
}
