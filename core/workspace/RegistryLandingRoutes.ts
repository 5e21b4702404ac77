import { inject, injectable } from 'inversify';
import { matchPath } from 'react-router-dom';
import { PluginContributions } from '../plugin/PluginContributions.ts';
import type { LandingRoutes } from '../session/landing.ts';

/** Landing pages are known when a contributed route (permitted or not) matches them. */
@injectable()
export class RegistryLandingRoutes implements LandingRoutes {
  constructor(@inject(PluginContributions) private readonly contributions: PluginContributions) {}

  exists(path: string): boolean {
    return this.contributions.routes.some((route) => matchPath({ path: route.path, end: true }, path) !== null);
  }
}
