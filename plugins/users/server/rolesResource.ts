import { sql } from 'kysely';
import { notFound } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import { ROLES_RESOURCE, createRoleRequestSchema, roleChangesSchema, roleSchema, type Role } from '../contract.ts';
import { assertAdministrationKept, lockAdministration } from './administration.ts';
import { assertGrantable } from './grants.ts';
import {
  assertRoleNameFree,
  auditedRole,
  findRole,
  ROLE_SORT_SQL,
  roleNameTaken,
  selectRoles,
  toRole,
  type RoleRow,
} from './roleQueries.ts';
import { ROLES_TAGS, type UsersDeps } from './usersDeps.ts';

function heldReason(count: number): string {
  const users = count === 1 ? '1 user holds' : `${count} users hold`;
  return `${users} it. Give ${count === 1 ? 'that user' : 'them'} another role first.`;
}

/**
 * Roles as a resource of the kit. They are the tenant's, shared by its partners' users too: partner
 * users holding users:* read them (to give them to their users) but do not change them.
 */
export function rolesResourceRoutes(deps: UsersDeps): AnyRoute[] {
  return defineResource(deps, {
    descriptor: ROLES_RESOURCE,
    tags: ROLES_TAGS,
    table: 'roles',
    alias: 'r',
    record: roleSchema,
    create: createRoleRequestSchema,
    update: roleChangesSchema,
    columns: { name: 'name', description: 'description', permissions: 'permissions' },
    sorts: ROLE_SORT_SQL,
    filters: {},
    search: [sql`r.name`, sql`r.description`],
    select: selectRoles,
    toRecords: async (_db, rows: RoleRow[]) => rows.map((row) => toRole({ ...row, userCount: row.userCount ?? 0 })),
    partnerWrites: false,
    references: { kind: 'role' },
    summaries: {
      list: "A page of the tenant's roles with their permission trees, how many users hold each, and their versions. Keyset pagination (cursor, limit ≤ 500); sort by name, userCount or updatedAt; q searches name and description.",
      get: 'One role of the tenant.',
      create:
        'Creates a role from a permission tree (`{ name, description?, permissions }`), or clones one (`{ name, description?, cloneOf }`). Names are unique in the tenant.',
      update:
        'Renames a role or changes its description or permission tree. Needs the version. Refused when it would take users:u from you or leave the tenant without an administrator.',
      delete:
        'Deletes a role, given its version (`?version=`). Refused with 409 while users hold it or a HUMAN task template offers its work to it.',
      bulk: 'Deletes several roles, each with its version; a role users hold stays, with the reason.',
    },
    messages: { create: 'Role created', update: 'Role updated', delete: 'Role deleted' },
    hooks: {
      begin: (trx, ctx) => lockAdministration(trx, ctx.auth.tenantId),
      async beforeCreate(trx, ctx, input) {
        const { auth } = ctx;
        await assertRoleNameFree(trx, auth.tenantId, input.name);
        let { permissions, description } = input;
        if (input.cloneOf !== undefined) {
          const source = await findRole(trx, auth.tenantId, input.cloneOf);
          if (!source) throw notFound('The role to clone');
          permissions = source.permissions;
          description ??= source.description;
        }
        const values = { ...input, description: description ?? '', permissions: permissions ?? {} };
        assertGrantable(auth.subject, [values.permissions]);
        return values;
      },
      createAction: (input) => (input.cloneOf === undefined ? 'create' : 'clone'),
      async beforeUpdate(trx, ctx, { current, changes }) {
        const { auth } = ctx;
        if (changes.name !== undefined && changes.name.toLowerCase() !== current.name.toLowerCase()) {
          await assertRoleNameFree(trx, auth.tenantId, changes.name, current.roleId);
        }
        assertGrantable(auth.subject, [changes.permissions ?? current.permissions], [current.permissions]);
      },
      async afterUpdate(trx, ctx, { changes }) {
        if (changes.permissions !== undefined) await assertAdministrationKept(trx, ctx.auth.tenantId, ctx.auth.userId);
      },
      refuseDelete: async (_trx, _ctx, role: Role) => (role.userCount > 0 ? heldReason(role.userCount) : null),
      uniqueViolation: (values) => roleNameTaken(String(values.name ?? '')),
      audited: (role: Role) => auditedRole(role),
    },
  });
}
