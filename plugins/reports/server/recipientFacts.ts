import { sql, type Kysely } from 'kysely';
import type { PartnerAccount } from '../../../core/contract/auth.ts';
import { UNNARROWED, type AccountScope } from '../../../core/server/auth/accountScope.ts';
import { accountAndDescendants, listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { OwnerStanding } from './ownerStanding.ts';
import type { RecipientReach, RecipientUserRow } from './recipientRules.ts';

/** The tenant's users of these ids, as recipients are judged by. */
export async function recipientUsers(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, RecipientUserRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      sql<string>`trim(firstname || ' ' || lastname)`.as('name'),
      'email',
      'status',
      'account_id as accountId',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a user of this partner account reaches (null: a user of the tenant, who reaches every account). */
export function reachOfAccount(accounts: readonly PartnerAccount[], accountId: string | null): AccountScope {
  if (accountId === null) return UNNARROWED;
  const ids = accountAndDescendants(accounts, accountId).map((account) => account.accountId);
  const reachable = new Set(ids);
  return { root: accountId, accountIds: ids, includes: (id) => id !== null && reachable.has(id) };
}

/** What a user of the account reaches, read from the tenant's accounts. */
export async function userReach(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  accountId: string | null,
): Promise<AccountScope> {
  if (accountId === null) return UNNARROWED;
  return reachOfAccount(await listPartnerAccounts(db, tenantId), accountId);
}

/** The owner's bound on the users a schedule mails: a partner owner's accounts, and no address outside. */
export const ownerReach = (accounts: readonly PartnerAccount[], standing: OwnerStanding): RecipientReach => ({
  scope: reachOfAccount(accounts, standing.accountId),
  outside: "outside the partner accounts the report's owner reaches",
  partner: standing.accountId !== null,
});
