import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { auditedSecret } from '../../../core/contract/auditedSecret.ts';
import { accountScope } from '../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import {
  USERS_PATHS,
  USERS_PERMISSIONS,
  unlockResponseSchema,
  userDetailsSchema,
  userIdParamsSchema,
} from '../contract.ts';
import { ADMIN_LINK_LIFETIME_HOURS, preparePasswordLink } from './passwordLinks.ts';
import { exampleUser, findUserRow, toUserDetails } from './userQueries.ts';
import { auditSource, USERS_TAGS, type UsersDeps } from './usersDeps.ts';

/**
 * The user actions that are not edits of a record: a forced password reset and an unlock. They reach
 * the users the kit's routes reach: a partner user only those of their account subtree.
 */
export function userActionRoutes(deps: UsersDeps): AnyRoute[] {
  const { db, locks, sessions } = deps;

  async function requireUser(from: Kysely<CoreDatabase>, auth: AuthContext, request: FastifyRequest, userId: string) {
    const user = await findUserRow(from, auth.tenantId, userId);
    const scope = await accountScope(db, request, auth);
    if (!user || !scope.includes(user.accountId)) throw notFound('The user');
    return user;
  }

  async function details(auth: AuthContext, request: FastifyRequest, userId: string) {
    const [user] = await toUserDetails(db, locks, auth.tenantId, [await requireUser(db, auth, request, userId)]);
    if (!user) throw notFound('The user');
    return user;
  }

  const forceReset = defineRoute({
    method: 'POST',
    url: USERS_PATHS.forcePasswordReset,
    summary: `Ends every session of the user and clears their password; they are mailed a link, valid ${ADMIN_LINK_LIFETIME_HOURS} hours, to choose a new one.`,
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.update,
    params: userIdParamsSchema,
    response: userDetailsSchema,
    exampleParams: exampleUser,
    handler: async ({ params, auth, request }) => {
      await accountScope(db, request, auth);
      const mail = await db.transaction().execute(async (trx) => {
        const current = await requireUser(trx, auth, request, params.userId);
        if (current.id === auth.userId) throw conflict('To change your own password, use Change password.');
        if (current.status !== 'ACTIVE')
          throw conflict('The user is disabled: enable them before resetting their password.');
        await trx
          .updateTable('users')
          .set({ password_hash: null, version: sql`version + 1`, updated_at: new Date(deps.clock()) })
          .where('tenant_id', '=', auth.tenantId)
          .where('id', '=', current.id)
          .execute();
        await sessions.revokeAllForUser(trx, auth.tenantId, current.id, 'forcedPasswordReset');
        const pending = await preparePasswordLink(trx, deps, 'forcedReset', { ...current, tenantId: auth.tenantId });
        await recordAudit(trx, {
          ...auditSource(auth, request),
          entity: 'user',
          entityId: current.id,
          action: 'forcePasswordReset',
          accountId: current.accountId,
          before: {
            signIn: current.passwordPending ? 'link pending' : 'own credentials',
            password: auditedSecret(null, !current.passwordPending),
            version: current.version,
          },
          after: {
            signIn: 'link pending',
            password: auditedSecret(null, false),
            sessionsEnded: true,
            version: current.version + 1,
          },
        });
        return pending;
      });
      await mail.send();
      return ok(await details(auth, request, params.userId), 'Password reset; a link to choose a new one was mailed');
    },
  });

  const unlock = defineRoute({
    method: 'POST',
    url: USERS_PATHS.unlockUser,
    summary: "Forgets the user's failed sign-ins, ending the delay they caused.",
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.update,
    params: userIdParamsSchema,
    response: unlockResponseSchema,
    exampleParams: exampleUser,
    handler: async ({ params, auth, request }) => {
      const user = await requireUser(db, auth, request, params.userId);
      const lockedUntil = (await locks.lockedUntil(db, [user.username])).get(user.username);
      await db.transaction().execute(async (trx) => {
        await locks.unlock(trx, user.username);
        await recordAudit(trx, {
          ...auditSource(auth, request),
          entity: 'user',
          entityId: user.id,
          action: 'unlock',
          accountId: user.accountId,
          before: { lockedUntil: lockedUntil === undefined ? null : new Date(lockedUntil).toISOString() },
          after: { lockedUntil: null },
        });
      });
      return ok({ userId: user.id, lockedUntil: null }, 'User unlocked');
    },
  });

  return [forceReset, unlock] as AnyRoute[];
}
