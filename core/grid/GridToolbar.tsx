import { Suspense, type ReactNode, type RefObject } from 'react';
import type { ColumnLayout } from './columnLayout.ts';
import { ColumnMenu } from './ColumnMenu.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { DownloadIcon } from './gridIcons.tsx';
import type { GridBulkAction, GridColumn, GridFilter, GridFilters } from './gridTypes.ts';
import { SearchBox } from './SearchBox.tsx';
import * as css from './toolbar.css.ts';

export interface GridToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  searchRef: RefObject<HTMLInputElement | null>;
  columns: readonly GridColumn<never>[];
  filters: GridFilters;
  onApplyFilters: (filters: GridFilters) => void;
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout) => void;
  onResetLayout: () => void;
  /** The Views control a plugin gives the grid (`GridViews`), or null. */
  views: ReactNode;
  onExport: () => void;
  canExport: boolean;
  /** Rows fetched so far while an export gathers every page; null when none is under way. */
  exportProgress?: number | null;
  /** The screen's own buttons (e.g. "Create user"), at the end of the toolbar. */
  extra?: ReactNode;
}

export function GridToolbar(props: GridToolbarProps) {
  const filterColumns = props.columns.flatMap((column) =>
    column.filter ? [{ id: column.id, header: column.header, filter: column.filter as GridFilter }] : [],
  );
  return (
    <div className={css.toolbar} role="toolbar" aria-label="List tools">
      <SearchBox
        value={props.search}
        onChange={props.onSearch}
        placeholder={props.searchPlaceholder}
        inputRef={props.searchRef}
      />
      {filterColumns.length > 0 ? (
        <FilterPanel columns={filterColumns} filters={props.filters} onApply={props.onApplyFilters} />
      ) : null}
      <div className={css.spacer} />
      {props.views ? <Suspense fallback={null}>{props.views}</Suspense> : null}
      <ColumnMenu
        columns={props.columns}
        layout={props.layout}
        onChange={props.onLayout}
        onReset={props.onResetLayout}
      />
      <button type="button" className={css.button} onClick={props.onExport} disabled={!props.canExport}>
        <DownloadIcon />
        {props.exportProgress == null ? 'Export CSV' : `Exporting ${props.exportProgress.toLocaleString('en')} rows…`}
      </button>
      {props.extra}
    </div>
  );
}

export interface SelectionBarProps<Row> {
  count: number;
  actions: readonly GridBulkAction<Row>[];
  onRun: (action: GridBulkAction<Row>) => void;
  onClear: () => void;
}

/** Shown while rows are selected: their count, the bulk actions and "Clear selection". */
export function SelectionBar<Row>({ count, actions, onRun, onClear }: SelectionBarProps<Row>) {
  return (
    <div className={css.selectionBar} role="region" aria-label="Selected rows">
      <span className={css.selectionCount}>{new Intl.NumberFormat().format(count)} selected</span>
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          className={action.danger ? css.dangerButton : css.button}
          onClick={() => onRun(action)}
        >
          {action.label}
        </button>
      ))}
      <button type="button" className={css.linkButton} onClick={onClear} aria-keyshortcuts="Escape">
        Clear selection
      </button>
    </div>
  );
}
