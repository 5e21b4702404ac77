import { isDateRange, normalizeFilterValue } from './gridFilters.ts';
import type { DateRange, FilterValue, GridColumn, GridFilters, GridQuery, GridSort } from './gridTypes.ts';

/**
 * A grid's view in the URL's search params, namespaced by grid id so two grids (or a grid and the
 * page) never share a name: `users.sort=name:asc,created:desc`, `users.q=ali`,
 * `users.f.status=ACTIVE&users.f.status=LOCKED`, `users.f.created=2024-01-01..2024-01-31`.
 */

export const EMPTY_QUERY: GridQuery = Object.freeze({ sort: [], filters: {}, search: '' });

/** The part of a column the URL needs to read a view back. */
export type QueryColumn = Pick<GridColumn<never>, 'id' | 'sortable' | 'filter'>;

export function sortParam(gridId: string): string {
  return `${gridId}.sort`;
}

export function searchParam(gridId: string): string {
  return `${gridId}.q`;
}

export function filterParam(gridId: string, columnId: string): string {
  return `${gridId}.f.${columnId}`;
}

export function formatSort(sort: readonly GridSort[]): string {
  return sort.map((entry) => `${entry.columnId}:${entry.direction}`).join(',');
}

/** Sorts on known sortable columns, each column once; anything else in the text is ignored. */
export function parseSort(text: string, columns: readonly QueryColumn[]): GridSort[] {
  const sortable = new Set(columns.filter((column) => column.sortable).map((column) => column.id));
  const seen = new Set<string>();
  const sort: GridSort[] = [];
  for (const part of text.split(',')) {
    const separator = part.lastIndexOf(':');
    const columnId = separator === -1 ? part : part.slice(0, separator);
    const direction = separator === -1 ? 'asc' : part.slice(separator + 1);
    if (!sortable.has(columnId) || seen.has(columnId) || (direction !== 'asc' && direction !== 'desc')) continue;
    seen.add(columnId);
    sort.push({ columnId, direction });
  }
  return sort;
}

/** A date range as the URL and saved views spell it: `2024-01-01..2024-01-31`, `2024-01-01..`, `..2024-01-31`. */
export function formatDateRange(range: DateRange): string {
  return `${range.from ?? ''}..${range.to ?? ''}`;
}

export function parseDateRange(text: string): FilterValue | null {
  const [from = '', to = ''] = text.split('..');
  return normalizeFilterValue('date-range', { from: from || null, to: to || null });
}

function readFilter(params: URLSearchParams, name: string, column: QueryColumn): FilterValue | null {
  const filter = column.filter;
  if (!filter) return null;
  const values = params.getAll(name);
  if (values.length === 0) return null;
  if (filter.kind === 'select') return normalizeFilterValue('select', values);
  const [first = ''] = values;
  return filter.kind === 'text' ? normalizeFilterValue('text', first) : parseDateRange(first);
}

export function readGridQuery(params: URLSearchParams, gridId: string, columns: readonly QueryColumn[]): GridQuery {
  const filters: Record<string, FilterValue> = {};
  for (const column of columns) {
    const value = readFilter(params, filterParam(gridId, column.id), column);
    if (value !== null) filters[column.id] = value;
  }
  return {
    sort: parseSort(params.get(sortParam(gridId)) ?? '', columns),
    filters,
    search: (params.get(searchParam(gridId)) ?? '').trim(),
  };
}

function appendFilter(params: URLSearchParams, name: string, value: FilterValue): void {
  if (typeof value === 'string') params.append(name, value);
  else if (isDateRange(value)) params.append(name, formatDateRange(value));
  else for (const item of value) params.append(name, item);
}

/** New params holding `query` for this grid, and every other param unchanged. */
export function writeGridQuery(params: URLSearchParams, gridId: string, query: GridQuery): URLSearchParams {
  const prefix = `${gridId}.`;
  const next = new URLSearchParams();
  for (const [name, value] of params) if (!name.startsWith(prefix)) next.append(name, value);
  if (query.sort.length > 0) next.set(sortParam(gridId), formatSort(query.sort));
  for (const [columnId, value] of Object.entries(query.filters))
    appendFilter(next, filterParam(gridId, columnId), value);
  if (query.search !== '') next.set(searchParam(gridId), query.search);
  return next;
}

function sameFilterValue(a: FilterValue, b: FilterValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (isDateRange(a) || isDateRange(b)) return isDateRange(a) && isDateRange(b) && a.from === b.from && a.to === b.to;
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function sameFilters(a: GridFilters, b: GridFilters): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const other = b[key];
    const value = a[key];
    return value !== undefined && other !== undefined && sameFilterValue(value, other);
  });
}

export function sameQuery(a: GridQuery, b: GridQuery): boolean {
  return a.search === b.search && formatSort(a.sort) === formatSort(b.sort) && sameFilters(a.filters, b.filters);
}

/**
 * The sort after a click on a column header: none → ascending → descending → none. With `additive`
 * (Shift+click) the column is added to, cycled within or removed from a multi-column sort.
 */
export function toggleSort(sort: readonly GridSort[], columnId: string, additive: boolean): GridSort[] {
  const current = sort.find((entry) => entry.columnId === columnId);
  const direction = !current ? 'asc' : current.direction === 'asc' ? 'desc' : null;
  if (!additive) return direction ? [{ columnId, direction }] : [];
  if (!direction) return sort.filter((entry) => entry.columnId !== columnId);
  if (!current) return [...sort, { columnId, direction }];
  return sort.map((entry) => (entry.columnId === columnId ? { columnId, direction } : entry));
}
