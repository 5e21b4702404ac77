import type { GridFilters } from '../../../../core/grid/gridTypes.ts';
import { searchParam, writeGridQuery } from '../../../../core/grid/gridUrlState.ts';

/**
 * Where orders open, for every screen that links to them (the dashboard, the worklist, Dev): the order
 * listing (spec section 2) with its grid's filters in the URL, and one order's page.
 */
export const ORDER_LISTING_PATH = '/monitor/order-listing';
export const ORDER_DETAIL_PATH = '/monitor/order-listing/order';
/** The order listing's grid: names its state in the URL, its columns and its saved views. */
export const ORDER_GRID_ID = 'orders';

export interface OrderLink {
  orderNumber: string;
  orderId: string;
  /** The partner account's number, when the order is a partner's. */
  partnerAccountNumber?: string | null;
}

/** One order's page: `?orderNumber=…&orderId=…` (+ `partnerAccountNumber`). */
export function orderDetailHref({ orderNumber, orderId, partnerAccountNumber }: OrderLink): string {
  const params = new URLSearchParams({ orderNumber, orderId });
  if (partnerAccountNumber) params.set('partnerAccountNumber', partnerAccountNumber);
  return `${ORDER_DETAIL_PATH}?${params.toString()}`;
}

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
