import { sql, type Kysely, type RawBuilder } from 'kysely';
import { accountCondition, type AccountScope } from '../../../../core/server/auth/accountScope.ts';
import { isUuid } from '../../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { AnyDb } from '../../../../core/server/db/anyDb.ts';
import type { AnyResourceDeclaration, ResourceContext, ResourceSelect } from './declaration.ts';

/** Reading a resource's rows and turning them into records: one place for the tenant and account scope. */

type Db = Kysely<CoreDatabase>;
type Row = Record<string, unknown>;

export const column = (declaration: AnyResourceDeclaration, name: string): RawBuilder<unknown> =>
  sql.ref(`${declaration.alias}.${name}`);

/** A sort key, filter or search expression: as written, or the column it names under the table's alias. */
export const expression = (declaration: AnyResourceDeclaration, given: RawBuilder<unknown> | string) =>
  typeof given === 'string' ? column(declaration, given) : given;

/** The column of the record's partner account, when the resource has one. */
export function accountColumn(declaration: AnyResourceDeclaration): string | null {
  const field = declaration.descriptor.accountField;
  if (!field) return null;
  const name = declaration.columns?.[field];
  if (!name)
    throw new Error(`The ${declaration.descriptor.entity} resource maps no column to its account field ${field}`);
  return name;
}

function defaultSelect(declaration: AnyResourceDeclaration, db: Db): ResourceSelect<Row> {
  const { alias, table } = declaration;
  const fields = Object.entries(declaration.columns ?? {}).map(([field, name]) =>
    sql.ref(`${alias}.${name}`).as(field),
  );
  return (db as AnyDb)
    .selectFrom(`${table} as ${alias}`)
    .select([
      sql.ref(`${alias}.id`).as(declaration.descriptor.idField),
      ...fields,
      sql.ref(`${alias}.version`).as('version'),
      sql.ref(`${alias}.created_at`).as('createdAt'),
      sql.ref(`${alias}.updated_at`).as('updatedAt'),
      sql.ref(`${alias}.updated_by`).as('updatedBy'),
    ]);
}

/**
 * The tenant's rows the scope reaches: the declaration's select (or the table's columns), always
 * filtered by the caller's tenant, and by the account scope when the record carries an account.
 */
export function scopedRows<SelectRow extends object = Row>(
  declaration: AnyResourceDeclaration & { select?: (db: Db, tenantId: string) => ResourceSelect<SelectRow> },
  db: Db,
  tenantId: string,
  scope: AccountScope | null,
): ResourceSelect<SelectRow> {
  // Without a select of its own, a declaration's rows are its columns (their type is the record's).
  let rows = declaration.select
    ? declaration.select(db, tenantId)
    : (defaultSelect(declaration, db) as ResourceSelect<SelectRow>);
  rows = rows.where(sql<boolean>`${column(declaration, 'tenant_id')} = ${tenantId}`);
  const account = accountColumn(declaration);
  const condition = scope && account ? accountCondition(scope, column(declaration, account)) : null;
  return condition ? rows.where(condition) : rows;
}

function plainRecord(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]),
  );
}

export async function toRecords(
  declaration: AnyResourceDeclaration,
  db: Db,
  rows: Row[],
  ctx: ResourceContext,
): Promise<Row[]> {
  if (declaration.toRecords) return declaration.toRecords(db, rows, ctx);
  return rows.map(plainRecord);
}

/** True when the text can be an id of the resource (a uuid column never sees anything else). */
export function isResourceId(declaration: AnyResourceDeclaration, id: string): boolean {
  return declaration.idType === 'text' ? id.length > 0 : isUuid(id);
}

/**
 * One record of the tenant by id, or undefined when there is none the scope reaches. `scope: null`
 * reads without the account scope (a record just written, inside its transaction).
 */
export async function readRecord(
  declaration: AnyResourceDeclaration,
  db: Db,
  ctx: ResourceContext,
  id: string,
  scope: AccountScope | null = ctx.scope,
): Promise<Row | undefined> {
  if (!isResourceId(declaration, id)) return undefined;
  const row = await scopedRows(declaration, db, ctx.auth.tenantId, scope)
    .where(sql<boolean>`${column(declaration, 'id')} = ${id}`)
    .executeTakeFirst();
  if (!row) return undefined;
  const [record] = await toRecords(declaration, db, [row], ctx);
  return record;
}
