import { useEffect, useRef } from 'react';
import * as css from './grid.css.ts';
import type { GridColumn, GridSort } from './gridTypes.ts';

export interface GridHeaderProps<Row> {
  columns: readonly GridColumn<Row>[];
  sort: readonly GridSort[];
  selectable: boolean;
  withActions: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onSort: (columnId: string, additive: boolean) => void;
  onToggleAll: () => void;
}

function SelectAll({
  checked,
  indeterminate,
  onToggle,
}: {
  checked: boolean;
  indeterminate: boolean;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={css.checkbox}
      aria-label={checked ? 'Deselect all rows' : 'Select all loaded rows'}
      checked={checked}
      onChange={onToggle}
    />
  );
}

function SortMark({ direction, position }: { direction: 'asc' | 'desc'; position: number | null }) {
  return (
    <span className={css.sortIndicator} aria-hidden="true">
      {direction === 'asc' ? '▲' : '▼'}
      {position !== null ? <sup>{position}</sup> : null}
    </span>
  );
}

/**
 * The sticky header row. A sortable column's header is a button: a click sorts by it (ascending,
 * descending, none), Shift+click adds it to the sort. Only the first sort column carries aria-sort.
 */
export function GridHeader<Row>({
  columns,
  sort,
  selectable,
  withActions,
  allSelected,
  someSelected,
  onSort,
  onToggleAll,
}: GridHeaderProps<Row>) {
  return (
    <div role="rowgroup" className={css.headerGroup}>
      <div role="row" aria-rowindex={1} className={css.headerRow}>
        {selectable ? (
          <div role="columnheader" className={css.checkCell} aria-label="Selection">
            <SelectAll checked={allSelected} indeterminate={someSelected} onToggle={onToggleAll} />
          </div>
        ) : null}
        {columns.map((column) => {
          const index = sort.findIndex((entry) => entry.columnId === column.id);
          const entry = index >= 0 ? sort[index] : undefined;
          const ariaSort = index === 0 && entry ? (entry.direction === 'asc' ? 'ascending' : 'descending') : undefined;
          const className = column.align === 'end' ? `${css.headerCell} ${css.headerCellEnd}` : css.headerCell;
          return (
            <div key={column.id} role="columnheader" aria-sort={ariaSort} className={className}>
              {column.sortable ? (
                <button
                  type="button"
                  className={css.sortButton}
                  data-sorted={entry ? '' : undefined}
                  title={`Sort by ${column.header} (Shift+click to add to the sort)`}
                  onClick={(event) => onSort(column.id, event.shiftKey)}
                >
                  <span className={css.headerText}>{column.header}</span>
                  {entry ? (
                    <SortMark direction={entry.direction} position={sort.length > 1 ? index + 1 : null} />
                  ) : null}
                </button>
              ) : (
                <span className={css.headerText}>{column.header}</span>
              )}
            </div>
          );
        })}
        {withActions ? <div role="columnheader" aria-label="Actions" /> : null}
      </div>
    </div>
  );
}
