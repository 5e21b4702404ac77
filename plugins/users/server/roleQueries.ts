import { sql, type Kysely } from 'kysely';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { SortSql } from '../../resourceKit/public/server/declaration.ts';
import type { Role, RoleSort } from '../contract.ts';

export interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: PermissionTree;
  userCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

const USER_COUNT = sql<number>`(select count(*)::int from user_roles ur where ur.role_id = r.id and ur.tenant_id = r.tenant_id)`;

export function selectRoles(db: Kysely<CoreDatabase>, tenantId: string) {
  return db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name',
      'r.description',
      'r.permissions',
      USER_COUNT.as('userCount'),
      'r.version',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
      'r.updated_by as updatedBy',
    ])
    .where('r.tenant_id', '=', tenantId);
}

export async function findRole(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  roleId: string,
): Promise<RoleRow | undefined> {
  if (!isUuid(roleId)) return undefined;
  const row = await selectRoles(db, tenantId).where('r.id', '=', roleId).executeTakeFirst();
  return row ? { ...row, userCount: row.userCount ?? 0 } : undefined;
}

export const ROLE_SORT_SQL: Record<RoleSort, SortSql> = {
  name: { key: sql`lower(r.name)`, type: 'text' },
  userCount: { key: USER_COUNT, type: 'integer' },
  updatedAt: { key: sql`r.updated_at`, type: 'timestamptz' },
};

export function toRole(row: RoleRow): Role {
  return {
    roleId: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    userCount: row.userCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export const roleNameTaken = (name: string) => fieldConflict('name', `A role named "${name}" already exists.`);

/** Role names are unique in a tenant, without regard to case. */
export async function assertRoleNameFree(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  name: string,
  exceptRoleId?: string,
): Promise<void> {
  let query = trx
    .selectFrom('roles')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptRoleId) query = query.where('id', '!=', exceptRoleId);
  if (await query.executeTakeFirst()) throw roleNameTaken(name);
}

/** What the audit log keeps of a role. */
export function auditedRole(role: Pick<RoleRow, 'name' | 'description' | 'permissions' | 'version'>) {
  return { name: role.name, description: role.description, permissions: role.permissions, version: role.version };
}
