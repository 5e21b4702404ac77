/** The order screens' paths under /sdp (spec section 2); the links other screens share live in core. */
export {
  ORDER_DETAIL_PATH,
  ORDER_GRID_ID,
  ORDER_LISTING_PATH,
  orderDetailHref,
  orderListingHref,
  type OrderLink,
} from '../engine/public/web/orderLinks.ts';

export const ORDER_SEARCH_PATH = '/monitor/order-listing/search/order';
