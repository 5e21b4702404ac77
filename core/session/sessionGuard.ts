import { landingPath } from './landing.ts';

/** Paths relative to the router base /sdp. */
export const LOGIN_PATH = '/login';
export const OPENID_LOGIN_PATH = '/openid-login';
const PUBLIC_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, OPENID_LOGIN_PATH, '/forgot-password', '/change-password', '/version']);
const RESET_PASSWORD_PATH = /^\/reset-password\/[^/]+$/;
const SSO_HASH_PREFIX = '#/openid';

export interface GuardInput {
  /** The path relative to the router base /sdp. */
  pathname: string;
  /** `location.hash`, with its leading `#`. */
  hash: string;
  /** `location.search`, with its leading `?`. */
  search: string;
  hasToken: boolean;
  /** The landing page from the user info, before legacy mapping. */
  landingPage: string | null | undefined;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

const ALLOW: GuardDecision = { action: 'allow' };

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  return PUBLIC_PATHS.has(path) || RESET_PASSWORD_PATH.test(path);
}

function isResetPasswordPath(path: string): boolean {
  return path === '/reset-password' || path.startsWith('/reset-password/');
}

/** The query string an SSO provider left in the hash (`#/openid?code=…`), else the page's own. */
function ssoQuery(hash: string, search: string): string {
  const start = hash.indexOf('?');
  if (start >= 0) return hash.slice(start);
  return search.startsWith('?') && search.length > 1 ? search : '';
}

/** The session guard of spec section 4. */
export function resolveGuard({ pathname, hash, search, hasToken, landingPage }: GuardInput): GuardDecision {
  const path = normalise(pathname);
  if (hasToken) {
    return path === LOGIN_PATH ? { action: 'redirect', to: landingPath(landingPage) } : ALLOW;
  }
  if (isPublicPath(path) || isResetPasswordPath(path)) return ALLOW;
  if (hash.startsWith(SSO_HASH_PREFIX)) return { action: 'redirect', to: OPENID_LOGIN_PATH + ssoQuery(hash, search) };
  return { action: 'redirect', to: LOGIN_PATH };
}
