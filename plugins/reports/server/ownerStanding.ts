import type { Kysely } from 'kysely';
import { withoutTenantOnlyAreas } from '../../../core/contract/permissionCatalogue.ts';
import { hasPermission, mergePermissionTrees, type PermissionTree } from '../../../core/contract/permissions.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { REPORTS_PERMISSIONS, SCHEDULE_PERMISSIONS } from '../contract.ts';

/** Whether a saved report's owner may still have it mailed, and whose partner accounts bound its recipients. */
export interface OwnerStanding {
  accountId: string | null;
  /** Why its schedule mails no one, or null when its owner may schedule reports. */
  skipped: string | null;
}

/** The standing of an owner no longer in the tenant's users. */
export const OWNER_GONE: OwnerStanding = { accountId: null, skipped: 'Not mailed: its owner is no longer a user.' };

/**
 * The standing of these users of the tenant as schedule owners, from their roles as they are now: a schedule
 * is mailed only while its owner is active and holds reports:r and reports:c, so a user whose role lost the
 * key, or who was disabled, mails nothing any more.
 */
export async function ownerStandings(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, OwnerStanding>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .leftJoin('user_roles as ur', (join) =>
      join.onRef('ur.user_id', '=', 'u.id').onRef('ur.tenant_id', '=', 'u.tenant_id'),
    )
    .leftJoin('roles as r', (join) => join.onRef('r.id', '=', 'ur.role_id').onRef('r.tenant_id', '=', 'ur.tenant_id'))
    .select([
      'u.id',
      'u.status',
      'u.account_id as accountId',
      't.partner_management as partnerManagement',
      'r.permissions',
    ])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
  const users = new Map<string, { row: (typeof rows)[number]; trees: PermissionTree[] }>();
  for (const row of rows) {
    const entry = users.get(row.id) ?? { row, trees: [] };
    if (row.permissions) entry.trees.push(row.permissions);
    users.set(row.id, entry);
  }
  const standings = new Map<string, OwnerStanding>();
  for (const [userId, { row, trees }] of users) {
    const merged = mergePermissionTrees(trees);
    const subject = {
      permissions: row.accountId === null ? merged : withoutTenantOnlyAreas(merged),
      developerAccess: false,
      copyConfiguration: false,
      isPartner: row.accountId !== null,
      partnerManagement: row.partnerManagement,
    };
    const maySchedule =
      hasPermission(subject, REPORTS_PERMISSIONS.read) && hasPermission(subject, SCHEDULE_PERMISSIONS.own);
    const skipped =
      row.status !== 'ACTIVE'
        ? 'Not mailed: its owner is disabled.'
        : maySchedule
          ? null
          : `Not mailed: its owner may no longer schedule reports (${SCHEDULE_PERMISSIONS.own}).`;
    standings.set(userId, { accountId: row.accountId, skipped });
  }
  return standings;
}
