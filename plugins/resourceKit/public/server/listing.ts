import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { RESOURCE_EXPORT_LIMIT, type ResourceExport } from '../contract/resource.ts';
import { fetchKeysetPage, type KeysetOrder } from '../../../../core/server/db/keyset.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { containsPattern } from '../../../../core/server/db/textSearch.ts';
import type { AnyResourceDeclaration, FilterSql, ResourceContext, ResourceSelect, SortSql } from './declaration.ts';
import { column, expression, scopedRows, toRecords } from './records.ts';

/** The list and export of a resource: `q`, the filters, the sort whitelist and keyset paging. */

type Db = Kysely<CoreDatabase>;
type Row = Record<string, unknown>;

/** The list query as the route's schema parses it: list filters split into arrays, range bounds checked. */
export type ListQuery = Record<string, unknown> & {
  cursor?: string;
  limit?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
};

type Filter = FilterSql<string>;

function filterColumn(declaration: AnyResourceDeclaration, name: string, filter: Filter): RawBuilder<unknown> {
  if (!filter.column) throw new Error(`Filter ${name} names no column`);
  return expression(declaration, filter.column);
}

function rangeValue(filter: Filter, value: unknown): RawBuilder<unknown> {
  return filter.range === 'number' ? sql`${Number(value)}` : sql`cast(${String(value)} as timestamptz)`;
}

function filterConditions(
  declaration: AnyResourceDeclaration,
  query: ListQuery,
  ctx: ResourceContext,
): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  const filters: Readonly<Record<string, Filter>> = declaration.filters;
  const columnOf = (name: string, filter: Filter) => filterColumn(declaration, name, filter);
  for (const [name, kind] of Object.entries(declaration.descriptor.filters)) {
    const filter = filters[name];
    if (!filter) throw new Error(`The ${declaration.descriptor.entity} resource declares no SQL for filter ${name}`);
    if (kind === 'list') {
      const values = query[name] as string[] | undefined;
      if (!values) continue;
      conditions.push(
        filter.where ? filter.where(values, ctx) : sql<boolean>`${columnOf(name, filter)} in (${sql.join(values)})`,
      );
    } else if (kind === 'text') {
      const text = query[name] as string | undefined;
      if (text) conditions.push(sql<boolean>`${columnOf(name, filter)} ilike ${containsPattern(text)}`);
    } else {
      const from = query[`${name}From`];
      const to = query[`${name}To`];
      if (from !== undefined) conditions.push(sql<boolean>`${columnOf(name, filter)} >= ${rangeValue(filter, from)}`);
      if (to !== undefined) conditions.push(sql<boolean>`${columnOf(name, filter)} < ${rangeValue(filter, to)}`);
    }
  }
  return conditions;
}

function searchCondition(declaration: AnyResourceDeclaration, q: string | undefined): RawBuilder<boolean> | null {
  const fields = declaration.search ?? [];
  if (!q || fields.length === 0) return null;
  const exact = declaration.exactSearch?.(q);
  if (exact) return exact;
  const pattern = containsPattern(q);
  return sql<boolean>`(${sql.join(
    fields.map((field) => sql`${expression(declaration, field)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** The rows the query selects: the scope, `q` and every filter; rows of the declaration's select. */
export function filteredRows<SelectRow extends object = Row>(
  declaration: AnyResourceDeclaration & { select?: (db: Db, tenantId: string) => ResourceSelect<SelectRow> },
  db: Db,
  ctx: ResourceContext,
  query: ListQuery,
): ResourceSelect<SelectRow> {
  let rows = scopedRows(declaration, db, ctx.auth.tenantId, ctx.scope);
  const search = searchCondition(declaration, query.q);
  if (search) rows = rows.where(search);
  for (const condition of filterConditions(declaration, query, ctx)) rows = rows.where(condition);
  return rows;
}

/** The keyset order of the query's sort (the descriptor's first by default), the id breaking ties. */
export function listOrder(declaration: AnyResourceDeclaration, query: ListQuery): KeysetOrder {
  const { descriptor } = declaration;
  const sort = query.sort ?? descriptor.sorts[0];
  const direction = query.order ?? descriptor.defaultOrder ?? 'asc';
  const sorts: Readonly<Record<string, SortSql<string>>> = declaration.sorts;
  const sortSql = sorts[sort];
  if (!sortSql) throw new Error(`The ${descriptor.entity} resource declares no SQL for sort ${sort}`);
  return {
    name: `${descriptor.plural}:${sort}:${direction}`,
    key: expression(declaration, sortSql.key),
    keyType: sortSql.type,
    id: column(declaration, 'id'),
    idType: declaration.idType === 'text' ? 'text' : 'uuid',
    direction,
  };
}

export async function listPage(
  declaration: AnyResourceDeclaration,
  db: Db,
  ctx: ResourceContext,
  query: ListQuery,
): Promise<KeysetPage<Row>> {
  const page = await fetchKeysetPage(filteredRows(declaration, db, ctx, query), listOrder(declaration, query), {
    cursor: query.cursor,
    limit: query.limit,
  });
  return { items: await toRecords(declaration, db, page.items, ctx), nextCursor: page.nextCursor };
}

/** Every record the list would page through, at most RESOURCE_EXPORT_LIMIT, and whether more matched. */
export async function exportRecords(
  declaration: AnyResourceDeclaration,
  db: Db,
  ctx: ResourceContext,
  query: ListQuery,
): Promise<ResourceExport<Row>> {
  const page = await fetchKeysetPage(filteredRows(declaration, db, ctx, query), listOrder(declaration, query), {
    limit: RESOURCE_EXPORT_LIMIT,
  });
  return { items: await toRecords(declaration, db, page.items, ctx), truncated: page.nextCursor !== null };
}
