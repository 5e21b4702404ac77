import { sql, type Kysely } from 'kysely';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict } from '../../../core/server/http/errors.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import type { Role } from '../contract.ts';

export interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: PermissionTree;
  userCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export function selectRoles(db: Kysely<CoreDatabase>, tenantId: string) {
  return db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name',
      'r.description',
      'r.permissions',
      (eb) =>
        eb
          .selectFrom('user_roles as ur')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('ur.role_id', '=', 'r.id')
          .whereRef('ur.tenant_id', '=', 'r.tenant_id')
          .as('userCount'),
      'r.version',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
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

export async function listRoles(db: Kysely<CoreDatabase>, tenantId: string): Promise<RoleRow[]> {
  const rows = await selectRoles(db, tenantId)
    .orderBy(sql`lower(r.name)`)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ ...row, userCount: row.userCount ?? 0 }));
}

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
  };
}

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
  if (await query.executeTakeFirst()) throw conflict(`A role named "${name}" already exists.`);
}

/** What the audit log keeps of a role. */
export function auditedRole(role: Pick<RoleRow, 'name' | 'description' | 'permissions' | 'version'>) {
  return { name: role.name, description: role.description, permissions: role.permissions, version: role.version };
}

export async function exampleRole({ db, tenantId }: ExampleLookup): Promise<Record<string, string> | null> {
  const role = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
  return role ? { roleId: role.id } : null;
}
