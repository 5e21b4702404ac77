import { sql, type Kysely } from 'kysely';
import {
  hasPermission,
  mergePermissionTrees,
  type PermissionSubject,
  type PermissionTree,
} from '../../../core/contract/permissions.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict } from '../../../core/server/http/errors.ts';
import { USERS_PERMISSIONS } from '../contract.ts';

/** Advisory-lock namespace serialising the writes of one tenant that can change who administers it. */
const ADMINISTRATION_LOCK = 7313;

export const SELF_LOCKOUT = `You cannot remove ${USERS_PERMISSIONS.update} from yourself: another administrator has to make this change.`;
export const LAST_ADMINISTRATOR = `This change would leave the tenant without an active administrator (a user holding ${USERS_PERMISSIONS.create} and ${USERS_PERMISSIONS.update}). Give another active user that access first.`;

/**
 * Takes the tenant's administration lock for the rest of the transaction, so two administrators
 * demoting each other at once cannot both pass the checks below.
 */
export async function lockAdministration(trx: Kysely<CoreDatabase>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ADMINISTRATION_LOCK}::int, hashtext(${tenantId}::text))`.execute(trx);
}

/** The permission subjects of the tenant's active users, as the transaction sees them now. */
async function activeSubjects(trx: Kysely<CoreDatabase>, tenantId: string): Promise<Map<string, PermissionSubject>> {
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('user_roles as ur', (join) =>
      join.onRef('ur.user_id', '=', 'u.id').onRef('ur.tenant_id', '=', 'u.tenant_id'),
    )
    .leftJoin('roles as r', (join) => join.onRef('r.id', '=', 'ur.role_id').onRef('r.tenant_id', '=', 'ur.tenant_id'))
    .select(['u.id', 'u.account_id as accountId', 'r.permissions'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.status', '=', 'ACTIVE')
    .execute();
  const trees = new Map<string, { accountId: string | null; trees: PermissionTree[] }>();
  for (const row of rows) {
    const entry = trees.get(row.id) ?? { accountId: row.accountId, trees: [] };
    if (row.permissions) entry.trees.push(row.permissions);
    trees.set(row.id, entry);
  }
  const subjects = new Map<string, PermissionSubject>();
  for (const [userId, entry] of trees) {
    subjects.set(userId, {
      permissions: mergePermissionTrees(entry.trees),
      developerAccess: false,
      copyConfiguration: false,
      isPartner: entry.accountId !== null,
      partnerManagement: false,
    });
  }
  return subjects;
}

/** A tenant administrator: a user of the tenant (not of a partner account, whose reach is their subtree) holding users:c and users:u. */
function isAdministrator(subject: PermissionSubject): boolean {
  return (
    !subject.isPartner &&
    hasPermission(subject, USERS_PERMISSIONS.create) &&
    hasPermission(subject, USERS_PERMISSIONS.update)
  );
}

/**
 * Checks, after a change inside the transaction and before it commits, that the caller still holds
 * users:u and that an active administrator remains. Either failing is a 409 and rolls the change back.
 */
export async function assertAdministrationKept(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  callerUserId: string,
): Promise<void> {
  const subjects = await activeSubjects(trx, tenantId);
  const caller = subjects.get(callerUserId);
  if (!caller || !hasPermission(caller, USERS_PERMISSIONS.update)) throw conflict(SELF_LOCKOUT);
  if (![...subjects.values()].some(isAdministrator)) throw conflict(LAST_ADMINISTRATOR);
}
