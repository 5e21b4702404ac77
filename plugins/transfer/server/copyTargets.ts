import { sql, type Kysely } from 'kysely';
import { hasPermission, mergePermissionTrees, type PermissionTree } from '../../../core/contract/permissions.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { forbidden } from '../../../core/server/http/errors.ts';
import type { CopyTarget } from '../contract.ts';

/** An administrator of a tenant holds users:c and users:u there, outside any partner account. */
const ADMINISTRATION_KEYS = ['users:c', 'users:u'];

/**
 * The tenants the caller may copy to: every other tenant where the same person (an active user with the
 * caller's email: usernames are unique across tenants, emails within one) administers the tenant, outside
 * any partner account.
 */
export async function copyTargets(
  db: Kysely<CoreDatabase>,
  auth: AuthContext,
  options: { includeOwn?: boolean } = {},
): Promise<CopyTarget[]> {
  const me = await db
    .selectFrom('users')
    .select('email')
    .where('tenant_id', '=', auth.tenantId)
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (!me) return [];
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .leftJoin('user_roles as ur', (join) =>
      join.onRef('ur.user_id', '=', 'u.id').onRef('ur.tenant_id', '=', 'u.tenant_id'),
    )
    .leftJoin('roles as r', (join) => join.onRef('r.id', '=', 'ur.role_id').onRef('r.tenant_id', '=', 'ur.tenant_id'))
    .select(['t.id as tenantId', 't.business_name as name', 'r.permissions'])
    .where(sql<string>`lower(u.email)`, '=', me.email.toLowerCase())
    .where('u.status', '=', 'ACTIVE')
    .where('u.account_id', 'is', null)
    .execute();
  const trees = new Map<string, { name: string; trees: PermissionTree[] }>();
  for (const row of rows) {
    const entry = trees.get(row.tenantId) ?? { name: row.name, trees: [] };
    if (row.permissions) entry.trees.push(row.permissions as PermissionTree);
    trees.set(row.tenantId, entry);
  }
  return [...trees.entries()]
    .filter(([tenantId]) => options.includeOwn === true || tenantId !== auth.tenantId)
    .filter(([, entry]) => {
      const subject = {
        permissions: mergePermissionTrees(entry.trees),
        developerAccess: false,
        copyConfiguration: false,
        isPartner: false,
        partnerManagement: false,
      };
      return ADMINISTRATION_KEYS.every((key) => hasPermission(subject, key));
    })
    .map(([tenantId, entry]) => ({ tenantId, name: entry.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A 403 unless the caller administers the target tenant too. */
export async function assertCopyTarget(db: Kysely<CoreDatabase>, auth: AuthContext, tenantId: string): Promise<void> {
  const targets = await copyTargets(db, auth);
  if (!targets.some((target) => target.tenantId === tenantId)) {
    throw forbidden(
      `You do not administer the tenant "${tenantId}": configuration is copied only to a tenant you administer too.`,
    );
  }
}

/** A 403 unless the caller administers their own tenant (a bundle is imported into it). */
export async function assertOwnAdministration(db: Kysely<CoreDatabase>, auth: AuthContext): Promise<void> {
  const own = await copyTargets(db, auth, { includeOwn: true });
  if (!own.some((target) => target.tenantId === auth.tenantId)) {
    throw forbidden('Only an administrator of the tenant imports a configuration bundle into it.');
  }
}
