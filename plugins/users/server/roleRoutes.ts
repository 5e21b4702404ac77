import { sql } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../../core/server/audit.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import { conflict, notFound, preconditionFailed } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import {
  USERS_PATHS,
  USERS_PERMISSIONS,
  createRoleRequestSchema,
  deleteRoleQuerySchema,
  roleIdParamsSchema,
  roleListSchema,
  roleSchema,
  updateRoleRequestSchema,
} from '../contract.ts';
import { assertAdministrationKept, lockAdministration } from './administration.ts';
import { assertGrantable } from './grants.ts';
import { assertRoleNameFree, auditedRole, exampleRole, findRole, listRoles, toRole } from './roleQueries.ts';
import { auditSource, ROLES_TAGS, type UsersDeps } from './usersDeps.ts';

const duplicateName = (name: string) => conflict(`A role named "${name}" already exists.`);

function heldMessage(count: number): string {
  const users = count === 1 ? '1 user holds' : `${count} users hold`;
  return `The role cannot be deleted: ${users} it. Give ${count === 1 ? 'that user' : 'them'} another role first.`;
}

export function roleRoutes(deps: UsersDeps): AnyRoute[] {
  const { db } = deps;

  async function role(tenantId: string, roleId: string) {
    const row = await findRole(db, tenantId, roleId);
    if (!row) throw notFound('The role');
    return toRole(row);
  }

  const list = defineRoute({
    method: 'GET',
    url: USERS_PATHS.listRoles,
    summary: 'Every role of the tenant, by name, with its permission tree, how many users hold it, and its version.',
    tags: ROLES_TAGS,
    permission: USERS_PERMISSIONS.read,
    response: roleListSchema,
    handler: async ({ auth }) => ok({ items: (await listRoles(db, auth.tenantId)).map(toRole) }),
  });

  const create = defineRoute({
    method: 'POST',
    url: USERS_PATHS.role,
    summary:
      'Creates a role from a permission tree (`{ name, description?, permissions }`), or clones one (`{ name, description?, cloneOf }`). Names are unique in the tenant.',
    tags: ROLES_TAGS,
    permission: USERS_PERMISSIONS.create,
    body: createRoleRequestSchema,
    response: roleSchema,
    handler: async ({ body, auth, request }) => {
      try {
        const roleId = await db.transaction().execute(async (trx) => {
          await lockAdministration(trx, auth.tenantId);
          await assertRoleNameFree(trx, auth.tenantId, body.name);
          let permissions = body.permissions;
          let description = body.description;
          if (body.cloneOf !== undefined) {
            const source = await findRole(trx, auth.tenantId, body.cloneOf);
            if (!source) throw notFound('The role to clone');
            permissions = source.permissions;
            description ??= source.description;
          }
          const values = { name: body.name, description: description ?? '', permissions: permissions ?? {} };
          assertGrantable(auth.subject, [values.permissions]);
          const inserted = await trx
            .insertInto('roles')
            .values({ tenant_id: auth.tenantId, ...values, permissions: JSON.stringify(values.permissions) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            ...auditSource(auth, request),
            entity: 'role',
            entityId: inserted.id,
            action: body.cloneOf === undefined ? 'create' : 'clone',
            before: null,
            after: { ...auditedRole({ ...values, version: 1 }), ...(body.cloneOf ? { clonedFrom: body.cloneOf } : {}) },
          });
          return inserted.id;
        });
        return ok(await role(auth.tenantId, roleId), 'Role created');
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(body.name);
        throw error;
      }
    },
  });

  const update = defineRoute({
    method: 'PUT',
    url: USERS_PATHS.role,
    summary:
      'Renames a role or changes its description or permission tree. Needs the version. Refused when it would take users:u from you or leave the tenant without an administrator.',
    tags: ROLES_TAGS,
    permission: USERS_PERMISSIONS.update,
    body: updateRoleRequestSchema,
    response: roleSchema,
    handler: async ({ body, auth, request }) => {
      try {
        await db.transaction().execute(async (trx) => {
          await lockAdministration(trx, auth.tenantId);
          const current = await findRole(trx, auth.tenantId, body.roleId);
          if (!current) throw notFound('The role');
          assertVersion('The role', body.version, current.version);
          if (body.name !== undefined && body.name.toLowerCase() !== current.name.toLowerCase()) {
            await assertRoleNameFree(trx, auth.tenantId, body.name, current.id);
          }
          const next = {
            name: body.name ?? current.name,
            description: body.description ?? current.description,
            permissions: body.permissions ?? current.permissions,
            version: current.version + 1,
          };
          assertGrantable(auth.subject, [next.permissions], [current.permissions]);
          const result = await trx
            .updateTable('roles')
            .set({
              name: next.name,
              description: next.description,
              permissions: JSON.stringify(next.permissions),
              version: sql`version + 1`,
              updated_at: new Date(deps.clock()),
            })
            .where('tenant_id', '=', auth.tenantId)
            .where('id', '=', current.id)
            .where('version', '=', current.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw preconditionFailed();
          if (body.permissions !== undefined) await assertAdministrationKept(trx, auth.tenantId, auth.userId);
          await recordAudit(trx, {
            ...auditSource(auth, request),
            entity: 'role',
            entityId: current.id,
            action: 'update',
            before: auditedRole(current),
            after: auditedRole(next),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(body.name ?? '');
        throw error;
      }
      return ok(await role(auth.tenantId, body.roleId), 'Role updated');
    },
  });

  const remove = defineRoute({
    method: 'DELETE',
    url: '/user/deleteRole/:roleId',
    summary: 'Deletes a role, given its version (`?version=`). Refused with 409 while users hold it.',
    tags: ROLES_TAGS,
    permission: USERS_PERMISSIONS.delete,
    params: roleIdParamsSchema,
    query: deleteRoleQuerySchema,
    response: z.null(),
    exampleParams: exampleRole,
    handler: async ({ params, query, auth, request }) => {
      await db.transaction().execute(async (trx) => {
        await lockAdministration(trx, auth.tenantId);
        const current = await findRole(trx, auth.tenantId, params.roleId);
        if (!current) throw notFound('The role');
        assertVersion('The role', query.version, current.version);
        if (current.userCount > 0) throw conflict(heldMessage(current.userCount));
        await trx.deleteFrom('roles').where('tenant_id', '=', auth.tenantId).where('id', '=', current.id).execute();
        await recordAudit(trx, {
          ...auditSource(auth, request),
          entity: 'role',
          entityId: current.id,
          action: 'delete',
          before: auditedRole(current),
          after: null,
        });
      });
      return ok(null, 'Role deleted');
    },
  });

  return [list, create, update, remove] as AnyRoute[];
}
