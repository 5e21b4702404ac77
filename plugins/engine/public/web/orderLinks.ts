import type { GridFilters } from '../../../../core/grid/gridTypes.ts';
import { searchParam, writeGridQuery } from '../../../../core/grid/gridUrlState.ts';
import { ORDER_LISTING_PATH } from '../contract/orderPages.ts';

export { ORDER_DETAIL_PATH, ORDER_LISTING_PATH, orderDetailHref, type OrderLink } from '../contract/orderPages.ts';

/** The order listing's grid: names its state in the URL, its columns and its saved views. */
export const ORDER_GRID_ID = 'orders';

/**
 * The listing showing what `filters` select, by the listing's column ids: `{ state: ['FAILED_TEMP'] }`,
 * `{ createdAt: { from: '2026-11-01', to: '2026-11-24' } }`, `{ stalled: ['true'] }`; and a search.
 */
export function orderListingHref(filters: GridFilters, search = ''): string {
  const params = writeGridQuery(new URLSearchParams(), ORDER_GRID_ID, { sort: [], filters, search: '' });
  if (search) params.set(searchParam(ORDER_GRID_ID), search);
  const query = params.toString();
  return query ? `${ORDER_LISTING_PATH}?${query}` : ORDER_LISTING_PATH;
}
