import { useEffect } from 'react';
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
 * for data. Routes the user may not open are skipped. Pass a stable object (a module constant).
 */
export function usePrefetch(prefetch: Prefetch): void {
  const routes = useService<RouteRegistry>(RouteRegistry);
  useEffect(() => {
    const run = () => {
      for (const routeId of prefetch.routes ?? []) {
        const route = routes.get(routeId);
        if (route && routes.isPermitted(routeId)) preloadScreen(route).catch(() => undefined);
      }
      for (const load of prefetch.modules ?? []) load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [routes, prefetch]);
}
