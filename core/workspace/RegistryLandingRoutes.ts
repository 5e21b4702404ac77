import { inject, injectable } from 'inversify';
import { matchPath } from 'react-router-dom';
import { hasPermission, type PermissionSubject } from '../contract/permissions.ts';
import { PluginContributions } from '../plugin/PluginContributions.ts';
import type { LandingRoutes } from '../session/landing.ts';

/**
 * Landing pages over the contributed routes, with the shared evaluator for the subject given (the route
 * registry's permission filter reads the session, which asks this while it signs in).
 */
@injectable()
export class RegistryLandingRoutes implements LandingRoutes {
  constructor(@inject(PluginContributions) private readonly contributions: PluginContributions) {}

  current(path: string): string {
    return this.contributions.routes.find((route) => route.legacyLanding?.includes(path))?.path ?? path;
  }

  opens(path: string, subject?: PermissionSubject): boolean {
    return this.contributions.routes.some(
      (route) =>
        matchPath({ path: route.path, end: true }, path) !== null &&
        (subject === undefined || hasPermission(subject, route.permission)),
    );
  }
}
