import { useTable } from '@tanstack/react-table';
import type { RowSelectionState } from '@tanstack/table-core';
import { observer } from 'mobx-react-lite';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useContainer } from '../di/ContainerContext.tsx';
import { RequestAccountScope } from '../http/RequestAccountScope.ts';
import { KeybindingService } from '../registry/KeybindingService.ts';
import { sameLayout } from './columnLayout.ts';
import { FilterChips } from './FilterChips.tsx';
import * as css from './grid.css.ts';
import { GridBody, rowDomId, type GridBodyHandle } from './GridBody.tsx';
import type { GridCommand } from './gridKeybindings.ts';
import { GridEmpty, GridError, GridFooter, GridLoading } from './GridStatus.tsx';
import { gridFeatures, toColumnFiltersState, toSortingState, toTableColumns, toVisibilityState } from './gridTable.ts';
import { GridToolbar, SelectionBar } from './GridToolbar.tsx';
import type { GridBulkAction, GridColumn, GridDataSource, GridEmptyState, GridRowAction } from './gridTypes.ts';
import { EMPTY_QUERY, sameQuery, toggleSort } from './gridUrlState.ts';
import { GridViews, type GridViewState } from './GridViews.ts';
import { RowActionsMenu } from './RowActionsMenu.tsx';
import { useColumnLayout } from './useColumnLayout.ts';
import { useCsvExport } from './useCsvExport.ts';
import { useGridKeys } from './useGridKeys.ts';
import { useGridRows } from './useGridRows.ts';
import { useGridUrlState } from './useGridUrlState.ts';
import { fromViewState, toViewState } from './viewState.ts';

export interface DataGridProps<Row extends object> {
  /** Names the grid in the URL, the user's column preferences and saved views: `users`, `configurationLogs`. */
  gridId: string;
  /** The grid's accessible name, e.g. "Users". */
  label: string;
  /** Keep the array stable (a module constant or a memo): a new array rebuilds the columns. */
  columns: readonly GridColumn<Row>[];
  source: GridDataSource<Row>;
  getRowId: (row: Row) => string;
  /** Enter or a click on a row. */
  onOpen?: (row: Row) => void;
  /** Default "Search". */
  searchPlaceholder?: string;
  rowActions?: readonly GridRowAction<Row>[];
  /** Shown while rows are selected; selecting also shows a checkbox column. */
  bulkActions?: readonly GridBulkAction<Row>[];
  emptyState?: GridEmptyState;
  /** False hides the Views menu (shown when a plugin binds `GridViews`). Default true. */
  savedViews?: boolean;
  /** The screen's own toolbar buttons, e.g. "Create user". */
  toolbar?: ReactNode;
}

const NO_ACTIONS: readonly never[] = [];

function hasTextSelection(): boolean {
  return (window.getSelection()?.toString() ?? '') !== '';
}

function DataGridView<Row extends object>(props: DataGridProps<Row>) {
  const { gridId, columns, source, getRowId, onOpen, rowActions = NO_ACTIONS, bulkActions = NO_ACTIONS } = props;
  const idPrefix = useId();
  const container = useContainer();
  const keybindings = container.get<KeybindingService>(KeybindingService, { optional: true });
  // The saved views a plugin offers (none bound: no Views menu), unless this grid keeps none.
  const ViewsMenu =
    props.savedViews === false ? undefined : container.get<GridViews>(GridViews, { optional: true })?.Menu;
  const url = useGridUrlState(gridId, columns);
  const { query } = url;
  const { layout, ready, setLayout, resetLayout } = useColumnLayout(gridId, columns);
  // The partner bar narrowed the console to another account: every server listing starts again.
  const accountScope = container.get<RequestAccountScope>(RequestAccountScope, { optional: true })?.accountId ?? null;
  const data = useGridRows(source, query, accountScope);
  const patchRow = source.kind === 'server' ? source.patchRow : undefined;
  const shownRows = useMemo(() => (patchRow ? data.rows.map(patchRow) : data.rows), [data.rows, patchRow]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [activeId, setActiveId] = useState<string | null>(null);
  const [actionsFor, setActionsFor] = useState<{ rowId: string; anchor: DOMRect } | null>(null);
  const anchorId = useRef<string | null>(null);
  const bodyRef = useRef<GridBodyHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // Another search or filter is another set of rows: a selection made in the old one is dropped.
  const membership = JSON.stringify([query.filters, query.search, source.kind === 'server' ? source.revision : null]);
  const [selectionScope, setSelectionScope] = useState(membership);
  if (selectionScope !== membership) {
    setSelectionScope(membership);
    setRowSelection({});
  }

  const tableColumns = useMemo(() => toTableColumns(columns), [columns]);
  const sorting = useMemo(() => toSortingState(query.sort), [query.sort]);
  const columnFilters = useMemo(() => toColumnFiltersState(query.filters), [query.filters]);
  const columnVisibility = useMemo(() => toVisibilityState(layout), [layout]);
  const table = useTable({
    features: gridFeatures,
    columns: tableColumns,
    data: shownRows as Row[],
    getRowId: (row: Row) => getRowId(row),
    state: {
      sorting,
      columnFilters,
      globalFilter: query.search,
      columnVisibility,
      columnOrder: [...layout.order],
      rowSelection,
    },
    onRowSelectionChange: setRowSelection,
    manualSorting: data.serverSide,
    manualFiltering: data.serverSide,
  });
  const rows = table.getRowModel().rows;
  const rowsById = table.getCoreRowModel().rowsById;
  const leafColumns = table.getVisibleLeafColumns();
  const visibleColumns = useMemo(
    () =>
      leafColumns.flatMap((column) => (column.columnDef.meta ? [column.columnDef.meta.grid as GridColumn<Row>] : [])),
    [leafColumns],
  );
  const csvExport = useCsvExport(gridId, source, query, {
    columns: visibleColumns,
    rows: () => rows.map((row) => row.original),
    hasMore: data.hasMore,
  });
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : rows.findIndex((row) => row.id === activeId)),
    [rows, activeId],
  );
  const selectedCount = Object.keys(rowSelection).filter((id) => rowsById[id] !== undefined).length;

  const latest = useRef({ rows, data });
  latest.current = { rows, data };

  const activate = useCallback((index: number) => {
    const { rows: current, data: rowsData } = latest.current;
    if (current.length === 0) return;
    const to = Math.max(0, Math.min(index, current.length - 1));
    setActiveId(current[to]?.id ?? null);
    bodyRef.current?.scrollToIndex(to);
    bodyRef.current?.focus();
    if (to === current.length - 1 && rowsData.hasMore) rowsData.loadMore();
  }, []);

  const toggleRow = useCallback((index: number, range: boolean) => {
    const current = latest.current.rows;
    const row = current[index];
    if (!row) return;
    const anchorIndex =
      range && anchorId.current !== null ? current.findIndex((candidate) => candidate.id === anchorId.current) : -1;
    if (anchorIndex >= 0) {
      const [from, to] = anchorIndex < index ? [anchorIndex, index] : [index, anchorIndex];
      const ids = current.slice(from, to + 1).map((candidate) => candidate.id);
      setRowSelection((selection) => ({ ...selection, ...Object.fromEntries(ids.map((id) => [id, true] as const)) }));
    } else {
      setRowSelection((selection) => {
        const next = { ...selection };
        if (next[row.id]) delete next[row.id];
        else next[row.id] = true;
        return next;
      });
    }
    anchorId.current = row.id;
    setActiveId(row.id);
  }, []);

  const openActions = useCallback((index: number, anchor: DOMRect) => {
    const row = latest.current.rows[index];
    if (!row) return;
    setActiveId(row.id);
    setActionsFor({ rowId: row.id, anchor });
  }, []);

  const closeActions = useCallback((restoreFocus: boolean) => {
    setActionsFor(null);
    if (restoreFocus) bodyRef.current?.focus();
  }, []);

  const run = (command: GridCommand): boolean => {
    const active = activeIndex >= 0 ? rows[activeIndex] : undefined;
    switch (command) {
      case 'next':
        activate(activeIndex < 0 ? 0 : activeIndex + 1);
        return rows.length > 0;
      case 'previous':
        activate(activeIndex < 0 ? 0 : activeIndex - 1);
        return rows.length > 0;
      case 'first':
        activate(0);
        return rows.length > 0;
      case 'last':
        activate(rows.length - 1);
        return rows.length > 0;
      case 'toggle':
      case 'range':
        if (!active) return false;
        toggleRow(activeIndex, command === 'range');
        return true;
      case 'open':
        if (!active || !onOpen) return false;
        onOpen(active.original);
        return true;
      case 'actions': {
        if (!active || rowActions.length === 0) return false;
        bodyRef.current?.scrollToIndex(activeIndex);
        const element = document.getElementById(rowDomId(idPrefix, activeIndex));
        if (element) openActions(activeIndex, element.getBoundingClientRect());
        return element !== null;
      }
      case 'search':
        searchRef.current?.focus();
        searchRef.current?.select();
        return true;
      case 'escape':
        if (Object.keys(rowSelection).length === 0) return false;
        setRowSelection({});
        return true;
    }
  };

  const gridKeysRoot = useGridKeys(
    {
      searchRef,
      gridElement: () => bodyRef.current?.element() ?? null,
      sequencePending: () => (keybindings?.pendingSequence ?? null) !== null,
    },
    run,
  );

  const onRowClick = useCallback(
    (index: number, event: MouseEvent) => {
      const row = latest.current.rows[index];
      if (!row) return;
      setActiveId(row.id);
      bodyRef.current?.focus();
      if (onOpen && !event.defaultPrevented && !hasTextSelection()) onOpen(row.original);
    },
    [onOpen],
  );

  const onToggleRow = useCallback(
    (index: number, range: boolean) => {
      toggleRow(index, range);
      bodyRef.current?.focus();
    },
    [toggleRow],
  );

  const onToggleAll = useCallback(() => {
    const current = latest.current.rows;
    setRowSelection((selection) =>
      Object.keys(selection).length >= current.length && current.length > 0
        ? {}
        : Object.fromEntries(current.map((row) => [row.id, true] as const)),
    );
  }, []);

  const onSort = useCallback(
    (columnId: string, additive: boolean) => url.setSort(toggleSort(query.sort, columnId, additive)),
    [url, query.sort],
  );

  const onReachEnd = useCallback(() => {
    const { data: rowsData } = latest.current;
    if (rowsData.hasMore && !rowsData.loading && rowsData.error === null) rowsData.loadMore();
  }, []);

  const runBulk = (action: GridBulkAction<Row>) => {
    const selected = rows.filter((row) => rowSelection[row.id]).map((row) => row.original);
    void Promise.resolve(action.run(selected)).catch((error: unknown) =>
      console.error(`Bulk action "${action.id}" failed`, error),
    );
  };

  const applyView = (state: GridViewState) => {
    const applied = fromViewState(state, columns);
    url.setQuery(applied.query);
    setLayout(applied.layout);
  };

  const showsView = (state: GridViewState) => {
    if (query.search !== '') return false;
    const applied = fromViewState(state, columns);
    return sameQuery(applied.query, query) && sameLayout(applied.layout, layout);
  };

  const filtered = query.search !== '' || Object.keys(query.filters).length > 0;
  const actionsRow = actionsFor ? rowsById[actionsFor.rowId] : undefined;
  const available = actionsRow ? rowActions.filter((action) => action.available?.(actionsRow.original) ?? true) : [];

  let body: ReactNode;
  if (!ready) body = null;
  else if (data.error !== null && rows.length === 0) body = <GridError message={data.error} onRetry={data.retry} />;
  else if (data.initial || (rows.length === 0 && data.loading)) body = <GridLoading />;
  else if (rows.length === 0)
    body = <GridEmpty empty={props.emptyState} filtered={filtered} onClearFilters={() => url.setQuery(EMPTY_QUERY)} />;
  else
    body = (
      <GridBody
        handleRef={bodyRef}
        label={props.label}
        idPrefix={idPrefix}
        columns={visibleColumns}
        rows={rows}
        complete={!data.hasMore}
        activeIndex={activeIndex}
        selection={rowSelection}
        selectable={bulkActions.length > 0}
        sort={query.sort}
        loading={data.loading}
        openable={onOpen !== undefined}
        withActions={rowActions.length > 0}
        actionsOpenFor={actionsFor?.rowId ?? null}
        onSort={onSort}
        onRowClick={onRowClick}
        onToggleRow={onToggleRow}
        onToggleAll={onToggleAll}
        onOpenActions={openActions}
        onReachEnd={onReachEnd}
      />
    );

  return (
    <section ref={gridKeysRoot} className={css.root} aria-label={props.label}>
      <GridToolbar
        search={query.search}
        onSearch={url.setSearch}
        searchPlaceholder={props.searchPlaceholder ?? 'Search'}
        searchRef={searchRef}
        columns={columns as readonly GridColumn<never>[]}
        filters={query.filters}
        onApplyFilters={(filters) => url.setQuery({ ...query, filters })}
        layout={layout}
        onLayout={setLayout}
        onResetLayout={resetLayout}
        views={
          ViewsMenu ? (
            <ViewsMenu
              gridId={gridId}
              currentState={() => toViewState(query, layout)}
              matches={showsView}
              apply={applyView}
            />
          ) : null
        }
        onExport={csvExport.run}
        canExport={rows.length > 0 && csvExport.progress === null}
        exportProgress={csvExport.progress}
        extra={props.toolbar}
      />
      {selectedCount > 0 && bulkActions.length > 0 ? (
        <SelectionBar count={selectedCount} actions={bulkActions} onRun={runBulk} onClear={() => setRowSelection({})} />
      ) : null}
      <FilterChips
        columns={columns as readonly GridColumn<never>[]}
        query={query}
        onRemoveFilter={(columnId) => url.setFilter(columnId, null)}
        onClearSearch={() => url.setSearch('')}
        onClearAll={() => url.setQuery({ ...EMPTY_QUERY, sort: query.sort })}
      />
      {body}
      <GridFooter
        rowCount={rows.length}
        selectedCount={selectedCount}
        serverSide={data.serverSide}
        hasMore={data.hasMore}
        loadingMore={data.loading && rows.length > 0}
        error={rows.length > 0 ? data.error : null}
        onLoadMore={data.loadMore}
        onRetry={data.retry}
      />
      {actionsFor && actionsRow && available.length > 0 ? (
        <RowActionsMenu
          row={actionsRow.original}
          label="Row actions"
          actions={available}
          anchor={actionsFor.anchor}
          onClose={closeActions}
        />
      ) : null}
    </section>
  );
}

/**
 * The data grid of every listing: server-side keyset paging or client-side rows, sort, filters and
 * search in the URL, per-user columns (`GridPreferences`), saved views when a plugin offers them
 * (`GridViews`), virtualised rows, keyboard operation (GRID_KEYBINDINGS) and CSV export of what is on
 * screen.
 */
const ObservedDataGrid = observer(DataGridView) as <Row extends object>(props: DataGridProps<Row>) => ReactElement;

/** Another `gridId` is another grid: its rows, selection and pages start afresh instead of showing the last one's. */
export function DataGrid<Row extends object>(props: DataGridProps<Row>): ReactElement {
  return <ObservedDataGrid key={props.gridId} {...props} />;
}
