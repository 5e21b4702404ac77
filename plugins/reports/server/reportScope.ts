import { sql, type RawBuilder } from 'kysely';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import type { ReportFilters, ReportRange } from '../contract.ts';

const HOUR_MS = 3_600_000;
const RANGE_HOURS: Partial<Record<ReportRange, number>> = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30, '90d': 24 * 90 };

/** What a report counts: the tenant, the caller's partner accounts, the range and the filters asked for. */
export interface ReportScope {
  tenantId: string;
  scope: AccountScope;
  from: Date;
  to: Date;
  now: Date;
  filters: ReportFilters;
}

/** The range's ends: a preset ends now; a month preset starts on the month's first day (UTC). */
export function rangeOf(filters: ReportFilters, now: number): { from: Date; to: Date } {
  if (filters.range === 'custom') return { from: new Date(filters.from as string), to: new Date(filters.to as string) };
  const hours = RANGE_HOURS[filters.range];
  if (hours !== undefined) return { from: new Date(now - hours * HOUR_MS), to: new Date(now) };
  const today = new Date(now);
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  if (filters.range === 'thisMonth') return { from: new Date(monthStart), to: new Date(now) };
  const lastMonthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1);
  return { from: new Date(lastMonthStart), to: new Date(monthStart) };
}

/** The caller's partner accounts on a row's `account_id` (alias `alias`). */
export function accountsOf(alias: string, scope: AccountScope): RawBuilder<boolean> {
  if (scope.accountIds === null) return sql<boolean>`true`;
  if (scope.accountIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(`${alias}.account_id`)} in (${sql.join(scope.accountIds)})`;
}

/**
 * The orders (alias `o`) a report counts, as the order listing filters them: the tenant, the caller's
 * accounts, created at or after `from` and before `to`, and the service, operation and partner account
 * asked for (`createdAtFrom`, `createdAtTo`, `service`, `operation`, `accountId` of the listing).
 */
export function ordersInScope(where: ReportScope, { created = true } = {}): RawBuilder<boolean> {
  const { filters } = where;
  const conditions = [sql<boolean>`o.tenant_id = ${where.tenantId}`, accountsOf('o', where.scope)];
  if (created) conditions.push(sql<boolean>`o.created_at >= ${where.from} and o.created_at < ${where.to}`);
  if (filters.service !== undefined) conditions.push(sql<boolean>`o.service_name = ${filters.service}`);
  if (filters.operation !== undefined) conditions.push(sql<boolean>`o.operation = ${filters.operation}`);
  if (filters.accountId !== undefined) conditions.push(sql<boolean>`o.account_id = ${filters.accountId}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** The exact value at a share of a sorted set, as `percentile_disc` picks it: the first value whose rank reaches it. */
export const percentileDisc = (share: number, value: RawBuilder<unknown>) =>
  sql<number | null>`(percentile_disc(${share}::float8) within group (order by ${value}))::float8`;
