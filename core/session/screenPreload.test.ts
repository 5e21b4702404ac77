import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionSubject } from '../contract/permissions.ts';
import type { UserInfo } from '../contract/auth.ts';
import { MemoryKeyProvider } from './cryptoKeyProvider.ts';
import { LAST_LANDING_KEY } from './lastLanding.ts';
import { DefaultSessionStore } from './SessionStore.ts';
import { createSessionHarness, makeUser, resetBrowserState } from '../../tests/support/sessionDoubles.ts';

/** A session store of a browser profile (its keys) that records which screens it starts ahead. */
function storeWithPreload(keys: MemoryKeyProvider, user: UserInfo) {
  const { api, storage, navigator, calls, tokens } = createSessionHarness(keys);
  api.user = user;
  const opened: { target: string; subject: PermissionSubject }[] = [];
  const store = new DefaultSessionStore(api, storage, navigator, calls, tokens, undefined, {
    open: (target, subject) => opened.push({ target, subject }),
  });
  return { store, opened };
}

describe('the session starts screens ahead', () => {
  let stores: DefaultSessionStore[] = [];
  beforeEach(() => resetBrowserState('/sdp/login'));
  afterEach(() => {
    for (const store of stores) store.dispose();
    stores = [];
  });

  it('starts the landing page as soon as sign-in has the user, for that user', async () => {
    const user = makeUser({ landingPage: '/monitor/worklist' });
    const { store, opened } = storeWithPreload(new MemoryKeyProvider(), user);
    stores.push(store);
    const outcome = await store.login({ username: 'alice', password: 'secret' });
    expect(outcome).toMatchObject({ ok: true, landingPage: '/monitor/worklist' });
    expect(opened.map((entry) => entry.target)).toEqual(['/monitor/worklist']);
    expect(opened[0]?.subject.permissions).toEqual(user.permissions);
  });

  it('remembers where sign-in landed, encrypted and past signing out, for the next login page to load ahead', async () => {
    const keys = new MemoryKeyProvider();
    const user = makeUser({ landingPage: '/monitor/worklist' });
    const { store } = storeWithPreload(keys, user);
    stores.push(store);
    await store.login({ username: 'alice', password: 'secret' });
    await store.logout();
    const { storage } = createSessionHarness(keys);
    await vi.waitFor(async () => expect(await storage.get(LAST_LANDING_KEY)).toBe('/monitor/worklist'));
    expect(JSON.stringify({ ...localStorage })).not.toContain('worklist');
  });

  it('starts the page being loaded with the stored user, beside the reload of user and roles', async () => {
    const keys = new MemoryKeyProvider();
    const user = makeUser({ landingPage: '/dashboard' });
    const signedIn = storeWithPreload(keys, user);
    stores.push(signedIn.store);
    await signedIn.store.login({ username: 'alice', password: 'secret' });

    window.history.replaceState(null, '', '/sdp/monitor/order-listing?orders.q=42');
    const reloaded = storeWithPreload(keys, user);
    stores.push(reloaded.store);
    await reloaded.store.start();
    expect(reloaded.opened.map((entry) => entry.target)).toEqual(['/monitor/order-listing?orders.q=42']);
  });
});
