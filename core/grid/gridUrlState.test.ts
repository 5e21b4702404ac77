import { describe, expect, it } from 'vitest';
import type { GridQuery } from './gridTypes.ts';
import { readGridQuery, toggleSort, writeGridQuery, type QueryColumn } from './gridUrlState.ts';

const columns: QueryColumn[] = [
  { id: 'name', sortable: true, filter: { kind: 'text' } },
  {
    id: 'status',
    sortable: true,
    filter: {
      kind: 'select',
      options: [
        { value: 'ACTIVE', label: 'Active' },
        { value: 'LOCKED', label: 'Locked' },
      ],
    },
  },
  { id: 'created', sortable: true, filter: { kind: 'date-range' } },
  { id: 'email' },
];

describe('the grid query in the URL', () => {
  it('writes a query that reads back the same, namespaced by grid id and leaving other params alone', () => {
    const query: GridQuery = {
      sort: [
        { columnId: 'status', direction: 'desc' },
        { columnId: 'name', direction: 'asc' },
      ],
      filters: { status: ['ACTIVE', 'LOCKED'], created: { from: '2025-01-01', to: null }, name: 'ali ce' },
      search: 'ops team',
    };
    const params = writeGridQuery(new URLSearchParams('tab=users&roles.sort=name:asc'), 'users', query);

    expect(params.get('users.sort')).toBe('status:desc,name:asc');
    expect(params.getAll('users.f.status')).toEqual(['ACTIVE', 'LOCKED']);
    expect(params.get('users.f.created')).toBe('2025-01-01..');
    expect(params.get('users.q')).toBe('ops team');
    expect(params.get('tab')).toBe('users');
    expect(params.get('roles.sort')).toBe('name:asc');
    expect(readGridQuery(new URLSearchParams(params.toString()), 'users', columns)).toEqual(query);
  });

  it('replaces only its own params when the query empties', () => {
    const before = new URLSearchParams('users.sort=name:asc&users.f.status=ACTIVE&users.q=x&page=2');
    const after = writeGridQuery(before, 'users', { sort: [], filters: {}, search: '' });
    expect(after.toString()).toBe('page=2');
  });

  it('ignores what a hand-edited link gets wrong: unknown or unsortable columns, bad directions, bad days', () => {
    const params = new URLSearchParams(
      'users.sort=email:asc,nope:desc,name:sideways,status:desc,status:asc&users.f.created=2025-02-30..&users.f.email=x&users.f.name=%20%20',
    );
    expect(readGridQuery(params, 'users', columns)).toEqual({
      sort: [{ columnId: 'status', direction: 'desc' }],
      filters: {},
      search: '',
    });
  });

  it('reads a reversed date range in order', () => {
    const params = new URLSearchParams('users.f.created=2025-03-31..2025-03-01');
    expect(readGridQuery(params, 'users', columns).filters).toEqual({
      created: { from: '2025-03-01', to: '2025-03-31' },
    });
  });
});

describe('toggleSort', () => {
  it('cycles a header click through ascending, descending and unsorted', () => {
    const asc = toggleSort([], 'name', false);
    expect(asc).toEqual([{ columnId: 'name', direction: 'asc' }]);
    const desc = toggleSort(asc, 'name', false);
    expect(desc).toEqual([{ columnId: 'name', direction: 'desc' }]);
    expect(toggleSort(desc, 'name', false)).toEqual([]);
  });

  it('replaces the sort on a plain click and adds to it on Shift+click', () => {
    const byName = toggleSort([], 'name', false);
    expect(toggleSort(byName, 'status', false)).toEqual([{ columnId: 'status', direction: 'asc' }]);
    const both = toggleSort(byName, 'status', true);
    expect(both).toEqual([
      { columnId: 'name', direction: 'asc' },
      { columnId: 'status', direction: 'asc' },
    ]);
    expect(toggleSort(toggleSort(both, 'status', true), 'status', true)).toEqual([
      { columnId: 'name', direction: 'asc' },
    ]);
  });
});
