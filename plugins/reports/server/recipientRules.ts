import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import { isAllowedAddress } from '../contract/allowedRecipients.ts';
import type { StoredRecipient } from './reportsTables.ts';

/** A user a schedule names, as the database has them now. */
export interface RecipientUserRow {
  id: string;
  name: string;
  email: string;
  status: 'ACTIVE' | 'DISABLED';
  accountId: string | null;
}

/** Whose partner accounts bound the users a schedule may name: the caller's at a save, the owner's always. */
export interface RecipientReach {
  scope: AccountScope;
  /** Why a user outside the scope is refused: "outside the partner accounts you reach". */
  outside: string;
  /** A partner user mails users of its accounts only, never an address outside the tenant. */
  partner: boolean;
}

/** What decides whether a recipient is mailed. */
export interface RecipientFacts {
  /** The users the recipients name, by id: a deleted user or another tenant's is absent. */
  users: ReadonlyMap<string, RecipientUserRow>;
  /** The tenant's allowed external recipients: addresses and domains, in lower case. */
  allowed: readonly string[];
  reaches: readonly RecipientReach[];
}

/** A recipient judged: where its mail goes, or why it goes nowhere. */
export interface JudgedRecipient {
  /** How a run and the schedule name it: "Name <address>", or the address. */
  label: string;
  /** The address mailed, or null when skipped. */
  to: string | null;
  skipped: string | null;
}

function judgeUser(userId: string, facts: RecipientFacts): JudgedRecipient {
  const user = facts.users.get(userId);
  if (!user) return { label: 'A former user', to: null, skipped: 'not a user of the tenant' };
  const label = user.email ? `${user.name} <${user.email}>` : user.name;
  const skip = (skipped: string): JudgedRecipient => ({ label, to: null, skipped });
  if (user.status !== 'ACTIVE') return skip('the user is disabled');
  const outside = facts.reaches.find((reach) => !reach.scope.includes(user.accountId));
  if (outside) return skip(outside.outside);
  if (!user.email) return skip('the user has no e-mail address');
  return { label, to: user.email, skipped: null };
}

function judgeAddress(address: string, facts: RecipientFacts): JudgedRecipient {
  const skip = (skipped: string): JudgedRecipient => ({ label: address, to: null, skipped });
  if (facts.reaches.some((reach) => reach.partner)) {
    return skip("a partner user's reports go to users of its partner accounts only, never outside the tenant");
  }
  if (!isAllowedAddress(address, facts.allowed)) {
    return skip(
      "not among the tenant's allowed external recipients: pick a user of the tenant, or ask an administrator",
    );
  }
  return { label: address, to: address, skipped: null };
}

/** Whether a recipient is mailed, and at which address, or why not. */
export function judgeRecipient(recipient: StoredRecipient, facts: RecipientFacts): JudgedRecipient {
  return 'userId' in recipient ? judgeUser(recipient.userId, facts) : judgeAddress(recipient.address, facts);
}

/** The user ids a list of recipients names. */
export const recipientUserIds = (recipients: readonly StoredRecipient[]): string[] =>
  recipients.flatMap((recipient) => ('userId' in recipient ? [recipient.userId] : []));
