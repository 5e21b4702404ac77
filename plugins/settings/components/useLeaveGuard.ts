import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';

type Go = () => void;

export interface LeaveGuard {
  /** True while a navigation waits for the user's answer. */
  asking: boolean;
  stay(): void;
  leave(): void;
}

/**
 * While `dirty`, leaving asks first: navigations inside the console wait for `leave()` or `stay()`,
 * and closing or reloading the tab gets the browser's "leave site?" question. The workspace runs a
 * BrowserRouter (no data router, so no `useBlocker`): the router's navigator is wrapped instead.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const pending = useRef<Go | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    const guarded = navigator as Navigator;
    const { push, replace } = guarded;
    const hold =
      (navigate: typeof push): typeof push =>
      (...args) => {
        pending.current = () => navigate.apply(guarded, args);
        setAsking(true);
      };
    guarded.push = hold(push);
    guarded.replace = hold(replace);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      guarded.push = push;
      guarded.replace = replace;
    };
  }, [dirty, navigator]);

  const stay = useCallback(() => {
    pending.current = null;
    setAsking(false);
  }, []);

  const leave = useCallback(() => {
    const go = pending.current;
    pending.current = null;
    setAsking(false);
    go?.();
  }, []);

  return { asking, stay, leave };
}
