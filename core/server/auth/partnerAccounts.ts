import type { Kysely } from 'kysely';
import type { PartnerAccount } from '../../contract/auth.ts';
import type { CoreDatabase } from '../db/schema.ts';

/** Every partner account of the tenant, ordered by account number. */
export async function listPartnerAccounts(db: Kysely<CoreDatabase>, tenantId: string): Promise<PartnerAccount[]> {
  return db
    .selectFrom('partner_accounts')
    .select([
      'account_id as accountId',
      'account_number as accountNumber',
      'account_name as accountName',
      'parent_account_id as parentAccountId',
    ])
    .where('tenant_id', '=', tenantId)
    .orderBy('account_number')
    .execute();
}

/** The account and all accounts beneath it, the account first, then level by level. */
export function accountAndDescendants(accounts: readonly PartnerAccount[], accountId: string): PartnerAccount[] {
  const root = accounts.find((account) => account.accountId === accountId);
  if (!root) return [];
  const result = [root];
  const seen = new Set([root.accountId]);
  for (let i = 0; i < result.length; i += 1) {
    const parent = result[i]?.accountId;
    for (const child of accounts) {
      if (child.parentAccountId === parent && !seen.has(child.accountId)) {
        seen.add(child.accountId);
        result.push(child);
      }
    }
  }
  return result;
}

/** The chain of accounts from the hierarchy's root down to the account. */
export function pathFromRoot(accounts: readonly PartnerAccount[], accountId: string): PartnerAccount[] {
  const byId = new Map(accounts.map((account) => [account.accountId, account]));
  const path: PartnerAccount[] = [];
  const seen = new Set<string>();
  let current = byId.get(accountId);
  while (current && !seen.has(current.accountId)) {
    seen.add(current.accountId);
    path.unshift(current);
    current = current.parentAccountId ? byId.get(current.parentAccountId) : undefined;
  }
  return path;
}

/** What a user may see: a partner user their account and its descendants, a tenant user every account. */
export function visibleAccounts(accounts: readonly PartnerAccount[], userAccountId: string | null): PartnerAccount[] {
  return userAccountId === null ? [...accounts] : accountAndDescendants(accounts, userAccountId);
}
