import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Navigator, type To } from 'react-router-dom';
import { NavigationGuard, NavigationGuardContext, type GuardedLocation } from './NavigationGuard.ts';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryUpdate = Pick<BrowserHistory, 'action' | 'location'>;

const placeOf = ({ pathname, search }: GuardedLocation): GuardedLocation => ({ pathname, search });

/**
 * The browser history with the guard in front of it. Pushes and replaces wait while a guard holds
 * them; Back and Forward have already moved the browser when the console hears of them, so a
 * guarded one is undone at once (`go(-delta)`) and redone (`go(delta)`) if the user leaves.
 */
function guardedHistory(guard: NavigationGuard) {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  let shown = placeOf(history.location);
  let undoing = false;
  let redoing = false;

  const guarded = (to: To, go: () => void) => {
    const url = history.createURL(to);
    const owner = guard.stoppedBy(shown, { pathname: url.pathname, search: url.search });
    if (owner === null) go();
    else guard.holdFor(owner, go);
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => guarded(to, () => history.push(to, state)),
    replace: (to, state) => guarded(to, () => history.replace(to, state)),
  };

  const listen = (update: (next: HistoryUpdate) => void) =>
    history.listen(({ action, location, delta }) => {
      if (action === 'POP' && undoing) {
        undoing = false;
        return;
      }
      const owner = action === 'POP' && !redoing ? guard.stoppedBy(shown, placeOf(location)) : null;
      redoing = false;
      if (owner !== null && delta) {
        undoing = true;
        history.go(-delta);
        guard.holdFor(owner, () => {
          redoing = true;
          history.go(delta);
        });
        return;
      }
      shown = placeOf(location);
      update({ action, location });
    });

  return { history, navigator, listen };
}

/** A BrowserRouter whose navigations forms with unsaved changes can hold (see useUnsavedChangesGuard). */
export function GuardedBrowserRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [guard] = useState(() => new NavigationGuard());
  const [{ history, navigator, listen }] = useState(() => guardedHistory(guard));
  const [state, setState] = useState<HistoryUpdate>({ action: history.action, location: history.location });
  useLayoutEffect(() => listen(setState), [listen]);
  return (
    <NavigationGuardContext.Provider value={guard}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationGuardContext.Provider>
  );
}
