import type { z } from 'zod';
import { conflict } from '../../../core/server/http/errors.ts';
import type { ResourceHooks } from '../../resourceKit/public/server/declaration.ts';
import type { addUserRequestSchema, UserDetails } from '../contract.ts';
import { assertAdministrationKept, lockAdministration } from './administration.ts';
import { assertFlagsGrantable, assertGrantable } from './grants.ts';
import { preparePasswordLink } from './passwordLinks.ts';
import {
  assertEmailFree,
  assertUsernameFree,
  auditedUser,
  heldRoles,
  replaceRoles,
  rolesOfTenant,
  usernameTaken,
} from './userWrites.ts';
import type { UsersDeps } from './usersDeps.ts';

type AddUser = z.output<typeof addUserRequestSchema>;

/**
 * What users need beyond the kit's writes: unique usernames and emails, roles and flags granted only
 * within the caller's own permissions, the welcome mail, sessions ended on disabling, and a tenant that
 * keeps an active administrator. Every write holds the tenant's administration lock.
 */
export function userHooks(deps: UsersDeps): ResourceHooks<UserDetails, AddUser & Record<string, unknown>> {
  return {
    begin: (trx, ctx) => lockAdministration(trx, ctx.auth.tenantId),

    async beforeCreate(trx, ctx, input) {
      const { auth } = ctx;
      await assertUsernameFree(trx, input.username);
      await assertEmailFree(trx, auth.tenantId, input.email);
      const roles = await rolesOfTenant(trx, auth.tenantId, input.roleIds);
      assertGrantable(
        auth.subject,
        roles.map((role) => role.permissions),
      );
      assertFlagsGrantable(auth.subject, input);
    },

    async afterCreate(trx, ctx, { id, input }) {
      const tenantId = ctx.auth.tenantId;
      await replaceRoles(trx, tenantId, id, await rolesOfTenant(trx, tenantId, input.roleIds));
      const mail = await preparePasswordLink(trx, deps, 'welcome', { ...input, tenantId, id });
      ctx.afterCommit(() => mail.send());
    },

    async beforeUpdate(trx, ctx, { current, changes }) {
      const { auth } = ctx;
      if (changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()) {
        await assertEmailFree(trx, auth.tenantId, changes.email, current.userId);
      }
      const held = await heldRoles(trx, auth.tenantId, current.userId);
      const roles = changes.roleIds === undefined ? held : await rolesOfTenant(trx, auth.tenantId, changes.roleIds);
      assertGrantable(
        auth.subject,
        roles.map((role) => role.permissions),
        held.map((role) => role.permissions),
      );
      assertFlagsGrantable(auth.subject, changes, current);
      if (changes.status === 'DISABLED' && current.userId === auth.userId) {
        throw conflict('You cannot disable your own account.');
      }
    },

    async afterUpdate(trx, ctx, { current, changes }) {
      const { auth } = ctx;
      if (changes.roleIds !== undefined) {
        await replaceRoles(
          trx,
          auth.tenantId,
          current.userId,
          await rolesOfTenant(trx, auth.tenantId, changes.roleIds),
        );
      }
      const disabling = changes.status === 'DISABLED';
      if (disabling) await deps.sessions.revokeAllForUser(trx, auth.tenantId, current.userId, 'disabled');
      if (disabling || changes.roleIds !== undefined) await assertAdministrationKept(trx, auth.tenantId, auth.userId);
    },

    uniqueViolation: (values) => usernameTaken(String(values.username ?? '')),
    audited: auditedUser,
  };
}
