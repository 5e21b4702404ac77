import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isEditableTarget } from '../registry/editableTarget.ts';
import { useScopedHotkeys } from '../registry/useScopedHotkeys.ts';
import { GRID_KEYS, gridCommandForKey, type GridCommand } from './gridKeybindings.ts';
import { POPOVER_ATTRIBUTE } from './Popover.tsx';

export interface GridKeyTargets {
  searchRef: RefObject<HTMLInputElement | null>;
  /** The focusable rows element (role=grid), when rendered. */
  gridElement: () => HTMLElement | null;
  /** True while the global key service waits for the second key of a sequence (`g` …): that key is its. */
  sequencePending: () => boolean;
}

function isPageBody(target: EventTarget | null): boolean {
  return target === document.body || target === document.documentElement;
}

/**
 * The grid's keys (`GRID_KEYBINDINGS`), scoped to the grid: they work while focus is inside it, and
 * while nothing at all is focused (just arrived on the screen). They are component keys of the
 * screen's layer, so a dialog or side panel above quiets them. They never fire while typing in a
 * field, except that Esc or ↓ in the grid's search box goes back to the rows; inside the grid's menus
 * they stay quiet. `run` returns true when it handled the command (the key's default action is then
 * prevented). Returns the ref for the grid's root element.
 */
export function useGridKeys(
  targets: GridKeyTargets,
  run: (command: GridCommand) => boolean,
): (root: HTMLElement | null) => void {
  const root = useRef<HTMLElement | null>(null);
  const latest = useRef({ targets, run });
  useEffect(() => {
    latest.current = { targets, run };
  });

  const onKey = useCallback((event: KeyboardEvent, key: string) => {
    const command = gridCommandForKey(key);
    if (command === null) return;
    const { targets: current, run: execute } = latest.current;
    if (current.sequencePending()) return;
    const target = event.target instanceof Element ? event.target : null;
    const fromInside = target !== null && root.current?.contains(target) === true;
    if (!fromInside && !isPageBody(event.target)) return;
    if (target?.closest(`[${POPOVER_ATTRIBUTE}]`)) return;
    if (isEditableTarget(event)) {
      const leavesSearch = command === 'escape' || event.key === 'ArrowDown';
      if (target !== current.searchRef.current || !leavesSearch) return;
      const grid = current.gridElement();
      if (!grid) return;
      event.preventDefault();
      grid.focus({ preventScroll: true });
      if (command === 'next') execute('first');
      return;
    }
    // Enter and x on a focused button or checkbox keep their own meaning.
    const onControl =
      target !== null &&
      fromInside &&
      target !== current.gridElement() &&
      target.closest('button, input, select, a[href]') !== null;
    if (onControl && (command === 'open' || command === 'toggle')) return;
    if (execute(command)) event.preventDefault();
  }, []);

  // In fields too: the handler lets only the search box's way back to the rows through.
  useScopedHotkeys(GRID_KEYS, onKey, { inFields: true });

  return useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);
}
