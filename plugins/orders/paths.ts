/**
 * The order screens' paths under /sdp (spec section 2); the links to orders other screens share are the
 * engine's (its public web folder).
 */
export {
  ORDER_DETAIL_PATH,
  ORDER_GRID_ID,
  ORDER_LISTING_PATH,
  orderDetailHref,
  orderListingHref,
  type OrderLink,
} from '../engine/public/web/orderLinks.ts';

export const ORDER_SEARCH_PATH = '/monitor/order-listing/search/order';

/** Monitor › Workflows (spec section 2): executions by workflow version, and one execution by its order. */
export const WORKFLOW_EXECUTIONS_PATH = '/monitor/workflows-listing';
export const WORKFLOW_EXECUTION_PATH = '/monitor/workflows-listing/workflows';

export function workflowExecutionHref(orderId: string): string {
  return `${WORKFLOW_EXECUTION_PATH}?${new URLSearchParams({ orderId }).toString()}`;
}
