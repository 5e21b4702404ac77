import { z } from 'zod';
import { passwordPolicySchema } from '../../../core/contract/auth.ts';
import { changePasswordRequestSchema, verifyPasswordQuerySchema, verifyPasswordResponseSchema } from '../contract.ts';
import { ALWAYS_ALLOWED } from '../../../core/contract/permissions.ts';
import { badRequest, forbidden, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { clientAddress, INVALID_CREDENTIALS, type AccountDeps } from './accountDeps.ts';
import { accountKey, addressKey } from './bruteForce.ts';
import { findUserByUsername, verifyPasswordOrDummy } from './credentials.ts';
import { acceptNewPassword } from './passwordRules.ts';
import { storeNewPassword } from './passwordStore.ts';
import { tenantIdParamsSchema } from '../../../core/server/auth/tenantRoutes.ts';
import { findTenant, findUserById } from '../../../core/server/auth/userDirectory.ts';
import { AUTH_PATHS } from '../../../core/contract/authPaths.ts';

const TAGS = ['Authentication'];

export function passwordRoutes(deps: AccountDeps): AnyRoute[] {
  const { db, clock, sessions } = deps;

  const verify = defineRoute({
    method: 'GET',
    url: AUTH_PATHS.verifyPassword,
    summary:
      "Checks the caller's own password (for example before a sensitive action). Failures count towards the sign-in limits; the query is redacted from logs.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    query: verifyPasswordQuerySchema,
    response: verifyPasswordResponseSchema,
    handler: async ({ query, auth, request }) => {
      if (query.username.toLowerCase() !== auth.username.toLowerCase()) throw forbidden();
      const account = accountKey(auth.username);
      const attempt = await deps.guard.begin([account, addressKey(clientAddress(request))], {
        clearOnSuccess: [account],
      });
      const user = await findUserById(db, auth.tenantId, auth.userId);
      const valid = await verifyPasswordOrDummy(user?.passwordHash, query.password);
      if (valid) await attempt.succeeded();
      else request.log.warn({ userId: auth.userId }, 'password verification failed');
      return ok({ valid }, 'Verify Password Request Successfull');
    },
  });

  const change = defineRoute({
    method: 'PUT',
    url: AUTH_PATHS.changePassword,
    summary:
      "Changes a password given the current one (public: used when the password has expired). Enforces the tenant's policy and ends the user's other sessions; the session of the bearer token, if it is the same user's, stays.",
    tags: TAGS,
    public: true,
    body: changePasswordRequestSchema,
    response: z.null(),
    handler: async ({ body, auth, request }) => {
      const account = accountKey(body.username);
      const attempt = await deps.guard.begin([account, addressKey(clientAddress(request))], {
        clearOnSuccess: [account],
      });
      const user = await findUserByUsername(db, body.username);
      const matches = await verifyPasswordOrDummy(user?.passwordHash, body.currentPassword);
      // 400, not 401: the console treats any 401 as the end of its session.
      if (!user || !matches || user.status !== 'ACTIVE') {
        request.log.warn({ username: body.username }, 'password change refused: wrong credentials');
        throw badRequest(INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      const { passwordHash } = await acceptNewPassword(db, user, body.newPassword, body.currentPassword);
      const keepSessionId =
        auth && auth.userId === user.id && auth.tenantId === user.tenantId ? auth.sessionId : undefined;
      const now = clock();
      await db.transaction().execute((trx) =>
        storeNewPassword(trx, sessions, {
          user,
          passwordHash,
          now,
          action: 'passwordChange',
          keepSessionId,
          requestId: request.id,
        }),
      );
      request.log.info({ userId: user.id, tenantId: user.tenantId }, 'password changed');
      return ok(null, 'Change Password Request Successfull');
    },
  });

  const passwordConfig = defineRoute({
    method: 'GET',
    url: AUTH_PATHS.passwordConfig,
    summary: "The tenant's password policy, shown as rules on the password screens (public).",
    tags: ['Tenant'],
    public: true,
    params: tenantIdParamsSchema,
    response: passwordPolicySchema,
    handler: async ({ params }) => {
      const tenant = await findTenant(db, params.tenantId);
      if (!tenant) throw notFound('The tenant');
      return ok(tenant.passwordPolicy);
    },
  });

  return [verify, change, passwordConfig] as AnyRoute[];
}
