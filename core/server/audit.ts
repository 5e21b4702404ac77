import type { Kysely } from 'kysely';
import { isAuditedSecret, revealsNoSecret } from '../contract/auditedSecret.ts';
import type { CoreDatabase } from './db/schema.ts';

export type AuditAction = 'create' | 'update' | 'delete' | string;

export interface AuditEntry {
  tenantId: string;
  actor: { userId: string | null; username: string };
  entity: string;
  entityId: string;
  action: AuditAction;
  before: unknown;
  after: unknown;
  requestId?: string | null;
  /**
   * The partner account of the record the entry is about (its account field), so partner users read
   * the entries of their subtree only; left out or null for tenant-level records.
   */
  accountId?: string | null;
}

/**
 * Fields named like a secret, whatever the entity: their values never enter the audit log. What a record
 * says about a secret enters it — the audited fact of one (`auditedSecret`: set, and when), a flag, a time.
 */
const SECRET_FIELDS = /pass(word)?|secret|token|hash/i;

function redactField(key: string, field: unknown): unknown {
  if (!SECRET_FIELDS.test(key) || isAuditedSecret(field)) return redact(field);
  if (field instanceof Date) return field.toISOString();
  return revealsNoSecret(field) ? field : '[redacted]';
}

function redact(value: unknown): unknown {
  if (isAuditedSecret(value)) return value;
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redactField(key, field)]));
  }
  return value;
}

/**
 * Records who changed what. Call it with the transaction of the write it describes, so the entry
 * commits or rolls back with it.
 */
export async function recordAudit(db: Kysely<CoreDatabase>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      actor_user_id: entry.actor.userId,
      actor_username: entry.actor.username,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(redact(entry.before)),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(redact(entry.after)),
      request_id: entry.requestId ?? null,
      account_id: entry.accountId ?? null,
    })
    .execute();
}
