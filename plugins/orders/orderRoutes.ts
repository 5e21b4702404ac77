import { filterParam } from '../../core/grid/gridUrlState.ts';

/** The order screens' paths under /sdp (spec section 2). */
export const ORDER_LISTING_PATH = '/monitor/order-listing';
export const ORDER_DETAIL_PATH = '/monitor/order-listing/order';
export const ORDER_SEARCH_PATH = '/monitor/order-listing/search/order';

export interface OrderLink {
  orderNumber: string;
  orderId: string;
  /** The partner account's number, when the order is a partner's. */
  partnerAccountNumber?: string | null;
}

/** The detail screen of one order: `?orderNumber=…&orderId=…` (+ `partnerAccountNumber`). */
export function orderDetailHref({ orderNumber, orderId, partnerAccountNumber }: OrderLink): string {
  const params = new URLSearchParams({ orderNumber, orderId });
  if (partnerAccountNumber) params.set('partnerAccountNumber', partnerAccountNumber);
  return `${ORDER_DETAIL_PATH}?${params.toString()}`;
}

/** The order listing's grid: names its state in the URL, its columns and its saved views. */
export const ORDER_GRID_ID = 'orders';

/** The listing filtered as `filters` say (`{ state: ['FAILED_TEMP'] }`), in the grid's URL form. */
export function orderListingHref(filters: Readonly<Record<string, string | readonly string[]>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    for (const item of typeof value === 'string' ? [value] : value)
      params.append(filterParam(ORDER_GRID_ID, name), item);
  }
  const query = params.toString();
  return query ? `${ORDER_LISTING_PATH}?${query}` : ORDER_LISTING_PATH;
}
