import { useCallback, useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { isEditableTarget } from '../registry/editableTarget.ts';
import { gridCommandFor, type GridCommand } from './gridKeybindings.ts';
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

/** True while a modal dialog or side panel that does not hold the grid is open: the grid is behind it. */
function isBehindModal(grid: HTMLElement | null): boolean {
  const modals = document.querySelectorAll('[aria-modal="true"]');
  if (modals.length === 0) return false;
  const top = modals[modals.length - 1] as Element;
  return grid === null || !top.contains(grid);
}

/**
 * The grid's keys, scoped to the grid: they work while focus is inside it, and while nothing at all
 * is focused (just arrived on the screen). They never fire while typing in a field, except that
 * Esc or ↓ in the grid's search box goes back to the rows; inside the grid's menus they stay quiet.
 * `run` returns true when it handled the command (the key's default action is then prevented).
 * Returns the keydown handler for the grid's root element.
 */
export function useGridKeys(
  targets: GridKeyTargets,
  run: (command: GridCommand) => boolean,
): (event: ReactKeyboardEvent) => void {
  const latest = useRef({ targets, run });
  useEffect(() => {
    latest.current = { targets, run };
  });

  const handle = useCallback((event: KeyboardEvent, fromInside: boolean) => {
    if (event.defaultPrevented) return;
    const command = gridCommandFor(event);
    if (command === null) return;
    const { targets: current, run: execute } = latest.current;
    if (current.sequencePending()) return;
    if (isBehindModal(current.gridElement())) return;
    const target = event.target instanceof Element ? event.target : null;
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
      fromInside &&
      target !== null &&
      target !== current.gridElement() &&
      target.closest('button, input, select, a[href]') !== null;
    if (onControl && (command === 'open' || command === 'toggle')) return;
    if (execute(command)) event.preventDefault();
  }, []);

  useEffect(() => {
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (isPageBody(event.target)) handle(event, false);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [handle]);

  return useCallback((event: ReactKeyboardEvent) => handle(event.nativeEvent, true), [handle]);
}
