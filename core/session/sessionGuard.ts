import { landingPath } from './landing.ts';

/** Paths relative to the router base /sdp. */
export const LOGIN_PATH = '/login';
export const OPENID_LOGIN_PATH = '/openid-login';
const SSO_HASH_PREFIX = '#/openid';

export interface GuardInput {
  /** The path relative to the router base /sdp. */
  pathname: string;
  /** `location.hash`, with its leading `#`. */
  hash: string;
  /** `location.search`, with its leading `?`. */
  search: string;
  hasToken: boolean;
  /** The paths of the routes declared `layout: 'public'` (patterns such as `/reset-password/:resetToken`). */
  publicPaths: readonly string[];
  /** The session's landing page (legacy values already mapped to their screens). */
  landingPage: string | null | undefined;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string; returnTo?: string };

/** The router state a redirect to login carries: the path and query the visitor was going to. */
export interface LoginReturnState {
  returnTo: string;
}

/** Where to go after signing in, from the login page's router state: a path of the console, else null. */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo } = state as Record<string, unknown>;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  return normalise(returnTo.split('?')[0] ?? returnTo) === LOGIN_PATH ? null : returnTo;
}

const ALLOW: GuardDecision = { action: 'allow' };

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** True when the path is the pattern's, a `:name` segment standing for any one non-empty segment. */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(normalise(pathname));
  return (
    wanted.length === actual.length && wanted.every((segment, i) => segment.startsWith(':') || segment === actual[i])
  );
}

/**
 * True when a public route answers the path. A public route with parameters also covers the paths under
 * its fixed part (`/reset-password` and `/reset-password/a/b`), so its own screen explains a broken link.
 */
export function isPublicPath(pathname: string, publicPaths: readonly string[]): boolean {
  const path = normalise(pathname);
  return publicPaths.some((pattern) => {
    if (matchesRoutePath(pattern, path)) return true;
    const fixed = pattern.split('/:')[0] ?? pattern;
    return fixed !== pattern && (path === fixed || path.startsWith(`${fixed}/`));
  });
}

/** The query string an SSO provider left in the hash (`#/openid?code=…`), else the page's own. */
function ssoQuery(hash: string, search: string): string {
  const start = hash.indexOf('?');
  if (start >= 0) return hash.slice(start);
  return search.startsWith('?') && search.length > 1 ? search : '';
}

/** The session guard of spec section 4. */
export function resolveGuard({
  pathname,
  hash,
  search,
  hasToken,
  landingPage,
  publicPaths,
}: GuardInput): GuardDecision {
  const path = normalise(pathname);
  if (hasToken) {
    return path === LOGIN_PATH ? { action: 'redirect', to: landingPath(landingPage) } : ALLOW;
  }
  if (isPublicPath(path, publicPaths)) return ALLOW;
  if (hash.startsWith(SSO_HASH_PREFIX)) return { action: 'redirect', to: OPENID_LOGIN_PATH + ssoQuery(hash, search) };
  // A deep link opened signed out is where the visitor arrives once signed in.
  return path === '/'
    ? { action: 'redirect', to: LOGIN_PATH }
    : { action: 'redirect', to: LOGIN_PATH, returnTo: path + search };
}
