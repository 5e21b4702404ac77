import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import { makeUser } from '../../tests/support/sessionDoubles.ts';
import { readLayout, SAVE_DELAY_MS } from './ServerGridPreferences.ts';
import { createViewsGridHarness, type FakeViewsHttp } from './testing/viewsDoubles.ts';

const ALICE_KEY = 'grid.t-1.u-alice.users.columns';
const alicesLayout = { order: ['email', 'name'], hidden: ['status'] };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

function saves(http: FakeViewsHttp) {
  return http.calls.filter((call) => call.path.startsWith('PUT'));
}

/** The fake server answers the next call at once, as it stands then; the answer arrives when the test delivers it. */
function holdNextAnswer(http: FakeViewsHttp): () => void {
  const call = http.call.bind(http);
  let deliver = () => undefined as void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  vi.spyOn(http, 'call').mockImplementationOnce((async (...args: Parameters<typeof call>) => {
    const answer = await call(...args);
    await delivered;
    return answer;
  }) as typeof http.call);
  return deliver;
}

describe('ServerGridPreferences', () => {
  it("reads the user's layout from the server and keeps an encrypted local copy", async () => {
    const { preferences, http, storage, session } = await createViewsGridHarness();
    expect(session.user).toMatchObject({ tenantId: 't-1', userId: 'u-alice' });
    http.columns.set('t-1/u-alice/users', alicesLayout);

    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
    expect(await preferences.loadLayout('roles')).toBeNull();
    expect(await storage.get(ALICE_KEY)).toEqual(alicesLayout);
    const sealed = Object.keys(localStorage).filter((key) => key.includes('users'));
    expect(sealed).toHaveLength(1);
    expect(localStorage.getItem(sealed[0] as string)).not.toContain('email');
  });

  it('answers from the local copy at once and refreshes it from the server for the next time', async () => {
    const { preferences, http, storage } = await createViewsGridHarness();
    await storage.set(ALICE_KEY, { order: ['name'], hidden: [] });
    http.columns.set('t-1/u-alice/users', alicesLayout);

    expect(await preferences.loadLayout('users')).toEqual({ order: ['name'], hidden: [] });
    await vi.waitFor(async () => expect(await storage.get(ALICE_KEY)).toEqual(alicesLayout));
    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);

    // Reset on another device: the local copy goes too.
    http.columns.clear();
    await preferences.loadLayout('users');
    await vi.waitFor(async () => expect(await storage.get(ALICE_KEY)).toBeNull());
  });

  it('saves a burst of changes locally at once and to the server once, after a pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { preferences, http } = await createViewsGridHarness();
    await preferences.saveLayout('users', { order: ['name'], hidden: [] });
    await preferences.saveLayout('users', { order: ['name', 'email'], hidden: [] });
    await preferences.saveLayout('users', alicesLayout);
    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
    expect(saves(http)).toEqual([]);

    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saves(http)).toEqual([
      { path: 'PUT /views/users/columns', input: { gridId: 'users', columns: alicesLayout } },
    ]);
    expect(http.columns.get('t-1/u-alice/users')).toEqual(alicesLayout);
  });

  it('never lets a server answer older than a change replace it', async () => {
    const { preferences, http, storage } = await createViewsGridHarness();
    const old = { order: ['status'], hidden: [] };
    http.columns.set('t-1/u-alice/users', old);
    await storage.set(ALICE_KEY, old);

    // A change the server does not have yet: a refresh meanwhile keeps it.
    await preferences.saveLayout('users', { order: ['name'], hidden: [] });
    expect(await preferences.loadLayout('users')).toEqual({ order: ['name'], hidden: [] });
    await vi.waitFor(() => expect(http.columns.get('t-1/u-alice/users')).toEqual({ order: ['name'], hidden: [] }));
    expect(await storage.get(ALICE_KEY)).toEqual({ order: ['name'], hidden: [] });

    // A refresh whose answer left the server before a change was saved: it does not replace the change.
    const deliver = holdNextAnswer(http);
    expect(await preferences.loadLayout('users')).toEqual({ order: ['name'], hidden: [] });
    await preferences.saveLayout('users', alicesLayout);
    await vi.waitFor(() => expect(http.columns.get('t-1/u-alice/users')).toEqual(alicesLayout));
    deliver();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storage.get(ALICE_KEY)).toEqual(alicesLayout);
  });

  it('brings the layout back from the server after signing out cleared the local storage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { preferences, storage } = await createViewsGridHarness();
    await preferences.saveLayout('users', alicesLayout);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    await storage.clear();

    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
  });

  it("keeps each user's own layout, and none while nobody is signed in", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { preferences, http, session } = await createViewsGridHarness();
    await preferences.saveLayout('users', alicesLayout);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);

    session.user = makeUser({ userId: 'u-bob', username: 'bob' });
    expect(await preferences.loadLayout('users')).toBeNull();
    await preferences.saveLayout('users', { order: ['name'], hidden: [] });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(http.columns.get('t-1/u-bob/users')).toEqual({ order: ['name'], hidden: [] });

    session.user = null;
    expect(await preferences.loadLayout('users')).toBeNull();
    await preferences.saveLayout('users', { order: [], hidden: [] });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saves(http)).toHaveLength(2);

    session.user = makeUser();
    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
  });

  it('sends a change made just before signing out before the session ends, not after its pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { preferences, http, session } = await createViewsGridHarness();
    await preferences.saveLayout('users', alicesLayout);
    expect(saves(http)).toEqual([]);
    await session.signOut();
    expect(saves(http)).toEqual([
      { path: 'PUT /views/users/columns', input: { gridId: 'users', columns: alicesLayout } },
    ]);
    expect(http.columns.get('t-1/u-alice/users')).toEqual(alicesLayout);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saves(http)).toHaveLength(1);
  });

  it('drops a change whose user was gone before it was sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { preferences, http, session } = await createViewsGridHarness();
    await preferences.saveLayout('users', alicesLayout);
    session.user = null;
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saves(http)).toEqual([]);
  });

  it('writes nothing locally when the user signed out while the server answered', async () => {
    const { preferences, http, session, storage } = await createViewsGridHarness();
    http.columns.set('t-1/u-alice/users', alicesLayout);
    const deliver = holdNextAnswer(http);
    const loading = preferences.loadLayout('users');
    await vi.waitFor(() => expect(http.calls).toHaveLength(1));
    session.user = null;
    await storage.clear();
    deliver();
    expect(await loading).toEqual(alicesLayout);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('fails a read it cannot answer, and logs what it could not read or save', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { preferences, http, storage } = await createViewsGridHarness();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(http, 'call').mockRejectedValue(new ApiError('The server is not reachable.', 'network'));

    await expect(preferences.loadLayout('users')).rejects.toThrow('The server is not reachable.');
    await storage.set(ALICE_KEY, alicesLayout);
    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
    await preferences.saveLayout('users', alicesLayout);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'Could not read the column layout of grid "users"',
      'Could not save the column layout of grid "users"',
    ]);
  });
});

describe('readLayout', () => {
  it('takes a layout of id lists and nothing else', () => {
    expect(readLayout({ order: ['a', 'b'], hidden: ['b'] })).toEqual({ order: ['a', 'b'], hidden: ['b'] });
    expect(readLayout({ order: ['a'], hidden: [3] })).toBeNull();
    expect(readLayout({ order: 'a', hidden: [] })).toBeNull();
    expect(readLayout(null)).toBeNull();
    expect(readLayout('{"order":[],"hidden":[]}')).toBeNull();
  });
});
