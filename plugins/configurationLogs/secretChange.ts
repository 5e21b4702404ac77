import type { AuditedSecret } from '../../core/contract/auditedSecret.ts';
import { formatAuditTime } from './auditFormat.ts';
import type { FieldDiffRow } from './fieldDiff.ts';

/**
 * How one side of a secret's row of the diff reads, never with the value: "Secret: set", "Secret: changed"
 * (entered again, or entered where none was), "Password: not set" — each with when it was entered, when
 * the log knows. Null when that side keeps no fact of the secret (the field is absent there).
 */
export function secretSideText(row: FieldDiffRow, side: 'before' | 'after'): string | null {
  const fact = row.secret?.[side] ?? null;
  if (!fact) return null;
  const noun = /pass(word)?/i.test(row.field.split('.').at(-1) ?? '') ? 'Password' : 'Secret';
  if (fact.secret === 'not set') return `${noun}: not set`;
  const before = row.secret?.before ?? null;
  const changed = side === 'after' && before !== null && !sameSecret(before, fact);
  const when = fact.setAt === null ? '' : `, ${formatAuditTime(fact.setAt)}`;
  return `${noun}: ${changed ? 'changed' : 'set'}${when}`;
}

const sameSecret = (a: AuditedSecret, b: AuditedSecret) => a.secret === b.secret && a.setAt === b.setAt;
