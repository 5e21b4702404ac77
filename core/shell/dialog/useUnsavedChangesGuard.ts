import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /** True while a navigation waits for the user's answer. */
  asking: boolean;
  /** Cancels the waiting navigation. */
  stay(): void;
  /** Lets the waiting navigation go on; the unsaved changes are lost. */
  leave(): void;
  /** Runs a navigation the form makes itself (after saving or deleting) without asking. */
  navigateWithoutAsking(navigate: () => void): void;
}

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = '';
};

export interface UnsavedChangesGuardOptions {
  /**
   * `location` (the default): a change of the path or of the query leaves the form, as when the query
   * names what the form edits. `path`: the query only moves around the same form (`?section=…`).
   */
  leavesOn?: 'location' | 'path';
}

/**
 * While `dirty`, leaving asks first. Inside the console every navigation that leaves the form (links,
 * the palette, key sequences, the browser's Back and Forward) waits for `leave()` or `stay()`;
 * closing or reloading the tab gets the browser's own "leave site?" question.
 * Show the question with `UnsavedChangesDialog`.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  { leavesOn = 'location' }: UnsavedChangesGuardOptions = {},
): UnsavedChangesGuard {
  const bypass = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (leavesOn === 'location' && currentLocation.search !== nextLocation.search)),
    [dirty, leavesOn],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty && blocker.state === 'blocked') blocker.reset();
  }, [dirty, blocker]);

  const navigateWithoutAsking = useCallback((navigate: () => void) => {
    // The router asks its blockers synchronously when a navigation starts.
    bypass.current = true;
    try {
      navigate();
    } finally {
      bypass.current = false;
    }
  }, []);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    navigateWithoutAsking,
  };
}
