import { sql, type Kysely } from 'kysely';
import type { DeleteRefusedData } from '../../../../core/contract/failures.ts';
import { assertAccountUsable } from '../../../../core/server/auth/accountScope.ts';
import type { Clock } from '../../../../core/server/auth/sessionService.ts';
import { isUniqueViolation } from '../../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { ApiError, conflict, forbidden, notFound } from '../../../../core/server/http/errors.ts';
import { assertVersion, staleVersion } from '../../../../core/server/http/versioning.ts';
import { auditWrite } from './auditing.ts';
import type { AnyDb } from '../../../../core/server/db/anyDb.ts';
import type { AnyResourceDeclaration, ResourceContext, UpdateAction, WriteContext } from './declaration.ts';
import { readRecord } from './records.ts';
import { usedByReason, type ItemRef } from '../../../../core/contract/references.ts';
import type { ReferenceMap } from '../../../../core/server/references/referenceMap.ts';

/**
 * The writes of a resource: create, update (also a bulk enable or disable) and delete. Each runs in its
 * own transaction with the declaration's checks and hooks, and audits the record before and after it.
 */

type Db = Kysely<CoreDatabase>;
type Row = Record<string, unknown>;

/** The audit actions of a copy's writes: an item created by it, and one it overwrote. */
const COPIED_IN = 'copy in';
const COPIED_OVER = 'copy over';

export interface WriteServices {
  db: Db;
  clock: Clock;
  references?: ReferenceMap;
  /**
   * Where a write made inside a transaction already open (`db` is one: a copy's) leaves the work to do
   * once that transaction commits; whoever opened it runs them then.
   */
  afterCommit?(task: () => Promise<void>): void;
}

export const theEntity = (declaration: AnyResourceDeclaration) => `The ${declaration.descriptor.entity}`;

/** Partner users may not change tenant-level records the declaration keeps from them (the tenant's roles). */
export function assertWritable(declaration: AnyResourceDeclaration, ctx: ResourceContext): void {
  if (declaration.partnerWrites === false && ctx.auth.accountId !== null) {
    throw forbidden(`Partner users cannot change ${declaration.descriptor.plural}: the whole tenant shares them.`);
  }
}

/**
 * Runs a write in its own transaction, or in the one `services.db` already is (a copy writes all its items
 * in one): then its after-commit work goes to `services.afterCommit`, for the transaction's opener.
 */
async function inTransaction<T>(
  declaration: AnyResourceDeclaration,
  services: WriteServices,
  ctx: ResourceContext,
  values: Row,
  work: (trx: Db, wctx: WriteContext) => Promise<T>,
): Promise<T> {
  const tasks: (() => Promise<void>)[] = [];
  const joined = services.db.isTransaction;
  const afterCommit = joined ? services.afterCommit : (task: () => Promise<void>) => tasks.push(task);
  if (!afterCommit) throw new Error('A write joining a transaction needs a place for its after-commit work');
  const wctx: WriteContext = { ...ctx, afterCommit };
  const run = async (trx: Db) => {
    await declaration.hooks?.begin?.(trx, wctx);
    return work(trx, wctx);
  };
  let result: T;
  try {
    result = joined ? await run(services.db) : await services.db.transaction().execute(run);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (
      declaration.hooks?.uniqueViolation?.(values) ??
      conflict(`Another ${declaration.descriptor.entity} already has these values.`)
    );
  }
  for (const task of tasks) await task();
  return result;
}

/** A record's account must be one the caller reaches, and one of the tenant's partner accounts. */
async function assertRecordAccount(
  trx: Db,
  declaration: AnyResourceDeclaration,
  ctx: ResourceContext,
  value: unknown,
): Promise<void> {
  const field = declaration.descriptor.accountField;
  if (!field || value === undefined) return;
  await assertAccountUsable(trx, ctx.auth.tenantId, ctx.scope, field, value as string | null);
}

/** The columns a write sets from the record's fields; objects and arrays are stored as JSON. */
function columnValues(declaration: AnyResourceDeclaration, values: Row): Row {
  const set: Row = {};
  for (const [field, name] of Object.entries(declaration.columns ?? {})) {
    const value = values[field];
    if (value === undefined) continue;
    set[name] = value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  }
  return set;
}

async function requireRecord(trx: Db, declaration: AnyResourceDeclaration, ctx: ResourceContext, id: string) {
  const record = await readRecord(declaration, trx, ctx, id);
  if (!record) throw notFound(theEntity(declaration));
  return record;
}

/** The 412 of a write another writer overtook between its read and its write: the version it has now. */
async function overtaken(trx: Db, declaration: AnyResourceDeclaration, ctx: ResourceContext, id: string, read: number) {
  const now = await requireRecord(trx, declaration, ctx, id);
  return staleVersion(theEntity(declaration), read, now.version as number);
}

export async function createRecord(
  declaration: AnyResourceDeclaration,
  services: WriteServices,
  ctx: ResourceContext,
  input: Row,
): Promise<string> {
  return inTransaction(declaration, services, ctx, input, async (trx, wctx) => {
    const accountField = declaration.descriptor.accountField ?? '';
    await assertRecordAccount(trx, declaration, ctx, input[accountField]);
    const values = (await declaration.hooks?.beforeCreate?.(trx, wctx, input)) ?? input;
    if (values[accountField] !== input[accountField]) {
      await assertRecordAccount(trx, declaration, ctx, values[accountField]);
    }
    const inserted = (await (trx as AnyDb)
      .insertInto(declaration.table)
      .values({ ...columnValues(declaration, values), tenant_id: ctx.auth.tenantId, updated_by: ctx.auth.username })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: unknown };
    const id = String(inserted.id);
    await declaration.hooks?.afterCreate?.(trx, wctx, { id, input: values });
    const after = await readRecord(declaration, trx, ctx, id, null);
    const action = ctx.copy ? COPIED_IN : (declaration.hooks?.createAction?.(values) ?? 'create');
    await auditWrite(trx, declaration, ctx, { action, id, before: null, after: after ?? null });
    return id;
  });
}

export interface UpdateRequest {
  id: string;
  version: number | undefined;
  changes: Row;
  action: UpdateAction;
}

/** Changes a record, given the version read; answers the record's version after it. */
export async function updateRecord(
  declaration: AnyResourceDeclaration,
  services: WriteServices,
  ctx: ResourceContext,
  request: UpdateRequest,
): Promise<number> {
  const { id, changes, action } = request;
  return inTransaction(declaration, services, ctx, changes, async (trx, wctx) => {
    const current = await requireRecord(trx, declaration, ctx, id);
    const currentVersion = current.version as number;
    assertVersion(theEntity(declaration), request.version, currentVersion);
    const toggle = declaration.descriptor.toggle;
    if (action !== 'update' && toggle && current[toggle.field] === changes[toggle.field]) return currentVersion;
    await assertRecordAccount(trx, declaration, ctx, changes[declaration.descriptor.accountField ?? '']);
    const change = { action, id, current, changes };
    await declaration.hooks?.beforeUpdate?.(trx, wctx, change);
    const result = await (trx as AnyDb)
      .updateTable(declaration.table)
      .set({
        ...columnValues(declaration, changes),
        version: sql`version + 1`,
        updated_at: new Date(services.clock()),
        updated_by: ctx.auth.username,
      })
      .where('tenant_id', '=', ctx.auth.tenantId)
      .where('id', '=', id)
      .where('version', '=', currentVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw await overtaken(trx, declaration, ctx, id, currentVersion);
    await declaration.hooks?.afterUpdate?.(trx, wctx, change);
    const after = await readRecord(declaration, trx, ctx, id, null);
    const audited = ctx.copy ? COPIED_OVER : action;
    await auditWrite(trx, declaration, ctx, { action: audited, id, before: current, after: after ?? null });
    return currentVersion + 1;
  });
}

/** The 409 of a delete the declaration refuses, its reason in the data. */
export function deleteRefused(declaration: AnyResourceDeclaration, reason: string, usedBy?: ItemRef[]): ApiError {
  const data: DeleteRefusedData = usedBy ? { reason, usedBy } : { reason };
  return new ApiError(409, `${theEntity(declaration)} cannot be deleted: ${reason}`, {}, data);
}

export async function deleteRecord(
  declaration: AnyResourceDeclaration,
  services: WriteServices,
  ctx: ResourceContext,
  request: { id: string; version: number | undefined },
): Promise<void> {
  await inTransaction(declaration, services, ctx, {}, async (trx, wctx) => {
    const current = await requireRecord(trx, declaration, ctx, request.id);
    const currentVersion = current.version as number;
    assertVersion(theEntity(declaration), request.version, currentVersion);
    await refuseDeleteOfUsed(trx, declaration, services, ctx, current);
    const reason = await declaration.hooks?.refuseDelete?.(trx, wctx, current);
    if (reason) throw deleteRefused(declaration, reason);
    const result = await (trx as AnyDb)
      .deleteFrom(declaration.table)
      .where('tenant_id', '=', ctx.auth.tenantId)
      .where('id', '=', request.id)
      .where('version', '=', currentVersion)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw await overtaken(trx, declaration, ctx, request.id, currentVersion);
    await declaration.hooks?.afterDelete?.(trx, wctx, current);
    await auditWrite(trx, declaration, ctx, { action: 'delete', id: request.id, before: current, after: null });
  });
}

/** A record other items refer to (the map of references) stays, and the 409 names them. */
async function refuseDeleteOfUsed(
  trx: Db,
  declaration: AnyResourceDeclaration,
  services: WriteServices,
  ctx: ResourceContext,
  record: Row,
): Promise<void> {
  const declared = declaration.references;
  if (!declared || !services.references) return;
  const name = declared.name ? declared.name(record) : String(record.name);
  const graph = await services.references.read(trx, ctx.auth.tenantId);
  const users = graph.usedBy(declared.kind, name).map(({ partOf: _part, ...user }) => user);
  if (users.length > 0) throw deleteRefused(declaration, usedByReason(users), users);
}
