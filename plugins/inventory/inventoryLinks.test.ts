import { describe, expect, it } from 'vitest';
import { readGridQuery } from '../../core/grid/gridUrlState.ts';
import inventoryPlugin from './index.ts';
import { itemHref, STOCK_GRID_ID, stockHref } from './inventoryLinks.ts';

const stockColumns = [
  { id: 'state', filter: { kind: 'select' as const, options: [] } },
  { id: 'location', filter: { kind: 'select' as const, options: [] } },
  { id: 'model', filter: { kind: 'select' as const, options: [] } },
];

function queryOf(href: string) {
  const [path, search = ''] = href.split('?');
  return { path, query: readGridQuery(new URLSearchParams(search), STOCK_GRID_ID, stockColumns) };
}

describe('links into the stock listing', () => {
  it('opens the listing with the filters a dashboard tile or chart names, as its grid reads them', () => {
    expect(queryOf(stockHref({ state: ['RESERVED'] }))).toEqual({
      path: '/inventory/stock',
      query: { sort: [], filters: { state: ['RESERVED'] }, search: '' },
    });
    expect(queryOf(stockHref({ location: ['loc-1'], model: ['m-2'] })).query.filters).toEqual({
      location: ['loc-1'],
      model: ['m-2'],
    });
  });

  it('carries a search, and no query at all for the plain listing', () => {
    expect(queryOf(stockHref({}, 'ONT-0001')).query.search).toBe('ONT-0001');
    expect(stockHref({})).toBe('/inventory/stock');
  });

  it("opens an item's panel by its id", () => {
    expect(itemHref('a b')).toBe('/inventory/stock?item=a+b');
  });
});

describe('the pickers’ links to inventory’s configuration', () => {
  const href = (kind: string, item: { name: string; id: string | null }) =>
    inventoryPlugin.referenceLinks?.find((link) => link.kind === kind)?.href(item);

  it('opens a device model’s, a location’s and a reason’s panel; a device type has none', () => {
    expect(href('deviceModel', { name: 'HG8245H', id: 'm 1' })).toBe('/inventory/configuration?edit=m%201');
    expect(href('deviceModel', { name: 'ONT', id: null })).toBeNull();
    expect(href('location', { name: 'Van 12', id: 'l1' })).toBe('/inventory/locations?edit=l1');
    expect(href('movementReason', { name: 'Lost', id: 'r1' })).toBe('/inventory/configuration?tab=reasons&edit=r1');
  });
});
