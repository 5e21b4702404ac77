import { joinChoices } from '../../../../core/contract/joinChoices.ts';
import type { ResourceDescriptor } from '../contract/resource.ts';
import type { FetchPageRequest, FilterValue, GridFilters } from '../../../../core/grid/gridTypes.ts';
import type { Query } from '../../../../core/http/callDefinition.ts';

/** The start of the local day `yyyy-mm-dd`, `days` later, as an ISO time; undefined for anything else. */
export function localDayStart(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function isRange(value: FilterValue | undefined): value is { from: string | null; to: string | null } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The grid's filters as the resource's filter query: a grid column whose id is a filter's name feeds
 * it. A list filter sends the chosen values comma-separated, a text filter its text, a range filter of
 * days `<name>From` (the first day's start) and `<name>To` (the start of the day after the last).
 */
export function resourceFilterQuery(descriptor: Pick<ResourceDescriptor, 'filters'>, filters: GridFilters): Query {
  const query: Query = {};
  for (const [name, kind] of Object.entries(descriptor.filters)) {
    const value = filters[name];
    if (value === undefined) continue;
    if (kind === 'list') {
      const joined = joinChoices(value);
      if (joined) query[name] = joined;
    } else if (kind === 'text') {
      if (typeof value === 'string' && value.trim()) query[name] = value.trim();
    } else if (isRange(value)) {
      const from = value.from ? localDayStart(value.from) : undefined;
      const to = value.to ? localDayStart(value.to, 1) : undefined;
      if (from) query[`${name}From`] = from;
      if (to) query[`${name}To`] = to;
    }
  }
  return query;
}

/** The grid's page request as the resource's list query: cursor, limit, a sort it offers, q and filters. */
export function resourceListQuery(
  descriptor: Pick<ResourceDescriptor, 'filters' | 'sorts'>,
  request: Pick<FetchPageRequest, 'cursor' | 'limit' | 'sort' | 'filters' | 'search'>,
): Query {
  const query: Query = { limit: request.limit, ...resourceFilterQuery(descriptor, request.filters) };
  if (request.cursor) query.cursor = request.cursor;
  const sort = request.sort[0];
  if (sort && descriptor.sorts.includes(sort.columnId)) {
    query.sort = sort.columnId;
    query.order = sort.direction;
  }
  if (request.search.trim()) query.q = request.search.trim();
  return query;
}
