import { describeFilterValue } from './gridFilters.ts';
import { CloseIcon } from './gridIcons.tsx';
import type { GridColumn, GridQuery } from './gridTypes.ts';
import * as css from './toolbar.css.ts';

export interface FilterChipsProps {
  columns: readonly GridColumn<never>[];
  query: GridQuery;
  onRemoveFilter: (columnId: string) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** The active filters and search as removable chips, with "Clear all". Renders nothing when none is active. */
export function FilterChips({ columns, query, onRemoveFilter, onClearSearch, onClearAll }: FilterChipsProps) {
  const chips = columns.flatMap((column) => {
    const value = query.filters[column.id];
    return value !== undefined && column.filter ? [{ column, text: describeFilterValue(column.filter, value) }] : [];
  });
  if (chips.length === 0 && query.search === '') return null;
  return (
    <div className={css.chips} role="group" aria-label="Active filters">
      {query.search !== '' ? (
        <button type="button" className={css.chip} aria-label={`Clear search ${query.search}`} onClick={onClearSearch}>
          <span className={css.chipText}>
            <span className={css.chipLabel}>Search: </span>
            {query.search}
          </span>
          <CloseIcon />
        </button>
      ) : null}
      {chips.map(({ column, text }) => (
        <button
          key={column.id}
          type="button"
          className={css.chip}
          aria-label={`Remove filter ${column.header}: ${text}`}
          onClick={() => onRemoveFilter(column.id)}
        >
          <span className={css.chipText}>
            <span className={css.chipLabel}>{column.header}: </span>
            {text}
          </span>
          <CloseIcon />
        </button>
      ))}
      <button type="button" className={css.linkButton} onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}
