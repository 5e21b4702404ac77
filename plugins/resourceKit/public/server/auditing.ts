import type { Kysely } from 'kysely';
import { recordAudit } from '../../../../core/server/audit.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { AnyResourceDeclaration, ResourceContext } from './declaration.ts';

type Row = Record<string, unknown>;

/** What the audit log keeps of a record by default: every field but its times and last writer. */
function defaultAudited(record: Row): Row {
  const { createdAt: _created, updatedAt: _updated, updatedBy: _by, ...fields } = record;
  return fields;
}

function audited(declaration: AnyResourceDeclaration, record: Row | null): unknown {
  if (record === null) return null;
  return declaration.hooks?.audited ? declaration.hooks.audited(record) : defaultAudited(record);
}

function accountOf(declaration: AnyResourceDeclaration, record: Row | null): string | null {
  const field = declaration.descriptor.accountField;
  const value = field && record ? record[field] : null;
  return typeof value === 'string' ? value : null;
}

/** A copy's entry says where the item came from; any other keeps the record as it is. */
function withOrigin(ctx: ResourceContext, after: unknown): unknown {
  if (!ctx.copy || after === null || typeof after !== 'object') return after;
  return { ...after, copiedFrom: ctx.copy.from };
}

/**
 * Records a write of the resource with the record before and after it, in the write's transaction. The
 * entry carries the record's partner account (after the write, else before), so partner users read it. A
 * copy's writer is no user of the tenant written: its entry names the copier without a user id.
 */
export async function auditWrite(
  trx: Kysely<CoreDatabase>,
  declaration: AnyResourceDeclaration,
  ctx: ResourceContext,
  write: { action: string; id: string; before: Row | null; after: Row | null },
): Promise<void> {
  const { auth, request } = ctx;
  await recordAudit(trx, {
    tenantId: auth.tenantId,
    actor: { userId: ctx.copy ? null : auth.userId, username: auth.username },
    requestId: request.id,
    entity: declaration.descriptor.entity,
    entityId: write.id,
    action: write.action,
    before: audited(declaration, write.before),
    after: withOrigin(ctx, audited(declaration, write.after)),
    accountId: accountOf(declaration, write.after) ?? accountOf(declaration, write.before),
  });
}
