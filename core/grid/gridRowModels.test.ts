import { constructTable, type TableOptions } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import { gridFeatures, toColumnFiltersState, toSortingState, toTableColumns } from './gridTable.ts';
import type { GridColumn, GridFilters, GridSort } from './gridTypes.ts';

interface Item {
  id: string;
  name: string | null;
  amount: number | null;
  created: Date;
  tags: string[];
}

const features = { ...gridFeatures, coreReactivityFeature: storeReactivityBindings() };

const columns: GridColumn<Item>[] = [
  { id: 'name', header: 'Name', accessor: (item) => item.name, sortable: true, filter: { kind: 'text' } },
  { id: 'amount', header: 'Amount', accessor: (item) => item.amount, sortable: true, searchable: false },
  { id: 'created', header: 'Created', accessor: (item) => item.created, filter: { kind: 'date-range' } },
  {
    id: 'tags',
    header: 'Tags',
    accessor: (item) => item.tags,
    filter: { kind: 'select', options: ['red', 'blue'].map((value) => ({ value, label: value })) },
  },
];

const items: Item[] = [
  { id: 'a', name: 'Item 10', amount: 5, created: new Date(2025, 0, 15, 23, 30), tags: ['red'] },
  { id: 'b', name: 'item 2', amount: -3, created: new Date(2025, 0, 16, 0, 15), tags: ['blue'] },
  { id: 'c', name: null, amount: 777, created: new Date(2025, 1, 1), tags: [] },
  { id: 'd', name: 'Élan', amount: null, created: new Date(2024, 11, 31), tags: ['red', 'blue'] },
  { id: 'e', name: 'alpha', amount: 5, created: new Date(2025, 0, 1), tags: ['blue'] },
];

function view(sort: GridSort[], filters: GridFilters = {}, search = ''): string[] {
  const options: TableOptions<typeof features, Item> = {
    features,
    columns: toTableColumns(columns) as TableOptions<typeof features, Item>['columns'],
    data: items,
    getRowId: (item) => item.id,
    state: { sorting: toSortingState(sort), columnFilters: toColumnFiltersState(filters), globalFilter: search },
  };
  return constructTable(options)
    .getRowModel()
    .rows.map((row) => row.id);
}

describe('the grid row models', () => {
  it('sorts text naturally, ignoring case and accents, with empty values last in both directions', () => {
    expect(view([{ columnId: 'name', direction: 'asc' }])).toEqual(['e', 'd', 'b', 'a', 'c']);
    expect(view([{ columnId: 'name', direction: 'desc' }])).toEqual(['a', 'b', 'd', 'e', 'c']);
  });

  it('sorts numbers numerically and keeps the original order of ties, then applies the next sort column', () => {
    expect(view([{ columnId: 'amount', direction: 'asc' }])).toEqual(['b', 'a', 'e', 'c', 'd']);
    expect(
      view([
        { columnId: 'amount', direction: 'desc' },
        { columnId: 'name', direction: 'asc' },
      ]),
    ).toEqual(['c', 'e', 'a', 'b', 'd']);
  });

  it('sorts lists by their text, an empty list last like any empty value', () => {
    expect(view([{ columnId: 'tags', direction: 'asc' }])).toEqual(['b', 'e', 'a', 'd', 'c']);
    expect(view([{ columnId: 'tags', direction: 'desc' }])).toEqual(['d', 'a', 'b', 'e', 'c']);
  });

  it('filters by text, by any chosen value of a list, and by local day range', () => {
    expect(view([], { name: 'ITEM' })).toEqual(['a', 'b']);
    expect(view([], { tags: ['red'] })).toEqual(['a', 'd']);
    expect(view([], { created: { from: '2025-01-15', to: '2025-01-16' } })).toEqual(['a', 'b']);
    expect(view([], { created: { from: null, to: '2024-12-31' } })).toEqual(['d']);
  });

  it('searches every searchable column for all the typed words', () => {
    expect(view([], {}, 'item')).toEqual(['a', 'b']);
    expect(view([], {}, 'blue item')).toEqual(['b']);
    // The amount column is not searchable.
    expect(view([], {}, '777')).toEqual([]);
  });

  it('combines filters, search and sort', () => {
    expect(view([{ columnId: 'name', direction: 'desc' }], { tags: ['blue'] }, 'a')).toEqual(['d', 'e']);
  });
});
