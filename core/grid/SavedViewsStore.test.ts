import { describe, expect, it } from 'vitest';
import type { SavedViewState } from '../contract/views.ts';
import { SavedViewsStore, STALE_VIEW_MESSAGE } from './SavedViewsStore.ts';
import { FakeViewsHttp } from '../../tests/support/gridDoubles.tsx';
import { fromViewState, toViewState } from './viewState.ts';

const state: SavedViewState = {
  filters: { status: ['LOCKED'], created: '2025-01-01..2025-01-31', name: 'ali' },
  sort: [{ id: 'name', desc: true }],
  columns: { order: ['status', 'name'], hidden: ['email'] },
};

const columns = [
  { id: 'name', sortable: true, filter: { kind: 'text' as const } },
  { id: 'status', filter: { kind: 'select' as const, options: [{ value: 'LOCKED', label: 'Locked' }] } },
  { id: 'created', filter: { kind: 'date-range' as const } },
  { id: 'email' },
];

describe('saved view state', () => {
  it('reads back as the grid query and layout it was saved from, without the search', () => {
    const { query, layout } = fromViewState(state, columns);
    expect(query).toEqual({
      sort: [{ columnId: 'name', direction: 'desc' }],
      filters: { status: ['LOCKED'], created: { from: '2025-01-01', to: '2025-01-31' }, name: 'ali' },
      search: '',
    });
    expect(layout).toEqual({ order: ['status', 'name', 'created', 'email'], hidden: ['email'] });
    expect(toViewState({ ...query, search: 'not kept' }, { order: ['status', 'name'], hidden: ['email'] })).toEqual(
      state,
    );
  });

  it("drops what today's columns no longer allow", () => {
    const { query } = fromViewState(
      { ...state, filters: { gone: 'x', email: 'y', status: 'LOCKED' }, sort: [{ id: 'status', desc: false }] },
      columns,
    );
    expect(query.filters).toEqual({ status: ['LOCKED'] });
    expect(query.sort).toEqual([]);
  });
});

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

  it("shows the server's refusal of a duplicate name", async () => {
    const http = new FakeViewsHttp();
    http.addView('Mine', state);
    const store = new SavedViewsStore(http, 'people');
    expect(await store.save('Mine', false, state)).toBeNull();
    expect(store.error).toBe('You already have a view named "Mine" on this grid.');
  });
});
