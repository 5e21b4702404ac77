import { useCallback, type KeyboardEvent, type RefObject } from 'react';

const ITEM_SELECTOR = '[role="menuitem"]:not([disabled])';

function items(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

/** Focuses the first (or last) item of a menu. */
export function focusMenuItem(container: HTMLElement | null, which: 'first' | 'last'): void {
  const list = items(container);
  (which === 'first' ? list[0] : list[list.length - 1])?.focus();
}

/** Arrow keys, Home and End move between a menu's items; Esc and Tab close it. */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, close: (restoreFocus: boolean) => void) {
  return useCallback(
    (event: KeyboardEvent) => {
      const list = items(menu.current);
      const index = list.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        list[(to + list.length) % list.length]?.focus();
      };
      switch (event.key) {
        case 'ArrowDown':
          return move(index + 1);
        case 'ArrowUp':
          return move(index < 0 ? list.length - 1 : index - 1);
        case 'Home':
          return move(0);
        case 'End':
          return move(list.length - 1);
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          return close(true);
        case 'Tab':
          return close(false);
        default:
          return undefined;
      }
    },
    [menu, close],
  );
}
