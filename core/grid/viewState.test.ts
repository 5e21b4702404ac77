import { describe, expect, it } from 'vitest';
import type { GridViewState } from './GridViews.ts';
import { fromViewState, toViewState } from './viewState.ts';

const state: GridViewState = {
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
