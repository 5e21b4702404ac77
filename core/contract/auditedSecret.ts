/**
 * What the audit log keeps of a secret — a password, an API key, a signing secret, a header's value:
 * whether one is set and when it was last entered, never the value. A record's audited shape puts it where
 * the secret is (`auth.secret`, `password`, `headers.X-Token`); an entry whose time of it differs between
 * before and after is a secret entered again, which the log shows as "Secret: changed" with that time.
 */
export interface AuditedSecret {
  secret: 'set' | 'not set';
  /** When it was last entered (ISO), when known. */
  setAt: string | null;
}

/** The audited fact of a secret entered at `setAt` (ISO or Date), or of none. */
export function auditedSecret(setAt: string | Date | null, set: boolean = setAt !== null): AuditedSecret {
  const at = setAt === null || !set ? null : new Date(setAt).toISOString();
  return { secret: set ? 'set' : 'not set', setAt: at };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether a value is the audited fact of a secret (and nothing else: no value could hide in it). */
export function isAuditedSecret(value: unknown): value is AuditedSecret {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return (
    Object.keys(fields).length === 2 &&
    (fields.secret === 'set' || fields.secret === 'not set') &&
    (fields.setAt === null || (typeof fields.setAt === 'string' && ISO_TIME.test(fields.setAt)))
  );
}

/** Whether a value under a secret's name says something about it rather than holding it: a flag or a time. */
export function revealsNoSecret(value: unknown): boolean {
  return value === null || typeof value === 'boolean' || (typeof value === 'string' && ISO_TIME.test(value));
}
