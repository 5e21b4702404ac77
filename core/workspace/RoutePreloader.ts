import { inject, injectable } from 'inversify';
import { matchPath } from 'react-router-dom';
import { hasPermission, type PermissionRequirement, type PermissionSubject } from '../contract/permissions.ts';
import { PreloadedCalls } from '../http/PreloadedCalls.ts';
import { PluginContributions, type RegisteredRoute } from '../plugin/PluginContributions.ts';
import type { ScreenPreload } from '../session/landing.ts';
import { preloadScreen } from './lazyScreen.tsx';

/**
 * Starts a screen before it renders: its chunk and its route's `preload` (the first data), side by side.
 * The route screen does it as the router opens a route; the session for the page being loaded (beside
 * user-and-roles) and for the landing page just after sign-in (before the console has rendered it).
 */
export const RoutePreloader = Symbol.for('sdp.RoutePreloader');

@injectable()
export class RegistryRoutePreloader implements ScreenPreload {
  constructor(
    @inject(PluginContributions) private readonly contributions: PluginContributions,
    @inject(PreloadedCalls) private readonly calls: PreloadedCalls,
  ) {}

  /** The route about to open with this query, for a user who may open it. */
  openRoute(route: RegisteredRoute, search: string, permitted: (requirement: PermissionRequirement) => boolean): void {
    // A chunk that fails here is loaded again by the route itself, which shows the failure.
    preloadScreen(route).catch(() => undefined);
    route.preload?.({
      search: new URLSearchParams(search),
      get: (path, query) => this.calls.preload(path, query),
      permitted,
    });
  }

  open(target: string, subject: PermissionSubject): void {
    const { route, search } = this.routeAt(target);
    if (!route || !hasPermission(subject, route.permission)) return;
    this.openRoute(route, search, (requirement) => hasPermission(subject, requirement));
  }

  openChunk(target: string): void {
    const { route } = this.routeAt(target);
    if (route) preloadScreen(route).catch(() => undefined);
  }

  private routeAt(target: string): { route: RegisteredRoute | undefined; search: string } {
    const [path = '/', search = ''] = target.split(/(?=[?#])/, 2);
    const route = this.contributions.routes.find(
      (candidate) => candidate.layout !== 'public' && matchPath({ path: candidate.path, end: true }, path) !== null,
    );
    return { route, search: search.startsWith('?') ? search : '' };
  }
}
