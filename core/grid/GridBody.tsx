import { assignInlineVars } from '@vanilla-extract/dynamic';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useRef, type MouseEvent, type Ref } from 'react';
import type { RowSelectionState } from '@tanstack/table-core';
import * as css from './grid.css.ts';
import { GridHeader } from './GridHeader.tsx';
import { GridRowView } from './GridRowView.tsx';
import type { GridRow } from './gridTable.ts';
import type { GridColumn, GridSort } from './gridTypes.ts';

/** Rows rendered beyond each edge of the visible ones. */
export const OVERSCAN = 8;
/** How close to the last loaded row scrolling gets before the next page is asked for. */
const LOAD_AHEAD_ROWS = 10;
const CHECK_COLUMN = '36px';
const ACTIONS_COLUMN = '44px';
const DEFAULT_WIDTH = 160;

export interface GridBodyHandle {
  scrollToIndex(index: number): void;
  focus(): void;
  /** The focusable rows element (role=grid). */
  element(): HTMLElement | null;
}

export interface GridBodyProps<Row extends object> {
  handleRef: Ref<GridBodyHandle>;
  label: string;
  idPrefix: string;
  columns: readonly GridColumn<Row>[];
  rows: readonly GridRow<Row>[];
  /** False while more rows can be loaded: the total is then unknown. */
  complete: boolean;
  activeIndex: number;
  selection: RowSelectionState;
  selectable: boolean;
  sort: readonly GridSort[];
  loading: boolean;
  openable: boolean;
  withActions: boolean;
  actionsOpenFor: string | null;
  onSort: (columnId: string, additive: boolean) => void;
  onRowClick: (index: number, event: MouseEvent) => void;
  onToggleRow: (index: number, range: boolean) => void;
  onToggleAll: () => void;
  onOpenActions: (index: number, anchor: DOMRect) => void;
  onReachEnd: () => void;
}

export function rowDomId(idPrefix: string, index: number): string {
  return `${idPrefix}-row-${index}`;
}

function template(columns: readonly GridColumn<never>[], selectable: boolean, withActions: boolean) {
  const tracks = columns.map((column) => {
    const width = column.width ?? DEFAULT_WIDTH;
    return `minmax(${width}px, ${width}fr)`;
  });
  const fixed = (selectable ? 36 : 0) + (withActions ? 44 : 0);
  const minWidth = columns.reduce((sum, column) => sum + (column.width ?? DEFAULT_WIDTH), fixed);
  return {
    [css.columnsVar]: [selectable ? CHECK_COLUMN : '', ...tracks, withActions ? ACTIONS_COLUMN : '']
      .filter(Boolean)
      .join(' '),
    [css.minWidthVar]: `${minWidth}px`,
  };
}

/**
 * The scrolling part of the grid: a sticky header and only the rows in view (plus overscan, plus
 * the active row) in the DOM. It is the grid's focus target; the active row is its
 * aria-activedescendant, so screen readers follow `j`/`k`.
 */
export function GridBody<Row extends object>(props: GridBodyProps<Row>) {
  const { rows, activeIndex, columns, selectable, withActions, onReachEnd } = props;
  const viewportRef = useRef<HTMLDivElement>(null);

  // The active row stays rendered while scrolled away, so aria-activedescendant always points at a row.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || activeIndex >= range.count || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );

  // Stable unless the rows change: a new function makes the virtualiser measure every row again.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => css.ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: css.HEADER_HEIGHT,
    scrollPaddingStart: css.HEADER_HEIGHT,
    getItemKey,
    rangeExtractor,
  });

  useImperativeHandle(
    props.handleRef,
    () => ({
      scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
      focus: () => viewportRef.current?.focus({ preventScroll: true }),
      element: () => viewportRef.current,
    }),
    [virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? (items[items.length - 1]?.index ?? -1) : -1;
  useEffect(() => {
    if (rows.length > 0 && lastIndex >= rows.length - LOAD_AHEAD_ROWS) onReachEnd();
  }, [lastIndex, rows.length, onReachEnd]);

  const selectedCount = Object.keys(props.selection).length;
  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;

  return (
    <div
      ref={viewportRef}
      className={css.viewport}
      role="grid"
      aria-label={props.label}
      aria-multiselectable="true"
      aria-rowcount={props.complete ? rows.length + 1 : -1}
      aria-colcount={columns.length + (selectable ? 1 : 0) + (withActions ? 1 : 0)}
      aria-busy={props.loading}
      aria-activedescendant={activeRow ? rowDomId(props.idPrefix, activeIndex) : undefined}
      tabIndex={0}
      style={assignInlineVars(template(columns as readonly GridColumn<never>[], selectable, withActions))}
    >
      {props.loading ? (
        // For the eye: a grid holds only rows, and its aria-busy tells assistive technology it is loading.
        <div className={css.progressTrack} aria-hidden="true">
          <div className={css.progressBar} role="progressbar" aria-label="Loading rows" />
        </div>
      ) : null}
      <GridHeader
        columns={columns}
        sort={props.sort}
        selectable={selectable}
        withActions={withActions}
        allSelected={rows.length > 0 && selectedCount >= rows.length}
        someSelected={selectedCount > 0}
        onSort={props.onSort}
        onToggleAll={props.onToggleAll}
      />
      <div role="rowgroup" className={css.body} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <GridRowView
              key={item.key}
              id={rowDomId(props.idPrefix, item.index)}
              row={row}
              index={item.index}
              top={item.start - css.HEADER_HEIGHT}
              columns={columns}
              active={item.index === activeIndex}
              selected={props.selection[row.id] === true}
              selectable={selectable}
              dimmed={props.loading}
              openable={props.openable}
              withActions={withActions}
              actionsOpen={props.actionsOpenFor === row.id}
              onClick={props.onRowClick}
              onToggle={props.onToggleRow}
              onOpenActions={props.onOpenActions}
            />
          );
        })}
      </div>
    </div>
  );
}
