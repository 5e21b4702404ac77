import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { GridRowAction } from './gridTypes.ts';
import * as css from '../shell/controls/popover.css.ts';
import { POPOVER_ATTRIBUTE } from './Popover.tsx';
import * as rowMenuCss from './rowActionsMenu.css.ts';

/** Room the menu needs below its anchor before it opens upwards instead. */
const ROOM_BELOW = 220;

export interface RowActionsMenuProps<Row> {
  row: Row;
  label: string;
  actions: readonly GridRowAction<Row>[];
  /** Where the menu opens: the row's actions button, or the row itself. */
  anchor: DOMRect;
  /** `restoreFocus` is false when the user moved on (Tab, a press elsewhere). */
  onClose: (restoreFocus: boolean) => void;
}

function placement(anchor: DOMRect): CSSProperties {
  const right = Math.max(8, window.innerWidth - anchor.right);
  return window.innerHeight - anchor.bottom < ROOM_BELOW
    ? { right, bottom: window.innerHeight - anchor.top + 4 }
    : { right, top: anchor.bottom + 4 };
}

/** A row's actions as a menu at a fixed place over the grid, so the scrolling rows never clip it. */
export function RowActionsMenu<Row>({ row, label, actions, anchor, onClose }: RowActionsMenuProps<Row>) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const to: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1 + items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in to) {
      event.preventDefault();
      items[(to[event.key] as number) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div
      ref={menuRef}
      role="menu"
      aria-label={label}
      className={rowMenuCss.menu}
      style={placement(anchor)}
      onKeyDown={onKeyDown}
      {...{ [POPOVER_ATTRIBUTE]: '' }}
    >
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={action.danger ? `${css.menuItem} ${css.dangerItem}` : css.menuItem}
          onClick={() => {
            onClose(true);
            void Promise.resolve(action.run(row)).catch((error: unknown) =>
              console.error(`Row action "${action.id}" failed`, error),
            );
          }}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
