import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { moveColumn, setColumnHidden, type ColumnLayout } from './columnLayout.ts';
import { ChevronDownIcon, ChevronUpIcon, ColumnsIcon } from './gridIcons.tsx';
import type { GridColumn } from './gridTypes.ts';
import * as menuCss from './columnMenu.css.ts';
import { Popover } from './Popover.tsx';
import * as css from './toolbar.css.ts';

export interface ColumnMenuProps {
  columns: readonly Pick<GridColumn<never>, 'id' | 'header' | 'hideable'>[];
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
  onReset: () => void;
}

type Control = 'toggle' | 'up' | 'down';

/**
 * The Columns button: a checkbox per column to show or hide it and buttons to move it up or down
 * (Alt+↑ / Alt+↓ on a checkbox do the same). Changes apply at once and are remembered.
 */
export function ColumnMenu({ columns, layout, onChange, onReset }: ColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ columnId: string; control: Control } | null>(null);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const hidden = new Set(layout.hidden);

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const controls = Array.from(listRef.current.querySelectorAll<HTMLElement>('[data-column]')).filter(
      (element) => element.dataset.column === focusAfterMove.columnId,
    );
    const target = controls.find((element) => element.dataset.control === focusAfterMove.control);
    // A button that just became disabled (top or bottom reached) hands focus to the checkbox.
    const fallback = controls.find((element) => element.dataset.control === 'toggle');
    (target && !target.hasAttribute('disabled') ? target : fallback)?.focus();
  }, [focusAfterMove, layout]);

  const move = (columnId: string, step: -1 | 1, control: Control) => {
    onChange(moveColumn(layout, columnId, step));
    setFocusAfterMove({ columnId, control });
  };

  const onToggleKey = (event: KeyboardEvent<HTMLInputElement>, columnId: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(columnId, event.key === 'ArrowUp' ? -1 : 1, 'toggle');
  };

  return (
    <Popover
      role="dialog"
      title="Columns"
      open={open}
      onOpenChange={setOpen}
      align="end"
      triggerClassName={css.button}
      trigger={
        <>
          <ColumnsIcon />
          Columns
        </>
      }
    >
      <ul ref={listRef} className={menuCss.list}>
        {layout.order.map((columnId, index) => {
          const column = byId.get(columnId);
          if (!column) return null;
          const locked = column.hideable === false;
          return (
            <li key={columnId} className={menuCss.item}>
              <label className={menuCss.label}>
                <input
                  type="checkbox"
                  data-column={columnId}
                  data-control="toggle"
                  checked={!hidden.has(columnId)}
                  disabled={locked}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  onChange={(event) => onChange(setColumnHidden(layout, columnId, !event.target.checked))}
                  onKeyDown={(event) => onToggleKey(event, columnId)}
                />
                <span className={menuCss.name}>{column.header}</span>
              </label>
              <button
                type="button"
                className={menuCss.moveButton}
                data-column={columnId}
                data-control="up"
                aria-label={`Move ${column.header} up`}
                disabled={index === 0}
                onClick={() => move(columnId, -1, 'up')}
              >
                <ChevronUpIcon />
              </button>
              <button
                type="button"
                className={menuCss.moveButton}
                data-column={columnId}
                data-control="down"
                aria-label={`Move ${column.header} down`}
                disabled={index === layout.order.length - 1}
                onClick={() => move(columnId, 1, 'down')}
              >
                <ChevronDownIcon />
              </button>
            </li>
          );
        })}
      </ul>
      <div className={menuCss.footer}>
        <button type="button" className={css.linkButton} onClick={onReset}>
          Reset columns
        </button>
      </div>
    </Popover>
  );
}
