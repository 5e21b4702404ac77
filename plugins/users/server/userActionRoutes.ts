import { sql } from 'kysely';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { accountKey } from '../../../core/server/auth/bruteForce.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import { conflict, notFound, preconditionFailed } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import {
  USERS_PERMISSIONS,
  unlockResponseSchema,
  userDetailsSchema,
  userIdParamsSchema,
  userStatusRequestSchema,
  type UserStatus,
} from '../contract.ts';
import { assertAdministrationKept, lockAdministration } from './administration.ts';
import { ADMIN_LINK_LIFETIME_HOURS, preparePasswordLink } from './passwordLinks.ts';
import { exampleUser, findUserRow, toUserDetails } from './userQueries.ts';
import { auditSource, USERS_TAGS, type UsersDeps } from './usersDeps.ts';

export function userActionRoutes(deps: UsersDeps): AnyRoute[] {
  const { db, guard, sessions } = deps;

  async function requireUser(auth: AuthContext, userId: string) {
    const user = await findUserRow(db, auth.tenantId, userId);
    if (!user) throw notFound('The user');
    return user;
  }

  async function details(auth: AuthContext, userId: string) {
    const [user] = await toUserDetails(db, guard, auth.tenantId, [await requireUser(auth, userId)]);
    if (!user) throw notFound('The user');
    return user;
  }

  function statusRoute(target: UserStatus) {
    const disabling = target === 'DISABLED';
    return defineRoute({
      method: 'PUT',
      url: `/user/updateUser/:userId/${disabling ? 'disable' : 'enable'}`,
      summary: disabling
        ? 'Disables a user: they can no longer sign in and every session of theirs ends. Needs the version. Neither yourself nor the last administrator can be disabled.'
        : 'Enables a disabled user again. Needs the version.',
      tags: USERS_TAGS,
      permission: USERS_PERMISSIONS.update,
      params: userIdParamsSchema,
      body: userStatusRequestSchema,
      response: userDetailsSchema,
      exampleParams: exampleUser,
      handler: async ({ params, body, auth, request }) => {
        await db.transaction().execute(async (trx) => {
          await lockAdministration(trx, auth.tenantId);
          const current = await findUserRow(trx, auth.tenantId, params.userId);
          if (!current) throw notFound('The user');
          assertVersion('The user', body.version, current.version);
          if (current.status === target) return;
          if (disabling && current.id === auth.userId) throw conflict('You cannot disable your own account.');
          const result = await trx
            .updateTable('users')
            .set({ status: target, version: sql`version + 1`, updated_at: new Date(deps.clock()) })
            .where('tenant_id', '=', auth.tenantId)
            .where('id', '=', current.id)
            .where('version', '=', current.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw preconditionFailed();
          if (disabling) {
            await sessions.revokeAllForUser(trx, auth.tenantId, current.id, 'disabled');
            await assertAdministrationKept(trx, auth.tenantId, auth.userId);
          }
          await recordAudit(trx, {
            ...auditSource(auth, request),
            entity: 'user',
            entityId: current.id,
            action: disabling ? 'disable' : 'enable',
            before: { status: current.status, version: current.version },
            after: { status: target, version: current.version + 1, ...(disabling ? { sessionsEnded: true } : {}) },
          });
        });
        return ok(await details(auth, params.userId), disabling ? 'User disabled' : 'User enabled');
      },
    });
  }

  const forceReset = defineRoute({
    method: 'POST',
    url: '/user/forcePasswordReset/:userId',
    summary: `Ends every session of the user and clears their password; they are mailed a link, valid ${ADMIN_LINK_LIFETIME_HOURS} hours, to choose a new one.`,
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.update,
    params: userIdParamsSchema,
    response: userDetailsSchema,
    exampleParams: exampleUser,
    handler: async ({ params, auth, request }) => {
      const mail = await db.transaction().execute(async (trx) => {
        const current = await findUserRow(trx, auth.tenantId, params.userId);
        if (!current) throw notFound('The user');
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
          before: { signIn: current.passwordPending ? 'link pending' : 'own credentials', version: current.version },
          after: { signIn: 'link pending', sessionsEnded: true, version: current.version + 1 },
        });
        return pending;
      });
      await mail.send();
      return ok(await details(auth, params.userId), 'Password reset; a link to choose a new one was mailed');
    },
  });

  const unlock = defineRoute({
    method: 'POST',
    url: '/user/unlock/:userId',
    summary: "Forgets the user's failed sign-ins, ending the delay they caused.",
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.update,
    params: userIdParamsSchema,
    response: unlockResponseSchema,
    exampleParams: exampleUser,
    handler: async ({ params, auth, request }) => {
      const user = await requireUser(auth, params.userId);
      const key = accountKey(user.username);
      const lockedUntil = (await guard.delayedUntil([key])).get(key);
      await db.transaction().execute(async (trx) => {
        await guard.forget(trx, [key]);
        await recordAudit(trx, {
          ...auditSource(auth, request),
          entity: 'user',
          entityId: user.id,
          action: 'unlock',
          before: { lockedUntil: lockedUntil === undefined ? null : new Date(lockedUntil).toISOString() },
          after: { lockedUntil: null },
        });
      });
      return ok({ userId: user.id, lockedUntil: null }, 'User unlocked');
    },
  });

  return [statusRoute('ACTIVE'), statusRoute('DISABLED'), forceReset, unlock] as AnyRoute[];
}
