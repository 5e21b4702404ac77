import type { Kysely } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { ApiError, conflict } from '../../../core/server/http/errors.ts';
import type { ReferenceMap } from '../../../core/server/references/referenceMap.ts';
import type { CopyFamily } from '../contract.ts';
import type { Plan, PlannedItem } from './copyPlan.ts';
import { transferDb } from './copyEventsTable.ts';

interface CopyContext {
  auth: AuthContext;
  targetTenantId: string;
  family: CopyFamily;
  requestId: string;
  /** A bundle's import: the tenant it was exported from; only the target (the caller's tenant) is written. */
  importedFrom?: string;
}

const written = (item: PlannedItem) => item.action === 'create' || item.action === 'update';

function eventItems(plan: Plan) {
  return plan.items.map((item) => ({
    kind: item.kind,
    name: item.name,
    targetName: item.targetName,
    action: item.action,
  }));
}

/** The copy event on both tenants: OUT on the source, IN on the target. */
async function recordEvents(
  db: Kysely<CoreDatabase>,
  ctx: CopyContext,
  plan: Plan,
  result: 'APPLIED' | 'FAILED',
  message: string,
): Promise<void> {
  const base = {
    actor: ctx.auth.username,
    source_tenant_id: ctx.importedFrom ?? ctx.auth.tenantId,
    target_tenant_id: ctx.targetTenantId,
    family: ctx.family,
    result,
    message,
    items: JSON.stringify(eventItems(plan)),
  };
  await transferDb(db)
    .insertInto('copy_events')
    .values([
      ...(ctx.importedFrom === undefined ? [{ ...base, tenant_id: ctx.auth.tenantId, direction: 'OUT' as const }] : []),
      { ...base, tenant_id: ctx.targetTenantId, direction: 'IN' as const },
    ])
    .execute();
}

/**
 * Applies a dry run on the target in one transaction: every item created or overwritten in the order
 * of what it names, each audited on both tenants, the copy event recorded with it. Any failure rolls the
 * whole copy back, records a FAILED event and answers 409 naming the item.
 */
export async function applyCopy(
  map: ReferenceMap,
  db: Kysely<CoreDatabase>,
  ctx: CopyContext,
  plan: Plan,
): Promise<void> {
  const unresolved = plan.items.filter((item) => item.action === 'conflict');
  if (unresolved.length > 0) {
    const names = unresolved.slice(0, 5).map((item) => `the ${item.title} "${item.name}"`);
    throw conflict(
      `Resolve every conflict before applying (skip, overwrite or copy under a new name): ${names.join(', ')}${unresolved.length > 5 ? ` and ${unresolved.length - 5} more` : ''}.`,
    );
  }
  const count = plan.items.filter(written).length;
  const summary = `${count} item${count === 1 ? '' : 's'} copied from ${ctx.auth.tenantId} to ${ctx.targetTenantId}.`;
  let current: PlannedItem | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      for (const item of plan.order) {
        if (!written(item) || !item.fields) continue;
        current = item;
        const copy = map.get(item.kind)?.copy;
        if (!copy) continue;
        const result = await copy.write(trx, {
          tenantId: ctx.targetTenantId,
          actor: ctx.auth.username,
          name: item.targetName,
          existingId: item.action === 'update' ? item.existingId : null,
          fields: item.fields,
        });
        const audited = { name: item.targetName, ...item.fields, secretNeeded: result.secretNeeded };
        const actor = { userId: ctx.auth.userId, username: ctx.auth.username };
        await recordAudit(trx, {
          tenantId: ctx.targetTenantId,
          actor: { userId: null, username: ctx.auth.username },
          entity: item.title,
          entityId: result.id,
          action: item.action === 'create' ? 'copy in' : 'copy over',
          before: null,
          after: { ...audited, copiedFrom: ctx.importedFrom ?? ctx.auth.tenantId },
          requestId: ctx.requestId,
        });
        if (ctx.importedFrom !== undefined) continue;
        await recordAudit(trx, {
          tenantId: ctx.auth.tenantId,
          actor,
          entity: item.title,
          entityId: item.name,
          action: 'copy out',
          before: null,
          after: { ...audited, copiedTo: ctx.targetTenantId },
          requestId: ctx.requestId,
        });
      }
      current = null;
      await recordEvents(trx, ctx, plan, 'APPLIED', summary);
    });
  } catch (error) {
    const failed = current as PlannedItem | null;
    const why = isUniqueViolation(error)
      ? 'the target has another item with the same unique values'
      : error instanceof ApiError
        ? error.message
        : error instanceof Error
          ? error.message
          : String(error);
    const message = failed
      ? `Nothing was copied: copying the ${failed.title} "${failed.name}" failed (${why}).`
      : `Nothing was copied: ${why}.`;
    await recordEvents(db, ctx, plan, 'FAILED', message);
    throw conflict(message);
  }
}
