import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidFields } from '../../../core/server/http/errors.ts';
import type { RecipientInput } from '../contract.ts';
import type { OwnerStanding } from './ownerStanding.ts';
import { ownerReach, reachOfAccount, recipientUsers } from './recipientFacts.ts';
import { judgeRecipient, recipientUserIds, type RecipientReach } from './recipientRules.ts';
import { readReportsConfiguration } from './reportsConfiguration.ts';
import type { StoredRecipient } from './reportsTables.ts';

const stored = (recipient: RecipientInput): StoredRecipient =>
  recipient.userId !== undefined ? { userId: recipient.userId } : { address: (recipient.address ?? '').toLowerCase() };

const keyOf = (recipient: StoredRecipient) => ('userId' in recipient ? recipient.userId : recipient.address);

/**
 * The recipients as a schedule stores them, once each is one the caller may name: an active user of the
 * tenant with an address, within the partner accounts of the caller and of the report's owner, or an address
 * the tenant allows (never from or for a partner user). Anything else is a 400 naming `recipients.N`.
 */
export async function checkedRecipients(
  db: Kysely<CoreDatabase>,
  auth: AuthContext,
  owner: { userId: string; standing: OwnerStanding },
  recipients: readonly RecipientInput[],
): Promise<StoredRecipient[]> {
  const named = recipients.map(stored);
  const accounts =
    auth.accountId !== null || owner.standing.accountId !== null ? await listPartnerAccounts(db, auth.tenantId) : [];
  const reaches: RecipientReach[] = [
    {
      scope: reachOfAccount(accounts, auth.accountId),
      outside: 'outside the partner accounts you reach',
      partner: auth.accountId !== null,
    },
  ];
  if (owner.userId !== auth.userId) reaches.push(ownerReach(accounts, owner.standing));
  const facts = {
    users: await recipientUsers(db, auth.tenantId, recipientUserIds(named)),
    allowed: (await readReportsConfiguration(db, auth.tenantId)).allowedRecipients,
    reaches,
  };
  const seen = new Set<string>();
  const errors: { path: string; message: string }[] = [];
  named.forEach((recipient, index) => {
    const path = `recipients.${index}`;
    if (seen.has(keyOf(recipient))) errors.push({ path, message: 'named twice' });
    seen.add(keyOf(recipient));
    const { skipped } = judgeRecipient(recipient, facts);
    if (skipped) errors.push({ path, message: skipped });
  });
  if (errors.length > 0) throw invalidFields('body', errors);
  return named;
}
