import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED } from '../../core/contract/permissions.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { LAST_TENANT_KEY } from '../../core/session/lastTenant.ts';
import { SecureStorage } from '../../core/session/secureStorage.ts';
import { makeUser, renderWorkspace } from '../../tests/renderWorkspace.tsx';
import accountPlugin from './index.ts';

function WorklistPage() {
  return <h1>Worklist page</h1>;
}

/** A landing page to arrive at: the session store only lands on routes that exist. */
const worklistPlugin = definePlugin({
  id: 'worklist-stand-in',
  routes: [
    {
      id: 'worklist',
      path: '/monitor/worklist',
      title: 'Worklist',
      permission: ALWAYS_ALLOWED,
      layout: 'main',
      legacyLanding: ['/worklist'],
      load: async () => ({ default: WorklistPage }),
    },
  ],
  nav: [],
  commands: [],
});

/** The account screens inside the real workspace: router, session guard, document title. */

const APP_INFO = {
  name: 'SDP Console',
  version: '0.1.0',
  apiVersion: '1',
  database: 'embedded',
  startedAt: Date.UTC(2026, 0, 1),
  openIdEnabled: false,
};

const signedOut = (path: string) =>
  renderWorkspace({
    plugins: [accountPlugin, worklistPlugin],
    user: null,
    path,
    http: (http) =>
      http
        .respond('GET', '/openid-login/config', { enabled: false, authorizationUrl: null })
        .respond('GET', '/authentication/appInfo', APP_INFO),
  });

// The first render of a whole workspace transforms and loads many modules.
describe('account plugin in the workspace', { timeout: 20_000 }, () => {
  it('signs in from /login and lands on the user’s landing page', async () => {
    const view = await signedOut('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.title).toBe('SDP - Login');
    view.authApi.user = makeUser({ landingPage: '/worklist' });

    await view.events.type(screen.getByLabelText('Username'), 'alice');
    await view.events.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');

    expect(await screen.findByRole('heading', { name: 'Worklist page' })).toBeTruthy();
    await waitFor(() => expect(view.pathname()).toBe('/monitor/worklist'));
    expect(view.authApi.loginCalls).toEqual([{ username: 'alice', password: 'secret-pass' }]);
  });

  it('signs in from a deep link opened signed out and arrives at the link, not the landing page', async () => {
    const view = await signedOut('/monitor/worklist');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(view.pathname()).toBe('/login');
    view.authApi.user = makeUser({ landingPage: '/no-such-landing' });

    await view.events.type(screen.getByLabelText('Username'), 'alice');
    await view.events.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');

    expect(await screen.findByRole('heading', { name: 'Worklist page' })).toBeTruthy();
    await waitFor(() => expect(view.pathname()).toBe('/monitor/worklist'));
  });

  it('ends on /change-password when the password has expired, past the guard’s own redirect', async () => {
    const view = await signedOut('/login');
    view.authApi.session = { ...view.authApi.session, passwordExpired: true };
    view.http.respond('GET', /^\/user\/getPasswordConfig\//, {
      minLength: 12,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      requireSymbol: false,
      historyCount: 0,
      maxAgeDays: 90,
    });

    await view.events.type(await screen.findByLabelText('Username'), 'alice');
    await view.events.type(screen.getByLabelText('Password'), 'old-pass{Enter}');

    expect(await screen.findByText('Your password has expired. Choose a new one to continue.')).toBeTruthy();
    expect(view.pathname()).toBe('/change-password');
    expect(document.title).toBe('SDP - Change password');
    expect(await screen.findByText('At least 12 characters')).toBeTruthy();
  });

  it('shows a signed-out visitor of /change-password the rules of the tenant last signed in to here', async () => {
    const view = await signedOut('/login');
    view.http.respond('GET', '/user/getPasswordConfig/t-1', {
      minLength: 14,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      requireSymbol: true,
      historyCount: 0,
      maxAgeDays: 90,
    });
    // A sign-in on this browser remembered its tenant, and its session lapsed without a sign-out.
    await view.get<SecureStorage>(SecureStorage).set(LAST_TENANT_KEY, 't-1');
    await act(async () => {
      window.history.pushState(null, '', '/sdp/change-password');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('At least 14 characters')).toBeTruthy();
    expect(view.http.callsTo('/user/getPasswordConfig/t-1')).toHaveLength(1);
    expect(screen.queryByText("Your organisation's own password rules are checked when you save.")).toBeNull();
  });

  it('lets a visitor without a session open a public screen', async () => {
    const view = await signedOut('/version');
    expect(await screen.findByText('Embedded (PGlite)')).toBeTruthy();
    expect(view.pathname()).toBe('/version');
    expect(document.title).toBe('SDP - Version');
  });
});
