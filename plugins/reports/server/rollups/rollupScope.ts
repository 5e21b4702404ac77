import { sql, type RawBuilder } from 'kysely';
import type { ReportScope } from '../reportScope.ts';
import type { Span } from './rollupWindow.ts';

/**
 * A rollup's rows (alias `alias`) a report counts: the tenant, the caller's partner accounts, the whole days
 * `days`, and the service, operation and partner account asked for — what `ordersInScope` asks of the orders.
 */
export function rollupInScope(alias: string, where: ReportScope, days: Span): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const { filters, scope } = where;
  const conditions = [
    sql<boolean>`${column('tenant_id')} = ${where.tenantId}`,
    sql<boolean>`${column('day')} >= ${days.from} and ${column('day')} < ${days.to}`,
  ];
  if (scope.accountIds !== null)
    conditions.push(
      scope.accountIds.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`${column('account_key')} in (${sql.join(scope.accountIds)})`,
    );
  if (filters.service !== undefined) conditions.push(sql<boolean>`${column('service_name')} = ${filters.service}`);
  if (filters.operation !== undefined) conditions.push(sql<boolean>`${column('operation')} = ${filters.operation}`);
  if (filters.accountId !== undefined) conditions.push(sql<boolean>`${column('account_key')} = ${filters.accountId}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** A timestamp column within a span. */
export const within = (column: string, span: Span) =>
  sql<boolean>`(${sql.ref(column)} >= ${span.from} and ${sql.ref(column)} < ${span.to})`;

/**
 * The exact value at a share of counted values (rows of `ms` with `cum`, the count up to and including it,
 * and `total`), as `percentile_disc` picks it from the rows: the first value whose rank reaches
 * ceil(share × total).
 */
export const countedPercentile = (share: number) =>
  sql<number | null>`min(ms) filter (where cum >= ceil(${share}::float8 * total::float8))`;
