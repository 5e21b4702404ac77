import type { Kysely } from 'kysely';
import { hasPermission } from '../../../core/contract/permissions.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { forbidden } from '../../../core/server/http/errors.ts';
import type { CopyTarget } from '../contract.ts';
import { tenantsAcceptingCopiesFrom } from './copyGrants.ts';

/** An administrator of a tenant holds users:c and users:u there, outside any partner account. */
const ADMINISTRATION_KEYS = ['users:c', 'users:u'];

/**
 * The tenants the caller may copy to: those that granted copies to the caller's tenant and to the caller
 * (by user id, or every user of it who may copy). Trust is the target's to give: nothing the caller's own
 * tenant controls (an email, a username) makes another tenant a target. Partner users copy nowhere.
 */
export async function copyTargets(db: Kysely<CoreDatabase>, auth: AuthContext): Promise<CopyTarget[]> {
  if (auth.accountId !== null) return [];
  return tenantsAcceptingCopiesFrom(db, { tenantId: auth.tenantId, userId: auth.userId });
}

/** A 403 unless the target tenant accepts copies from the caller. */
export async function assertCopyTarget(db: Kysely<CoreDatabase>, auth: AuthContext, tenantId: string): Promise<void> {
  const targets = await copyTargets(db, auth);
  if (!targets.some((target) => target.tenantId === tenantId)) {
    throw forbidden(
      `The tenant "${tenantId}" accepts no configuration copies from you: its administrator allows them in its Settings.`,
    );
  }
}

/** A 403 unless the caller administers their own tenant (a bundle is imported into it). */
export function assertOwnAdministration(auth: AuthContext): void {
  if (auth.accountId !== null || !ADMINISTRATION_KEYS.every((key) => hasPermission(auth.subject, key))) {
    throw forbidden('Only an administrator of the tenant imports a configuration bundle into it.');
  }
}
