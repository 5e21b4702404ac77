import { fitLayout, type ColumnLayout, type LayoutColumn } from './columnLayout.ts';
import { isDateRange, normalizeFilterValue } from './gridFilters.ts';
import { formatDateRange, parseDateRange, parseSort, type QueryColumn } from './gridUrlState.ts';
import type { FilterValue, GridQuery } from './gridTypes.ts';
import type { GridViewFilter, GridViewState } from './GridViews.ts';

function storedFilter(value: FilterValue): GridViewFilter {
  if (typeof value === 'string') return value;
  return isDateRange(value) ? formatDateRange(value) : [...value];
}

/** What a saved view keeps of the grid: its filters and sort (not the search) and its columns. */
export function toViewState(query: GridQuery, layout: ColumnLayout): GridViewState {
  return {
    filters: Object.fromEntries(Object.entries(query.filters).map(([id, value]) => [id, storedFilter(value)])),
    sort: query.sort.map((entry) => ({ id: entry.columnId, desc: entry.direction === 'desc' })),
    columns: { order: [...layout.order], hidden: [...layout.hidden] },
  };
}

function readFilter(column: QueryColumn, stored: GridViewFilter): FilterValue | null {
  const filter = column.filter;
  if (!filter) return null;
  if (filter.kind === 'date-range') return typeof stored === 'string' ? parseDateRange(stored) : null;
  return normalizeFilterValue(filter.kind, stored);
}

/**
 * A saved view read against today's columns: filters and sorts of columns that are gone or no
 * longer filterable or sortable are dropped, and the search is cleared so the view shows exactly.
 */
export function fromViewState(
  state: GridViewState,
  columns: readonly (QueryColumn & LayoutColumn)[],
): { query: GridQuery; layout: ColumnLayout } {
  const filters: Record<string, FilterValue> = {};
  for (const column of columns) {
    const stored = state.filters[column.id];
    const value = stored === undefined ? null : readFilter(column, stored);
    if (value !== null) filters[column.id] = value;
  }
  const sortText = state.sort.map((entry) => `${entry.id}:${entry.desc ? 'desc' : 'asc'}`).join(',');
  return {
    query: { sort: parseSort(sortText, columns), filters, search: '' },
    layout: fitLayout(state.columns, columns),
  };
}
