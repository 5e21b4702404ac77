import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { PluginContributions, type RegisteredRoute } from '../plugin/PluginContributions.ts';
import { PermissionChecker } from './PermissionChecker.ts';

export const RouteRegistry = Symbol.for('sdp.RouteRegistry');
export interface RouteRegistry {
  /** Every route: the router mounts them all so a forbidden one shows the error page, not a 404. */
  readonly routes: readonly RegisteredRoute[];
  /** The paths of the routes declared `layout: 'public'`: open without a session. */
  readonly publicPaths: readonly string[];
  /** The routes the current user may open. */
  readonly permittedRoutes: readonly RegisteredRoute[];
  get(routeId: string): RegisteredRoute | undefined;
  isPermitted(routeId: string): boolean;
}

@injectable()
export class MobxRouteRegistry implements RouteRegistry {
  private readonly byId: ReadonlyMap<string, RegisteredRoute>;
  readonly publicPaths: readonly string[];

  constructor(
    @inject(PluginContributions) private readonly contributions: PluginContributions,
    @inject(PermissionChecker) private readonly permissions: PermissionChecker,
  ) {
    this.byId = new Map(contributions.routes.map((route) => [route.id, route]));
    this.publicPaths = contributions.routes.filter((route) => route.layout === 'public').map((route) => route.path);
    makeObservable<MobxRouteRegistry, 'permittedIds'>(this, { permittedRoutes: computed, permittedIds: computed });
  }

  get routes(): readonly RegisteredRoute[] {
    return this.contributions.routes;
  }

  get permittedRoutes(): readonly RegisteredRoute[] {
    return this.contributions.routes.filter((route) => this.permissions.can(route.permission));
  }

  private get permittedIds(): ReadonlySet<string> {
    return new Set(this.permittedRoutes.map((route) => route.id));
  }

  get(routeId: string): RegisteredRoute | undefined {
    return this.byId.get(routeId);
  }

  isPermitted(routeId: string): boolean {
    return this.permittedIds.has(routeId);
  }
}
