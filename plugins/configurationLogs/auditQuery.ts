import type { DateRange, FilterValue, GridFilters } from '../../core/grid/gridTypes.ts';
import type { AuditEntry, AuditListQuery } from './contract.ts';

/** The grid's column ids that the server filters by. */
export const AUDIT_COLUMNS = {
  at: 'at',
  user: 'user',
  entity: 'entity',
  entityId: 'entityId',
  action: 'action',
  changedFields: 'changedFields',
} as const;

/** What one listing request asks the server, plus the choices the server can only take one of. */
export interface AuditQueryPlan {
  query: Omit<AuditListQuery, 'cursor' | 'limit'>;
  /** Set when several entities are chosen: the server filters by one, so these are matched here. */
  entities: readonly string[] | null;
  actions: readonly string[] | null;
}

function chosen(value: FilterValue | undefined): readonly string[] {
  return Array.isArray(value) ? (value as readonly string[]) : [];
}

function isDateRange(value: FilterValue | undefined): value is DateRange {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The start of a local day `yyyy-mm-dd` as an ISO time, `days` later. */
function dayStart(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * Turns the grid's filters into the listing's query. The time range covers whole local days, both
 * ends included; the search box searches users when the user filter is empty.
 */
export function planAuditQuery(filters: GridFilters, search: string): AuditQueryPlan {
  const query: AuditQueryPlan['query'] = {};
  const userFilter = filters[AUDIT_COLUMNS.user];
  const user = (typeof userFilter === 'string' ? userFilter : search).trim();
  if (user) query.user = user;

  const entities = chosen(filters[AUDIT_COLUMNS.entity]);
  if (entities.length === 1) query.entity = entities[0];
  const actions = chosen(filters[AUDIT_COLUMNS.action]);
  if (actions.length === 1) query.action = actions[0];

  const range = filters[AUDIT_COLUMNS.at];
  if (isDateRange(range)) {
    const from = range.from ? dayStart(range.from) : undefined;
    const to = range.to ? dayStart(range.to, 1) : undefined;
    if (from) query.from = from;
    if (to) query.to = to;
  }
  return {
    query,
    entities: entities.length > 1 ? entities : null,
    actions: actions.length > 1 ? actions : null,
  };
}

/** Whether an entry passes the choices the server could not filter by. */
export function matchesPlan(plan: AuditQueryPlan, entry: AuditEntry): boolean {
  return (
    (plan.entities === null || plan.entities.includes(entry.entity)) &&
    (plan.actions === null || plan.actions.includes(entry.action))
  );
}
