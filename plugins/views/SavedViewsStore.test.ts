import { describe, expect, it } from 'vitest';
import type { SavedViewState } from './contract.ts';
import { SavedViewsStore, STALE_VIEW_MESSAGE } from './SavedViewsStore.ts';
import { FakeViewsHttp } from './testing/viewsDoubles.ts';

const state: SavedViewState = {
  filters: { status: ['LOCKED'], created: '2025-01-01..2025-01-31', name: 'ali' },
  sort: [{ id: 'name', desc: true }],
  columns: { order: ['status', 'name'], hidden: ['email'] },
};

describe('SavedViewsStore', () => {
  it('lists, saves, renames and deletes the views of its grid', async () => {
    const http = new FakeViewsHttp();
    http.addView('Shared by Bob', state, { own: false, shared: true });
    http.addView('Other grid', state, { gridId: 'roles' });
    const store = new SavedViewsStore(http, 'people');
    await store.load();
    expect(store.views.map((view) => view.name)).toEqual(['Shared by Bob']);

    const saved = await store.save('  Locked people ', true, state);
    expect(saved?.name).toBe('Locked people');
    expect(http.calls.at(-1)).toEqual({
      path: 'POST /views',
      input: { gridId: 'people', name: 'Locked people', shared: true, state },
    });
    expect(store.currentViewId).toBe(saved?.viewId);

    const renamed = await store.update(saved!, { name: 'Locked' });
    expect(renamed?.version).toBe(2);
    expect(http.calls.at(-1)?.input).toEqual({ viewId: saved?.viewId, change: { name: 'Locked', version: 1 } });
    expect(store.views.map((view) => view.name)).toEqual(['Shared by Bob', 'Locked']);

    expect(await store.remove(renamed!)).toBe(true);
    expect(store.views.map((view) => view.name)).toEqual(['Shared by Bob']);
    expect(store.currentViewId).toBeNull();
  });

  it('reloads the list when a change was made from a stale copy, and says so', async () => {
    const http = new FakeViewsHttp();
    const view = http.addView('Mine', state);
    const store = new SavedViewsStore(http, 'people');
    await store.load();
    http.views[0] = { ...view, name: 'Renamed in another tab', version: 2 };

    expect(await store.update(store.views[0]!, { name: 'Mine, renamed' })).toBeNull();
    expect(store.error).toBe(STALE_VIEW_MESSAGE);
    expect(store.views[0]?.name).toBe('Renamed in another tab');
  });

  it('keeps the first five sort columns of a grid sorted by more', async () => {
    const http = new FakeViewsHttp();
    const store = new SavedViewsStore(http, 'people');
    const sort = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, desc: false }));
    const saved = await store.save('Sorted', false, { ...state, sort });
    expect(saved?.state.sort.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    await store.update(saved!, { state: { ...state, sort: [...sort].reverse() } });
    expect(http.views[0]?.state.sort.map((entry) => entry.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it("shows the server's refusal of a duplicate name", async () => {
    const http = new FakeViewsHttp();
    http.addView('Mine', state);
    const store = new SavedViewsStore(http, 'people');
    expect(await store.save('Mine', false, state)).toBeNull();
    expect(store.error).toBe('You already have a view named "Mine" on this grid.');
  });
});
