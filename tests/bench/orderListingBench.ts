import { DASHBOARD_PATHS } from '../../plugins/dashboard/contract.ts';
import { ORDER_RESOURCE } from '../../plugins/engine/public/contract/order.ts';
import { withGeneratedOrders } from './generatedOrdersServer.ts';
import { DEEP_PAGES } from './listingServer.ts';
import { GENERATED_NUMBER_BASE } from './orderGenerator.ts';
import type { LatencyFigures } from './stats.ts';

const PAGE = 50;

export interface OrderListingFigures {
  orders: number;
  generateSeconds: number;
  figures: Record<string, LatencyFigures>;
}

/**
 * The order listing over generated orders on a throwaway PostgreSQL, through real HTTP on loopback:
 * the first page and a deep one, unfiltered and filtered, a search by order number, and the dashboard
 * over 90 days (read from the rollups, counted afresh after generating).
 */
export async function runOrderListingBench(count = 1_000_000): Promise<OrderListingFigures> {
  return withGeneratedOrders(count, async ({ timed, deep, generateSeconds }) => {
    const list = ORDER_RESOURCE.paths.list;
    const filtered = 'state=FAILED_TEMP&service=mobile-postpaid';
    const figures: Record<string, LatencyFigures> = {
      'page 1': await timed(`${list}?limit=${PAGE}`),
      [`page ${DEEP_PAGES + 1}`]: await deep(list, 'sort=createdAt', PAGE),
      'filtered page 1': await timed(`${list}?${filtered}&limit=${PAGE}`),
      [`filtered page ${DEEP_PAGES + 1}`]: await deep(list, filtered, PAGE),
      'order number': await timed(`${list}?q=ORD-${GENERATED_NUMBER_BASE + Math.floor(count / 2)}`),
      'dashboard 90d': await timed(`${DASHBOARD_PATHS.orders}?range=90d`, 10),
    };
    return { orders: count, generateSeconds, figures };
  });
}
