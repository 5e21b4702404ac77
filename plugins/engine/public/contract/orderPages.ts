/**
 * Where orders open in the console, for every screen and message that links to them (the dashboard, the
 * worklist, Dev, the notifications' texts): the order listing (spec section 2) and one order's page.
 */
export const ORDER_LISTING_PATH = '/monitor/order-listing';
export const ORDER_DETAIL_PATH = '/monitor/order-listing/order';

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
