import { BASE_PATH } from '../contract/http.ts';
import type { PermissionSubject } from '../contract/permissions.ts';

/** The router path (relative to /sdp) of a user's landing page; empty means the base path. */
export function landingPath(landingPage: string | null | undefined): string {
  const trimmed = landingPage?.trim() ?? '';
  if (trimmed === '' || trimmed === '/') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The full URL of a landing page under the base path, for full-page navigation. */
export function landingUrl(landingPage: string | null | undefined): string {
  return `${BASE_PATH}${landingPath(landingPage)}`;
}

/**
 * The console's screens, so a landing page that names no screen (a removed plugin, a stale value) or one
 * the user may not open (a tenant's default landing page beyond the user's roles) lands on the base path
 * instead of a 404 or a 403. The workspace binds it over the contributed routes.
 */
export const LandingRoutes = Symbol.for('sdp.LandingRoutes');
export interface LandingRoutes {
  /**
   * Where a landing value lives now: the path of the screen that declares it among the values older
   * consoles stored (a route's `legacyLanding`), else the value itself.
   */
  current(path: string): string;
  /** Whether a screen answers the path and, when a subject is given, that subject may open it. */
  opens(path: string, subject?: PermissionSubject): boolean;
}

/**
 * The landing path, a legacy value mapped to its screen's, or the base path when the known routes say it
 * opens no screen for the subject. Without routes the value is trusted as it is.
 */
export function resolveLanding(
  landingPage: string | null | undefined,
  routes?: LandingRoutes,
  subject?: PermissionSubject,
): string {
  const stored = landingPath(landingPage);
  if (!routes) return stored;
  const path = routes.current(stored);
  return routes.opens(path.split(/[?#]/, 1)[0] ?? path, subject) ? path : '/';
}

/** Why a stored landing page does not open: no screen answers it in this console, or the user may not open it. */
export interface LandingFallback {
  /** The landing page as stored (legacy values mapped), a router path. */
  stored: string;
  reason: 'missing' | 'forbidden';
}

/** Why the landing page falls back to the base path; null when it opens (or is the base path). */
export function landingFallback(
  landingPage: string | null | undefined,
  routes: LandingRoutes | undefined,
  subject: PermissionSubject | undefined,
): LandingFallback | null {
  const stored = landingPath(landingPage);
  if (!routes || stored === '/') return null;
  const current = routes.current(stored);
  const path = current.split(/[?#]/, 1)[0] ?? current;
  if (!routes.opens(path)) return { stored: current, reason: 'missing' };
  if (subject && !routes.opens(path, subject)) return { stored: current, reason: 'forbidden' };
  return null;
}

/**
 * Starts what the screen at a path needs before the console renders it (its chunk, its first data), for a
 * user who may open it: the page being loaded, beside user-and-roles, and the landing page after sign-in.
 * The workspace binds it over the contributed routes; unbound, nothing is started ahead.
 */
export const ScreenPreload = Symbol.for('sdp.ScreenPreload');
export interface ScreenPreload {
  /** `target` is a router path with its query (`/monitor/order-listing?orders.q=x`). */
  open(target: string, subject: PermissionSubject): void;
  /**
   * The screen's chunk alone, before anyone has signed in (no data, no permission known): the landing
   * page the last sign-in on this browser led to, loaded while the login form is being filled in.
   */
  openChunk?(target: string): void;
}
