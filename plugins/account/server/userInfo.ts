import type { Kysely } from 'kysely';
import type { ApplicationMode, UserInfo } from '../../../core/contract/auth.ts';
import type { PermissionSubject } from '../../../core/contract/permissions.ts';
import { listPartnerAccounts, visibleAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { TenantRecord, UserRecord } from '../../../core/server/auth/userDirectory.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

/**
 * The user info of spec section 3 for a signed-in user: what getUserAndRole answers, and what the login
 * answer carries so the console lands without a second call. `subject` is the session's (merged roles).
 */
export async function userInfoOf(
  db: Kysely<CoreDatabase>,
  user: UserRecord,
  tenant: TenantRecord,
  subject: PermissionSubject,
  mode: ApplicationMode,
): Promise<UserInfo> {
  const accounts = await listPartnerAccounts(db, user.tenantId);
  const ownAccount =
    user.accountId === null ? undefined : accounts.find((account) => account.accountId === user.accountId);
  const isPartner = user.accountId !== null;
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    tenantId: user.tenantId,
    accountId: user.accountId,
    landingPage: user.landingPage || tenant.defaultLandingPage,
    developerAccess: user.developerAccess,
    copyConfiguration: user.copyConfiguration,
    permissions: subject.permissions,
    applicationMode: mode,
    loginPartyId: user.id,
    partnerName: ownAccount?.accountName ?? null,
    partyRoleType: isPartner ? 'PARTNER_USER' : 'TENANT_USER',
    agentAccountId: user.accountId,
    isPartner,
    partnerManagement: tenant.partnerManagement,
    partnerInfo: visibleAccounts(accounts, user.accountId),
    tenantInfo: { businessName: tenant.businessName, tenantId: tenant.id },
  };
}
