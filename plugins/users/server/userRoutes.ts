import { sql } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import { conflict, notFound, preconditionFailed } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import {
  USERS_PATHS,
  USERS_PERMISSIONS,
  addUserRequestSchema,
  updateUserRequestSchema,
  userDetailsSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
  type UserDetails,
} from '../contract.ts';
import { assertAdministrationKept, lockAdministration } from './administration.ts';
import { assertFlagsGrantable, assertGrantable } from './grants.ts';
import { ADMIN_LINK_LIFETIME_HOURS, preparePasswordLink } from './passwordLinks.ts';
import { exampleUser, findUserRow, listUserRows, toUserDetails } from './userQueries.ts';
import {
  assertEmailFree,
  assertPartnerAccount,
  assertUsernameFree,
  auditedUser,
  heldRoles,
  replaceRoles,
  rolesOfTenant,
} from './userWrites.ts';
import { auditSource, USERS_TAGS, type UsersDeps } from './usersDeps.ts';

export function userRoutes(deps: UsersDeps): AnyRoute[] {
  const { db, guard } = deps;

  async function details(tenantId: string, userId: string): Promise<UserDetails> {
    const row = await findUserRow(db, tenantId, userId);
    if (!row) throw notFound('The user');
    const [user] = await toUserDetails(db, guard, tenantId, [row]);
    if (!user) throw notFound('The user');
    return user;
  }

  const list = defineRoute({
    method: 'GET',
    url: USERS_PATHS.listUsers,
    summary:
      "A page of the tenant's users with their roles, partner account, status, last sign-in and sign-in delay. Keyset pagination (cursor, limit ≤ 200); sort by name, username, email, status or lastLogin; filter by q, status, roleId, accountId.",
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.read,
    query: userListQuerySchema,
    response: userPageSchema,
    handler: async ({ query, auth }) => {
      const page = await listUserRows(db, auth.tenantId, query);
      return ok({ items: await toUserDetails(db, guard, auth.tenantId, page.items), nextCursor: page.nextCursor });
    },
  });

  const one = defineRoute({
    method: 'GET',
    url: '/user/getUserDetails/:userId',
    summary: 'One user of the tenant, as the listing shows it.',
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.read,
    params: userIdParamsSchema,
    response: userDetailsSchema,
    exampleParams: exampleUser,
    handler: async ({ params, auth }) => ok(await details(auth.tenantId, params.userId)),
  });

  const add = defineRoute({
    method: 'POST',
    url: USERS_PATHS.addUser,
    summary: `Creates a user of the tenant with its roles. No password is sent: the user is mailed a link, valid ${ADMIN_LINK_LIFETIME_HOURS} hours, to choose one.`,
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.create,
    body: addUserRequestSchema,
    response: userDetailsSchema,
    handler: async ({ body, auth, request }) => {
      const source = auditSource(auth, request);
      try {
        const { userId, mail } = await db.transaction().execute(async (trx) => {
          await lockAdministration(trx, auth.tenantId);
          await assertUsernameFree(trx, body.username);
          await assertEmailFree(trx, auth.tenantId, body.email);
          await assertPartnerAccount(trx, auth.tenantId, body.accountId);
          const roles = await rolesOfTenant(trx, auth.tenantId, body.roleIds);
          assertGrantable(
            auth.subject,
            roles.map((role) => role.permissions),
          );
          assertFlagsGrantable(auth.subject, body);
          const inserted = await trx
            .insertInto('users')
            .values({
              tenant_id: auth.tenantId,
              username: body.username,
              email: body.email,
              firstname: body.firstname,
              lastname: body.lastname,
              password_hash: null,
              landing_page: body.landingPage,
              developer_access: body.developerAccess,
              copy_configuration: body.copyConfiguration,
              account_id: body.accountId,
              last_login_at: null,
            })
            .returning(['id', 'status', 'version'])
            .executeTakeFirstOrThrow();
          await replaceRoles(trx, auth.tenantId, inserted.id, roles);
          const pending = await preparePasswordLink(trx, deps, 'welcome', {
            ...body,
            tenantId: auth.tenantId,
            id: inserted.id,
          });
          await recordAudit(trx, {
            ...source,
            entity: 'user',
            entityId: inserted.id,
            action: 'create',
            before: null,
            after: auditedUser({ ...body, status: inserted.status, version: inserted.version }, roles),
          });
          return { userId: inserted.id, mail: pending };
        });
        await mail.send();
        return ok(await details(auth.tenantId, userId), 'User created; a link to choose a password was mailed');
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`The username "${body.username}" is already taken.`);
        throw error;
      }
    },
  });

  const update = defineRoute({
    method: 'PUT',
    url: USERS_PATHS.updateUser,
    summary:
      "Changes a user's email, names, landing page, developer access, configuration copy, partner account or roles (roleIds replaces them). Needs the version.",
    tags: USERS_TAGS,
    permission: USERS_PERMISSIONS.update,
    body: updateUserRequestSchema,
    response: userDetailsSchema,
    handler: async ({ body, auth, request }) => {
      const source = auditSource(auth, request);
      await db.transaction().execute(async (trx) => {
        await lockAdministration(trx, auth.tenantId);
        const current = await findUserRow(trx, auth.tenantId, body.userId);
        if (!current) throw notFound('The user');
        assertVersion('The user', body.version, current.version);
        const currentRoles = await heldRoles(trx, auth.tenantId, current.id);
        if (body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase()) {
          await assertEmailFree(trx, auth.tenantId, body.email, current.id);
        }
        if (body.accountId !== undefined) await assertPartnerAccount(trx, auth.tenantId, body.accountId);
        const roles = body.roleIds === undefined ? currentRoles : await rolesOfTenant(trx, auth.tenantId, body.roleIds);
        assertGrantable(
          auth.subject,
          roles.map((role) => role.permissions),
          currentRoles.map((role) => role.permissions),
        );
        assertFlagsGrantable(auth.subject, body, current);
        const next = {
          ...current,
          email: body.email ?? current.email,
          firstname: body.firstname ?? current.firstname,
          lastname: body.lastname ?? current.lastname,
          landingPage: body.landingPage ?? current.landingPage,
          developerAccess: body.developerAccess ?? current.developerAccess,
          copyConfiguration: body.copyConfiguration ?? current.copyConfiguration,
          accountId: body.accountId === undefined ? current.accountId : body.accountId,
          version: current.version + 1,
        };
        const result = await trx
          .updateTable('users')
          .set({
            email: next.email,
            firstname: next.firstname,
            lastname: next.lastname,
            landing_page: next.landingPage,
            developer_access: next.developerAccess,
            copy_configuration: next.copyConfiguration,
            account_id: next.accountId,
            version: sql`version + 1`,
            updated_at: new Date(deps.clock()),
          })
          .where('tenant_id', '=', auth.tenantId)
          .where('id', '=', current.id)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw preconditionFailed();
        if (body.roleIds !== undefined) {
          await replaceRoles(trx, auth.tenantId, current.id, roles);
          await assertAdministrationKept(trx, auth.tenantId, auth.userId);
        }
        await recordAudit(trx, {
          ...source,
          entity: 'user',
          entityId: current.id,
          action: 'update',
          before: auditedUser(current, currentRoles),
          after: auditedUser(next, roles),
        });
      });
      return ok(await details(auth.tenantId, body.userId), 'User updated');
    },
  });

  return [list, one, add, update] as AnyRoute[];
}
