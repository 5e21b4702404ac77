import { memo, type MouseEvent, type ReactNode } from 'react';
import { displayText } from './cellValue.ts';
import * as css from './grid.css.ts';
import { MoreIcon } from './gridIcons.tsx';
import type { GridRow } from './gridTable.ts';
import type { GridColumn } from './gridTypes.ts';

export interface GridRowViewProps<Row extends object> {
  id: string;
  row: GridRow<Row>;
  index: number;
  /** Offset from the top of the rows, in pixels. */
  top: number;
  columns: readonly GridColumn<Row>[];
  active: boolean;
  selected: boolean;
  selectable: boolean;
  dimmed: boolean;
  openable: boolean;
  withActions: boolean;
  actionsOpen: boolean;
  onClick: (index: number, event: MouseEvent) => void;
  onToggle: (index: number, range: boolean) => void;
  onOpenActions: (index: number, anchor: DOMRect) => void;
}

function CellContent<Row>({ column, row }: { column: GridColumn<Row>; row: Row }): ReactNode {
  if (column.cell) return column.cell(row);
  const text = column.accessor ? displayText(column.accessor(row)) : '';
  return (
    <span className={css.cellText} title={text.length > 24 ? text : undefined}>
      {text}
    </span>
  );
}

function stop(event: MouseEvent) {
  event.stopPropagation();
}

function GridRowViewInner<Row extends object>(props: GridRowViewProps<Row>) {
  const { row, index, columns } = props;
  const classes = [css.row, props.openable ? css.openable : '', props.dimmed ? css.dimmed : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      id={props.id}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={props.selected}
      data-active={props.active ? '' : undefined}
      className={classes}
      style={{ transform: `translateY(${props.top}px)` }}
      onClick={(event) => props.onClick(index, event)}
    >
      {props.selectable ? (
        <div role="gridcell" className={css.checkCell} onClick={stop}>
          <input
            type="checkbox"
            className={css.checkbox}
            tabIndex={-1}
            aria-label="Select row"
            checked={props.selected}
            onChange={() => undefined}
            onClick={(event) => props.onToggle(index, event.shiftKey)}
          />
        </div>
      ) : null}
      {columns.map((column) => (
        <div
          key={column.id}
          role="gridcell"
          className={column.align === 'end' ? `${css.cell} ${css.cellEnd}` : css.cell}
        >
          <CellContent column={column} row={row.original} />
        </div>
      ))}
      {props.withActions ? (
        <div role="gridcell" className={css.checkCell} onClick={stop}>
          <button
            type="button"
            className={css.actionsButton}
            tabIndex={-1}
            aria-label="Row actions"
            aria-haspopup="menu"
            aria-expanded={props.actionsOpen}
            onClick={(event) => props.onOpenActions(index, event.currentTarget.getBoundingClientRect())}
          >
            <MoreIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** One row; re-renders only when its own props change (scrolling renders new rows, not old ones again). */
export const GridRowView = memo(GridRowViewInner) as typeof GridRowViewInner;
