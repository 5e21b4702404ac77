import { BASE_PATH } from '../contract/http.ts';

/** Landing values older consoles stored, and where they live now (spec section 2). */
export const LEGACY_LANDING_PAGES: Readonly<Record<string, string>> = {
  '/order-listing': '/monitor/order-listing',
  '/worklist': '/monitor/worklist',
  '/monitor/workflows': '/monitor/workflows-listing',
  '/workflow': '/configure/workflows',
  '/deviceManagement/stock': '/inventory/stock',
};

/** The router path (relative to /sdp) of a user's landing page; empty means the base path. */
export function landingPath(landingPage: string | null | undefined): string {
  const trimmed = landingPage?.trim() ?? '';
  if (trimmed === '' || trimmed === '/') return '/';
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return LEGACY_LANDING_PAGES[path] ?? path;
}

/** The full URL of a landing page under the base path, for full-page navigation. */
export function landingUrl(landingPage: string | null | undefined): string {
  return `${BASE_PATH}${landingPath(landingPage)}`;
}

/**
 * The console's known routes, so a landing page that names no screen (a removed plugin, a stale value)
 * lands on the base path instead of a 404. The workspace binds it over the route registry.
 */
export const LandingRoutes = Symbol.for('sdp.LandingRoutes');
export interface LandingRoutes {
  exists(path: string): boolean;
}

/** The landing path, or the base path when the known routes say it names no screen. */
export function resolveLanding(landingPage: string | null | undefined, routes?: LandingRoutes): string {
  const path = landingPath(landingPage);
  return routes && !routes.exists(path.split(/[?#]/, 1)[0] ?? path) ? '/' : path;
}
