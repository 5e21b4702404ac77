import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { bindTenant } from '../../../core/server/db/tenantBinding.ts';
import { ApiError, conflict, invalidFields } from '../../../core/server/http/errors.ts';
import type { ReferenceMap } from '../../../core/server/references/referenceMap.ts';
import type { ValidationFailureData } from '../../../core/contract/failures.ts';
import type { CopyFamily } from '../contract.ts';
import type { Plan, PlannedItem } from './copyPlan.ts';
import { transferDb } from './copyEventsTable.ts';

export interface CopyContext {
  /** The copier, in their own tenant. */
  auth: AuthContext;
  request: FastifyRequest;
  targetTenantId: string;
  family: CopyFamily;
  /** What the copier chose: the family whole or not, and the items named (the copy event's "what"). */
  selection: { wholeFamily: boolean; named: readonly { kind: string; name: string }[] };
  /**
   * A bundle's import (into the caller's tenant): the tenant the bundle says it came from, a label of its
   * copy event and nothing else. Nothing is written on any tenant but the target.
   */
  bundleFrom?: string;
}

type Db = Kysely<CoreDatabase>;
type Result = 'APPLIED' | 'FAILED';

const written = (item: PlannedItem) => item.action === 'create' || item.action === 'update';

const sourceOf = (ctx: CopyContext) => ctx.bundleFrom ?? ctx.auth.tenantId;

function eventRow(ctx: CopyContext, plan: Plan, result: Result, message: string) {
  return {
    actor: ctx.auth.username,
    source_tenant_id: sourceOf(ctx),
    target_tenant_id: ctx.targetTenantId,
    family: ctx.family,
    whole_family: ctx.selection.wholeFamily,
    named: JSON.stringify(ctx.selection.named),
    result,
    message,
    items: JSON.stringify(
      plan.items.map((item) => ({
        kind: item.kind,
        name: item.name,
        targetName: item.targetName,
        action: item.action,
      })),
    ),
  };
}

/** The target's side of a copy: the copy event IN. */
async function recordTargetEvent(db: Db, ctx: CopyContext, plan: Plan, result: Result, message: string) {
  await transferDb(db)
    .insertInto('copy_events')
    .values({ ...eventRow(ctx, plan, result, message), tenant_id: ctx.targetTenantId, direction: 'IN' })
    .execute();
}

/** The source's side of a copy between tenants: the copy event OUT (a bundle's import has none). */
async function recordSourceEvent(db: Db, ctx: CopyContext, plan: Plan, result: Result, message: string) {
  if (ctx.bundleFrom !== undefined) return;
  await transferDb(db)
    .insertInto('copy_events')
    .values({ ...eventRow(ctx, plan, result, message), tenant_id: ctx.auth.tenantId, direction: 'OUT' })
    .execute();
}

/**
 * Everything a copy writes on the target tenant: each item created or overwritten through its kind's write
 * path (its schema, checks and audit, as the copier), in the order of what it names, and the copy event
 * IN. `onItem` learns the item being written (a failure names it).
 */
async function writeTarget(
  map: ReferenceMap,
  trx: Db,
  ctx: CopyContext,
  plan: Plan,
  run: { onItem(item: PlannedItem): void; afterCommit(task: () => Promise<void>): void; summary: string },
): Promise<void> {
  const writer = {
    auth: ctx.auth,
    request: ctx.request,
    tenantId: ctx.targetTenantId,
    from: ctx.bundleFrom === undefined ? ctx.auth.tenantId : 'bundle',
    afterCommit: run.afterCommit,
  };
  for (const item of plan.order) {
    const copy = map.get(item.kind)?.copy;
    if (!written(item) || !item.fields || !copy) continue;
    run.onItem(item);
    const existingId = item.action === 'update' ? item.existingId : null;
    await copy.write(trx, { name: item.targetName, existingId, fields: item.fields }, writer);
  }
  await recordTargetEvent(trx, ctx, plan, 'APPLIED', run.summary);
}

/** Everything a copy between tenants writes on the source tenant: a "copy out" audit per item, the event OUT. */
async function recordSource(trx: Db, ctx: CopyContext, plan: Plan, summary: string): Promise<void> {
  if (ctx.bundleFrom !== undefined) return;
  for (const item of plan.order.filter(written)) {
    await recordAudit(trx, {
      tenantId: ctx.auth.tenantId,
      actor: { userId: ctx.auth.userId, username: ctx.auth.username },
      entity: item.title,
      entityId: item.name,
      action: 'copy out',
      before: null,
      after: { name: item.targetName, ...item.fields, copiedTo: ctx.targetTenantId },
      requestId: ctx.request.id,
    });
  }
  await recordSourceEvent(trx, ctx, plan, 'APPLIED', summary);
}

function why(error: unknown): string {
  if (isUniqueViolation(error)) return 'the target has another item with the same unique values';
  return error instanceof Error ? error.message : String(error);
}

/** A bundle item's refusal by its kind's checks, as a 400 naming the item's field in the bundle. */
function bundleRefusal(error: unknown, item: PlannedItem | null): ApiError | null {
  if (!item || !(error instanceof ApiError) || error.statusCode !== 400) return null;
  const fields = (error.data as ValidationFailureData | null)?.fieldErrors;
  if (!fields || fields.length === 0) return null;
  return invalidFields(
    'body',
    fields.map((field) => ({
      path: ['bundle', 'items', item.index, 'fields', field.path].filter((part) => part !== '').join('.'),
      message: field.message,
    })),
  );
}

/**
 * Applies a dry run on the target in one transaction: every item created or overwritten in the order of
 * what it names, audited on both tenants, the copy event recorded with it. Any failure rolls the whole copy
 * back, records a FAILED event and answers 409 naming the item — or, for a bundle item its kind refuses,
 * the 400 of its API naming the item's field.
 */
export async function applyCopy(map: ReferenceMap, db: Db, ctx: CopyContext, plan: Plan): Promise<void> {
  const unresolved = plan.items.filter((item) => item.action === 'conflict');
  if (unresolved.length > 0) {
    const names = unresolved.slice(0, 5).map((item) => `the ${item.title} "${item.name}"`);
    throw conflict(
      `Resolve every conflict before applying (skip, overwrite or copy under a new name): ${names.join(', ')}${unresolved.length > 5 ? ` and ${unresolved.length - 5} more` : ''}.`,
    );
  }
  const count = plan.items.filter(written).length;
  const summary = `${count} item${count === 1 ? '' : 's'} copied from ${sourceOf(ctx)} to ${ctx.targetTenantId}.`;
  const afterCommit: (() => Promise<void>)[] = [];
  let current: PlannedItem | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const run = {
        onItem: (item: PlannedItem) => (current = item),
        afterCommit: (task: () => Promise<void>) => afterCommit.push(task),
        summary,
      };
      // A step across tenants the target granted (assertCopyTarget): its writes bound to it, the source's to
      // the source, each held there by the tenant guard.
      await bindTenant(ctx.targetTenantId, () => writeTarget(map, trx, ctx, plan, run));
      current = null;
      await bindTenant(ctx.auth.tenantId, () => recordSource(trx, ctx, plan, summary));
    });
  } catch (error) {
    const failed = current as PlannedItem | null;
    const message = failed
      ? `Nothing was copied: copying the ${failed.title} "${failed.name}" failed (${why(error)}).`
      : `Nothing was copied: ${why(error)}.`;
    await bindTenant(ctx.targetTenantId, () => recordTargetEvent(db, ctx, plan, 'FAILED', message));
    await bindTenant(ctx.auth.tenantId, () => recordSourceEvent(db, ctx, plan, 'FAILED', message));
    throw (ctx.bundleFrom !== undefined ? bundleRefusal(error, failed) : null) ?? conflict(message);
  }
  for (const task of afterCommit) await bindTenant(ctx.targetTenantId, task);
}
