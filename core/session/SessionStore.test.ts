import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryKeyProvider } from './cryptoKeyProvider.ts';
import { LOGIN_CALL, OPENID_LOGIN_CALL } from './SessionStore.ts';
import { PREFERENCE_KEY_PREFIX } from './secureStorage.ts';
import { readSessionCookie, writeSessionCookie } from './sessionCookie.ts';
import {
  createSessionHarness,
  makeUser,
  resetBrowserState,
  type SessionHarness,
} from '../../tests/support/sessionDoubles.ts';

const HOUR = 3_600_000;

async function loggedIn(harness: SessionHarness = createSessionHarness()): Promise<SessionHarness> {
  const outcome = await harness.store.login({ username: 'alice', password: 'secret' });
  expect(outcome.ok).toBe(true);
  return harness;
}

describe('SessionStore', () => {
  beforeEach(() => resetBrowserState());
  let started: SessionHarness[] = [];
  afterEach(() => {
    for (const harness of started) harness.store.dispose();
    started = [];
  });

  describe('login', () => {
    it('stores the token, loads user and roles, stores them encrypted and reports success', async () => {
      const harness = createSessionHarness();
      const { api, store, storage, calls } = harness;
      api.user = makeUser({ landingPage: '/monitor/worklist' });
      const pending = store.login({ username: 'alice', password: 'secret' });
      expect(calls.isLoading(LOGIN_CALL)).toBe(true);
      const outcome = await pending;

      expect(api.loginCalls).toEqual([{ username: 'alice', password: 'secret' }]);
      expect(readSessionCookie()).toBe(`tok-alice:${api.session.expiry}`);
      expect(api.userCalls).toEqual([{ mode: 'provisioning', userId: 'tok-alice' }]);
      expect(outcome).toEqual({
        ok: true,
        landingPage: '/monitor/worklist',
        passwordExpired: false,
        sessionReplaced: false,
      });
      expect(calls.status(LOGIN_CALL)).toMatchObject({
        phase: 'success',
        loading: false,
        error: null,
        message: 'Login Request Successfull',
      });
      expect(store.hasToken).toBe(true);
      expect(store.getToken()).toBe('tok-alice');
      expect(store.user?.username).toBe('alice');
      expect(store.landingPage).toBe('/monitor/worklist');

      await expect(storage.get('userInfo')).resolves.toMatchObject({ username: 'alice', tenantId: 't-1' });
      await expect(storage.get('username')).resolves.toBe('alice');
      await expect(storage.get('applicationMode')).resolves.toBe('provisioning');
      await expect(storage.get('tenantInfo')).resolves.toEqual({ businessName: 'Acme', tenantId: 't-1' });
      await expect(storage.get('IsPartner')).resolves.toBe(false);
      for (let i = 0; i < localStorage.length; i += 1) {
        expect(localStorage.getItem(localStorage.key(i)!)).not.toContain('alice');
      }
    });

    it('takes user and roles from the login answer when it carries them for the mode: no second call', async () => {
      const harness = createSessionHarness();
      const { api, store, storage } = harness;
      api.session = { ...api.session, user: makeUser({ landingPage: '/monitor/worklist' }) };
      const outcome = await store.login({ username: 'alice', password: 'secret' });

      expect(api.userCalls).toEqual([]);
      expect(outcome).toMatchObject({ ok: true, landingPage: '/monitor/worklist' });
      expect(store.user?.username).toBe('alice');
      await expect(storage.get('userInfo')).resolves.toMatchObject({ username: 'alice', tenantId: 't-1' });
      // The page's own start moments later reuses them too.
      await store.start();
      expect(api.userCalls).toEqual([]);
      started.push(harness);
    });

    it('loads user and roles when the login answer carries them for another mode', async () => {
      const { api, store } = createSessionHarness();
      api.session = { ...api.session, user: makeUser({ applicationMode: 'provisioning' }) };
      await store.login({ username: 'alice', password: 'secret' }, 'inventory');
      expect(api.userCalls).toEqual([{ mode: 'inventory', userId: 'tok-alice' }]);
      expect(store.user?.applicationMode).toBe('inventory');
    });

    it('records the failure message, or Something went wrong. when there is none', async () => {
      const { api, store, calls } = createSessionHarness();
      api.loginFailure = new Error('Invalid username or password');
      await expect(store.login({ username: 'alice', password: 'x' })).resolves.toEqual({
        ok: false,
        message: 'Invalid username or password',
      });
      expect(calls.error(LOGIN_CALL)).toBe('Invalid username or password');
      api.loginFailure = new Error('');
      await expect(store.login({ username: 'alice', password: 'x' })).resolves.toEqual({
        ok: false,
        message: 'Something went wrong.',
      });
      expect(calls.error(LOGIN_CALL)).toBe('Something went wrong.');
      expect(readSessionCookie()).toBeNull();
    });

    it('does not keep a token whose user cannot be loaded', async () => {
      const { api, store } = createSessionHarness();
      api.userFailure = new Error('Server unavailable');
      const outcome = await store.login({ username: 'alice', password: 'secret' });
      expect(outcome).toEqual({ ok: false, message: 'Server unavailable' });
      expect(readSessionCookie()).toBeNull();
      expect(store.hasToken).toBe(false);
    });
  });

  it('on 401 clears local data, cookies and session storage, then goes to the login page once', async () => {
    const { store, tokens, storage, navigator } = await loggedIn();
    sessionStorage.setItem('draft', 'x');
    tokens.handleUnauthorized();
    tokens.handleUnauthorized();
    await vi.waitFor(() => expect(navigator.calls).toHaveLength(1));
    expect(navigator.calls).toEqual([{ kind: 'replace', url: '/sdp/login' }]);
    expect(readSessionCookie()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await expect(storage.get('userInfo')).resolves.toBeNull();
    // Only this browser's preferences stay (the last theme, where the last sign-in landed).
    const kept = Object.keys(localStorage).filter((key) => key.startsWith('sdp.'));
    expect(kept.filter((key) => !key.startsWith(`sdp.${PREFERENCE_KEY_PREFIX}`))).toEqual([]);
    expect(store.user).toBeNull();
    expect(store.hasToken).toBe(false);
  });

  describe('logout', () => {
    it('sends tenantId, userName and token, clears storage and cookies, and goes to login', async () => {
      const { api, store, storage, navigator } = await loggedIn();
      await store.logout();
      expect(api.logoutCalls).toEqual([{ tenantId: 't-1', userName: 'alice', token: 'tok-alice' }]);
      expect(readSessionCookie()).toBeNull();
      await expect(storage.get('username')).resolves.toBeNull();
      expect(navigator.calls).toEqual([{ kind: 'replace', url: '/sdp/login' }]);
    });

    it('runs the work registered to go before signing out while the token still holds, then signs out', async () => {
      const { api, store } = await loggedIn();
      const seen: string[] = [];
      store.beforeSignOut(async () => {
        seen.push(`flush with ${store.getToken()}, ${api.logoutCalls.length} logout calls`);
      });
      const unregistered = store.beforeSignOut(async () => {
        seen.push('unregistered');
      });
      unregistered();
      await store.logout();
      expect(seen).toEqual(['flush with tok-alice, 0 logout calls']);
      expect(api.logoutCalls).toHaveLength(1);
    });

    it('clears and goes to login even when the call fails', async () => {
      const { api, store, storage, navigator } = await loggedIn();
      api.logoutFailure = new Error('Network down');
      await store.logout();
      expect(api.logoutCalls).toHaveLength(1);
      expect(readSessionCookie()).toBeNull();
      await expect(storage.get('userInfo')).resolves.toBeNull();
      expect(navigator.calls).toEqual([{ kind: 'replace', url: '/sdp/login' }]);
    });
  });

  describe('refreshed session header', () => {
    it('saves the refreshed token:expiry into the cookie', async () => {
      const { api, tokens } = await loggedIn();
      const refreshed = `tok-alice:${api.session.expiry + HOUR}`;
      tokens.saveRefreshedSession(refreshed, 'tok-alice');
      expect(readSessionCookie()).toBe(refreshed);
    });

    it('ignores malformed values, answers to other sessions, older expiries and ended sessions', async () => {
      const { api, store, tokens } = await loggedIn();
      const held = readSessionCookie();
      tokens.saveRefreshedSession('garbage', 'tok-alice');
      tokens.saveRefreshedSession(`tok-bob:${api.session.expiry + HOUR}`, 'tok-bob');
      tokens.saveRefreshedSession(`tok-alice:${api.session.expiry - 1_000}`, 'tok-alice');
      tokens.saveRefreshedSession(`tok-alice:${api.session.expiry + HOUR}`, null);
      expect(readSessionCookie()).toBe(held);
      await store.logout();
      tokens.saveRefreshedSession(`tok-alice:${api.session.expiry + HOUR}`, 'tok-alice');
      expect(readSessionCookie()).toBeNull();
    });

    it('saves a new token the server returns for the session this page holds, and sends it next', async () => {
      const { api, store, tokens } = await loggedIn();
      const rotated = `tok-alice-2:${api.session.expiry + HOUR}`;
      tokens.saveRefreshedSession(rotated, 'tok-alice');
      expect(readSessionCookie()).toBe(rotated);
      expect(store.getToken()).toBe('tok-alice-2');
    });
  });

  describe('OpenID validation', () => {
    it('with the same token prefix and application mode: logs out, clears only cookies, returns false', async () => {
      const { api, store, storage } = await loggedIn();
      const result = await store.validateOpenIdSession(`tok-alice:${Date.now() + HOUR}`, 'provisioning');
      expect(result).toBe(false);
      expect(api.logoutCalls).toEqual([{ tenantId: 't-1', userName: 'alice', token: 'tok-alice' }]);
      expect(readSessionCookie()).toBeNull();
      await expect(storage.get('username')).resolves.toBe('alice');
      expect(store.username).toBe('alice');
    });

    it('with another token prefix: logs out, clears the whole session, returns true', async () => {
      const { api, store, storage } = await loggedIn();
      sessionStorage.setItem('draft', 'x');
      const result = await store.validateOpenIdSession(`tok-bob:${Date.now() + HOUR}`, 'provisioning');
      expect(result).toBe(true);
      expect(api.logoutCalls).toHaveLength(1);
      expect(readSessionCookie()).toBeNull();
      expect(sessionStorage.length).toBe(0);
      await expect(storage.get('username')).resolves.toBeNull();
      expect(store.username).toBeNull();
    });

    it('with the same prefix in another application mode: clears the whole session, returns true', async () => {
      const { store, storage } = await loggedIn();
      await expect(store.validateOpenIdSession(`tok-alice:${Date.now() + HOUR}`, 'inventory')).resolves.toBe(true);
      await expect(storage.get('username')).resolves.toBeNull();
    });

    it('without a token: clears everything without logging out, returns false', async () => {
      const { api, store, storage } = createSessionHarness();
      await storage.set('username', 'alice');
      sessionStorage.setItem('draft', 'x');
      await expect(store.validateOpenIdSession(`tok-bob:${Date.now() + HOUR}`, 'provisioning')).resolves.toBe(false);
      expect(api.logoutCalls).toEqual([]);
      await expect(storage.get('username')).resolves.toBeNull();
      expect(sessionStorage.length).toBe(0);
    });

    it('completes an OpenID login: validates, stores the new session and reports success', async () => {
      const harness = await loggedIn();
      const { api, store, calls } = harness;
      api.session = { token: 'tok-sso', expiry: Date.now() + 2 * HOUR, passwordExpired: false };
      const outcome = await store.openIdLogin('https://console.test/sdp/openid-login?code=c&state=s');
      expect(api.openIdCalls).toEqual(['https://console.test/sdp/openid-login?code=c&state=s']);
      expect(api.logoutCalls).toHaveLength(1);
      expect(outcome).toMatchObject({ ok: true, landingPage: '/dashboard', sessionReplaced: true });
      expect(readSessionCookie()).toBe(`tok-sso:${api.session.expiry}`);
      expect(calls.status(OPENID_LOGIN_CALL).message).toBe('Open ID Request Successfull');
      expect(store.user?.username).toBe('alice');
    });
  });

  describe('user and roles', () => {
    it('loads them once when an OpenID sign-in continues the session the page just started with', async () => {
      const keys = new MemoryKeyProvider();
      await loggedIn(createSessionHarness(keys));
      const page = createSessionHarness(keys);
      started.push(page);
      await page.store.start();
      const outcome = await page.store.openIdLogin('https://console.test/sdp/openid-login?code=c&state=s');
      expect(outcome).toMatchObject({ ok: true, sessionReplaced: false });
      expect(page.api.userCalls).toEqual([{ mode: 'provisioning', userId: 'tok-alice' }]);
    });
  });

  describe('start', () => {
    it('with a token, loads user and roles with the user id and stored application mode, and stores them', async () => {
      const keys = new MemoryKeyProvider();
      const first = await loggedIn(createSessionHarness(keys));
      await first.store.switchApplicationMode('inventory');
      first.api.user = makeUser({ firstname: 'Alicia' });

      const page = createSessionHarness(keys);
      started.push(page);
      expect(page.store.ready).toBe(false);
      await page.store.start();
      expect(page.api.userCalls).toEqual([{ mode: 'inventory', userId: 'tok-alice' }]);
      expect(page.store.ready).toBe(true);
      expect(page.store.applicationMode).toBe('inventory');
      expect(page.store.user?.username).toBe('alice');
      await expect(page.storage.get('applicationMode')).resolves.toBe('inventory');
    });

    it('without a token, reads the local items but loads no user', async () => {
      const keys = new MemoryKeyProvider();
      const first = createSessionHarness(keys);
      await first.store.setItem('iconViewMode', true);
      const page = createSessionHarness(keys);
      started.push(page);
      await page.store.start();
      expect(page.api.userCalls).toEqual([]);
      expect(page.store.item('iconViewMode')).toBe(true);
      expect(page.store.user).toBeNull();
      expect(page.store.ready).toBe(true);
    });

    it('clears everything and reloads when the local data cannot be decrypted', async () => {
      await loggedIn(createSessionHarness(new MemoryKeyProvider()));
      const page = createSessionHarness(new MemoryKeyProvider());
      started.push(page);
      await page.store.start();
      expect(page.navigator.calls).toContainEqual({ kind: 'reload' });
      expect(readSessionCookie()).toBeNull();
      expect(localStorage.length).toBe(0);
      expect(page.api.userCalls).toEqual([]);
    });
  });

  describe('focus check', () => {
    it('reloads to the base path plus the landing page when another tab signed in as someone else', async () => {
      const keys = new MemoryKeyProvider();
      const tab = await loggedIn(createSessionHarness(keys));
      const otherTab = createSessionHarness(keys);
      otherTab.api.session = { token: 'tok-bob', expiry: Date.now() + HOUR, passwordExpired: false };
      otherTab.api.user = makeUser({ username: 'bob', landingPage: '/monitor/order-listing' });
      await otherTab.store.login({ username: 'bob', password: 'secret' });

      await tab.store.checkFocus();
      expect(tab.navigator.calls).toEqual([{ kind: 'assign', url: '/sdp/monitor/order-listing' }]);
    });

    it('reloads when another tab switched the application mode', async () => {
      const keys = new MemoryKeyProvider();
      const tab = await loggedIn(createSessionHarness(keys));
      await loggedIn(createSessionHarness(keys)).then(({ store }) => store.switchApplicationMode('inventory'));
      await tab.store.checkFocus();
      expect(tab.navigator.calls).toEqual([{ kind: 'assign', url: '/sdp/dashboard' }]);
    });

    it('does nothing while the stored user and mode are the current ones', async () => {
      const keys = new MemoryKeyProvider();
      const tab = await loggedIn(createSessionHarness(keys));
      await loggedIn(createSessionHarness(keys));
      await tab.store.checkFocus();
      expect(tab.navigator.calls).toEqual([]);
    });

    it('runs when the window regains focus once started', async () => {
      const keys = new MemoryKeyProvider();
      const tab = createSessionHarness(keys);
      started.push(tab);
      await tab.store.start();
      await loggedIn(createSessionHarness(keys));
      window.dispatchEvent(new Event('focus'));
      await vi.waitFor(() => expect(tab.navigator.calls).toEqual([{ kind: 'assign', url: '/sdp/dashboard' }]));
    });
  });

  describe('local items', () => {
    it('keeps every item encrypted and validated, with the spec defaults', async () => {
      const keys = new MemoryKeyProvider();
      const { store } = createSessionHarness(keys);
      expect(store.applicationMode).toBe('provisioning');
      expect(store.item('iconViewMode')).toBeUndefined();
      await store.setItem('partnerTenantInfo', { partnerManagement: true, accountPath: [] });
      await store.setItem('selectedWf', { name: 'activate-sim', version: 3 });
      await store.setItem('workflowTaskRedirectData', { orderId: 'o-1' });
      await store.setItem('style', { background: '#5F5D5D', color: '#F05223', font: '#ffffff', logosize: 50 });
      localStorage.setItem('sdp.logo', 'not sealed');

      const raw = Object.keys(localStorage)
        .map((key) => localStorage.getItem(key)!)
        .join();
      expect(raw).not.toContain('activate-sim');

      const reloaded = createSessionHarness(keys);
      await reloaded.storage.set('iconViewMode', 'yes');
      localStorage.removeItem('sdp.logo');
      await reloaded.store.start();
      reloaded.store.dispose();
      expect(reloaded.store.item('selectedWf')).toEqual({ name: 'activate-sim', version: 3 });
      expect(reloaded.store.item('partnerTenantInfo')).toEqual({ partnerManagement: true, accountPath: [] });
      expect(reloaded.store.item('style')?.logosize).toBe(50);
      expect(reloaded.store.item('iconViewMode')).toBeUndefined();
      await reloaded.store.removeItem('selectedWf');
      await expect(reloaded.storage.get('selectedWf')).resolves.toBeNull();
    });

    it('takes the partner flags from the stored items over the user info', async () => {
      const { api, store } = createSessionHarness();
      api.user = makeUser({ isPartner: true, partnerManagement: false });
      await store.login({ username: 'alice', password: 'secret' });
      expect(store.isPartner).toBe(true);
      expect(store.partnerManagement).toBe(false);
      await store.setItem('partnerManagement', true);
      expect(store.partnerManagement).toBe(true);
    });
  });

  it('returns no token once the cookie is gone', async () => {
    const { store } = await loggedIn();
    writeSessionCookie(`tok-alice:${Date.now() + 1_000}`);
    expect(store.getToken()).toBeNull();
  });
});
