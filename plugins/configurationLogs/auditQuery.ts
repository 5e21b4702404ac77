import { joinChoices } from '../../core/contract/joinChoices.ts';
import type { DateRange, FilterValue, GridFilters } from '../../core/grid/gridTypes.ts';
import { localDayStart } from '../resourceKit/public/web/resourceListQuery.ts';
import type { AuditListQuery } from './contract.ts';

/** The grid's column ids that the server filters by. */
export const AUDIT_COLUMNS = {
  at: 'at',
  user: 'user',
  entity: 'entity',
  entityId: 'entityId',
  action: 'action',
  changedFields: 'changedFields',
} as const;

export type AuditQuery = Omit<AuditListQuery, 'cursor' | 'limit'>;

function isDateRange(value: FilterValue | undefined): value is DateRange {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns the grid's filters into the listing's query. The time range covers whole local days, both
 * ends included; the search box searches users when the user filter is empty.
 */
export function auditQuery(filters: GridFilters, search: string): AuditQuery {
  const query: AuditQuery = {};
  const userFilter = filters[AUDIT_COLUMNS.user];
  const user = (typeof userFilter === 'string' ? userFilter : search).trim();
  if (user) query.user = user;

  const entity = joinChoices(filters[AUDIT_COLUMNS.entity]);
  if (entity) query.entity = entity;
  const action = joinChoices(filters[AUDIT_COLUMNS.action]);
  if (action) query.action = action;

  const range = filters[AUDIT_COLUMNS.at];
  if (isDateRange(range)) {
    const from = range.from ? localDayStart(range.from) : undefined;
    const to = range.to ? localDayStart(range.to, 1) : undefined;
    if (from) query.atFrom = from;
    if (to) query.atTo = to;
  }
  return query;
}
