import { useCallback, useEffect } from 'react';
import { useService } from '../di/ContainerContext.tsx';
import { RouteRegistry } from '../registry/RouteRegistry.ts';
import { preloadScreen } from './lazyScreen.tsx';

/** How long after a screen settles its likely next chunks start loading, when the browser has no idle callback. */
const FALLBACK_DELAY_MS = 300;

export interface Prefetch {
  /** Routes a screen probably opens next (by id), e.g. the page a row opens. */
  routes?: readonly string[];
  /** Other chunks those pages need at once, e.g. a heavy component they load lazily. */
  modules?: readonly (() => Promise<unknown>)[];
}

/**
 * Loads what a screen will probably need next once the browser is idle, so following the link waits only
 * for data. Routes the user may not open are skipped. Pass a stable object (a module constant). Answers a
 * function that loads it at once, for the moment the user shows where they are going (a row focused or
 * hovered); each chunk loads once however often it is called.
 */
export function usePrefetch(prefetch: Prefetch): () => void {
  const routes = useService<RouteRegistry>(RouteRegistry);
  const run = useCallback(() => {
    for (const routeId of prefetch.routes ?? []) {
      const route = routes.get(routeId);
      if (route && routes.isPermitted(routeId)) preloadScreen(route).catch(() => undefined);
    }
    for (const load of prefetch.modules ?? []) load().catch(() => undefined);
  }, [routes, prefetch]);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [run]);
  return run;
}
