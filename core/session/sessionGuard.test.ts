import { describe, expect, it } from 'vitest';
import { isPublicPath, resolveGuard, returnPathOf, type GuardInput } from './sessionGuard.ts';

/** The public routes' paths as the account plugin declares them. */
const PUBLIC_PATHS = [
  '/login',
  '/openid-login',
  '/forgot-password',
  '/reset-password/:resetToken',
  '/change-password',
  '/version',
];

function guard(input: Partial<GuardInput>) {
  return resolveGuard({
    pathname: '/',
    hash: '',
    search: '',
    hasToken: false,
    landingPage: '',
    publicPaths: PUBLIC_PATHS,
    ...input,
  });
}

describe('session guard', () => {
  describe('without a token', () => {
    it.each(['/login', '/openid-login', '/forgot-password', '/reset-password/abc123', '/change-password', '/version'])(
      'allows the public path %s',
      (pathname) => {
        expect(guard({ pathname })).toEqual({ action: 'allow' });
      },
    );

    it.each(['/dashboard', '/monitor/order-listing', '/users', '/docs', '/no-such-page', '/login/extra'])(
      'sends %s to login, to return there once signed in',
      (pathname) => {
        expect(guard({ pathname })).toEqual({ action: 'redirect', to: '/login', returnTo: pathname });
      },
    );

    it("sends the base path to login with nowhere to return to, and keeps a deep link's query", () => {
      expect(guard({ pathname: '/' })).toEqual({ action: 'redirect', to: '/login' });
      expect(guard({ pathname: '/monitor/order-listing', search: '?orders.q=ORD-1' })).toEqual({
        action: 'redirect',
        to: '/login',
        returnTo: '/monitor/order-listing?orders.q=ORD-1',
      });
    });

    it('returns only to a path of the console, never to login or another site', () => {
      expect(returnPathOf({ returnTo: '/monitor/worklist?x=1' })).toBe('/monitor/worklist?x=1');
      expect(returnPathOf({ returnTo: '/login' })).toBeNull();
      expect(returnPathOf({ returnTo: '/login/?a=b' })).toBeNull();
      expect(returnPathOf({ returnTo: '//evil.example/x' })).toBeNull();
      expect(returnPathOf({ returnTo: 'https://evil.example/x' })).toBeNull();
      expect(returnPathOf({ username: 'alice' })).toBeNull();
      expect(returnPathOf(null)).toBeNull();
    });

    it('allows reset-password paths', () => {
      expect(guard({ pathname: '/reset-password' })).toEqual({ action: 'allow' });
      expect(guard({ pathname: '/reset-password/token/extra' })).toEqual({ action: 'allow' });
    });

    it('sends an SSO hash to the OpenID login with the query string of the hash', () => {
      expect(guard({ pathname: '/', hash: '#/openid?code=abc&state=xyz' })).toEqual({
        action: 'redirect',
        to: '/openid-login?code=abc&state=xyz',
      });
      expect(guard({ pathname: '/dashboard', hash: '#/openid' })).toEqual({ action: 'redirect', to: '/openid-login' });
    });

    it("prefers the hash's query string, and uses the page's own when the hash has none", () => {
      expect(guard({ hash: '#/openid?code=hash', search: '?code=page' })).toEqual({
        action: 'redirect',
        to: '/openid-login?code=hash',
      });
      expect(guard({ hash: '#/openid', search: '?code=page' })).toEqual({
        action: 'redirect',
        to: '/openid-login?code=page',
      });
    });

    it('sends other hashes to login', () => {
      expect(guard({ pathname: '/', hash: '#/dashboard' })).toEqual({ action: 'redirect', to: '/login' });
      expect(guard({ pathname: '/', hash: '#openid' })).toEqual({ action: 'redirect', to: '/login' });
    });
  });

  describe('with a token', () => {
    it('sends the login path to the landing page', () => {
      expect(guard({ pathname: '/login', hasToken: true, landingPage: '/monitor/worklist' })).toEqual({
        action: 'redirect',
        to: '/monitor/worklist',
      });
      expect(guard({ pathname: '/login/', hasToken: true, landingPage: '/dashboard' })).toEqual({
        action: 'redirect',
        to: '/dashboard',
      });
      expect(guard({ pathname: '/login', hasToken: true, landingPage: '' })).toEqual({ action: 'redirect', to: '/' });
    });

    it.each(['/', '/dashboard', '/users', '/openid-login', '/change-password', '/version', '/no-such-page'])(
      'allows %s',
      (pathname) => {
        expect(guard({ pathname, hasToken: true, landingPage: '/dashboard' })).toEqual({ action: 'allow' });
      },
    );
  });

  it('knows the public paths relative to the router base, from the public routes', () => {
    expect(isPublicPath('/login', PUBLIC_PATHS)).toBe(true);
    expect(isPublicPath('/reset-password/t', PUBLIC_PATHS)).toBe(true);
    expect(isPublicPath('/sdp/login', PUBLIC_PATHS)).toBe(false);
    expect(isPublicPath('/login', [])).toBe(false);
  });

  it("lets any plugin's public route through without a session, and nothing else", () => {
    const withStatus = [...PUBLIC_PATHS, '/status/:component'];
    expect(guard({ pathname: '/status/database', publicPaths: withStatus })).toEqual({ action: 'allow' });
    expect(guard({ pathname: '/status/database' })).toEqual({
      action: 'redirect',
      to: '/login',
      returnTo: '/status/database',
    });
  });
});
