import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NavigationGuardContext, type GuardedLocation } from '../../workspace/NavigationGuard.ts';

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

export interface UnsavedChangesGuardOptions {
  /**
   * `location` (the default): a change of the path or of the query leaves the form, as when the query
   * names what the form edits. `path`: the query only moves around the same form (`?section=…`).
   */
  leavesOn?: 'location' | 'path';
}

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = '';
};

const noGuard = () => () => undefined;

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
  const guard = useContext(NavigationGuardContext);
  const [id, setId] = useState<number | null>(null);
  // Read by the check at navigation time, so a form's own navigation right after a save is not stopped
  // by a `dirty` React has not re-rendered yet.
  const latest = useRef({ dirty, leavesOn, bypass: false });
  useEffect(() => {
    latest.current.dirty = dirty;
    latest.current.leavesOn = leavesOn;
  }, [dirty, leavesOn]);

  useEffect(() => {
    if (!guard) return;
    const check = (current: GuardedLocation, next: GuardedLocation) => {
      const { dirty: unsaved, leavesOn: scope, bypass } = latest.current;
      if (!unsaved || bypass) return false;
      return current.pathname !== next.pathname || (scope === 'location' && current.search !== next.search);
    };
    const registration = guard.register(check);
    setId(registration.id);
    return registration.unregister;
  }, [guard]);

  useEffect(() => {
    if (!dirty) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const held = useSyncExternalStore(guard?.subscribe ?? noGuard, () => guard?.held ?? null);
  const mine = held !== null && held.owner === id ? held : null;

  useEffect(() => {
    if (!dirty) mine?.cancel();
  }, [dirty, mine]);

  const navigateWithoutAsking = useCallback((navigate: () => void) => {
    // Pushes ask the guards synchronously.
    latest.current.bypass = true;
    try {
      navigate();
    } finally {
      latest.current.bypass = false;
    }
  }, []);

  return {
    asking: mine !== null,
    stay: () => mine?.cancel(),
    leave: () => mine?.proceed(),
    navigateWithoutAsking,
  };
}
