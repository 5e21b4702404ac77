import { DASHBOARD_PATHS } from '../../plugins/dashboard/contract.ts';
import { ORDER_RESOURCE } from '../../plugins/engine/public/contract/order.ts';
import { withGeneratedOrders } from './generatedOrdersServer.ts';
import { GENERATED_NUMBER_BASE } from './orderGenerator.ts';
import { summarise, type LatencyFigures } from './stats.ts';

const PAGE = 50;
const SAMPLES = 40;
/** Pages walked before the deep page is measured. */
const DEEP_PAGES = 200;

export interface OrderListingFigures {
  orders: number;
  generateSeconds: number;
  figures: Record<string, LatencyFigures>;
}

interface Page {
  items: unknown[];
  nextCursor: string | null;
}

/**
 * The order listing over generated orders on a throwaway PostgreSQL, through real HTTP on loopback:
 * the first page and a deep one, unfiltered and filtered, a search by order number, and the dashboard
 * over 90 days (read from the rollups, counted afresh after generating).
 */
export async function runOrderListingBench(count = 1_000_000): Promise<OrderListingFigures> {
  return withGeneratedOrders(count, async (server) => {
    const get = (path: string) => server.get<Page>(path);
    const timed = async (path: string, samples = SAMPLES) => {
      await get(path);
      const durations: number[] = [];
      for (let i = 0; i < samples; i += 1) {
        const at = performance.now();
        await get(path);
        durations.push(performance.now() - at);
      }
      return summarise(durations);
    };
    const deep = async (query: string) => {
      let cursor: string | null = null;
      for (let page = 0; page < DEEP_PAGES; page += 1) {
        const next: Page = await get(`${list}?${query}&limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`);
        if (!next.nextCursor) break;
        cursor = next.nextCursor;
      }
      return timed(`${list}?${query}&limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`);
    };
    const list = ORDER_RESOURCE.paths.list;
    const filtered = 'state=FAILED_TEMP&service=mobile-postpaid';
    const figures: Record<string, LatencyFigures> = {
      'page 1': await timed(`${list}?limit=${PAGE}`),
      [`page ${DEEP_PAGES + 1}`]: await deep('sort=createdAt'),
      'filtered page 1': await timed(`${list}?${filtered}&limit=${PAGE}`),
      [`filtered page ${DEEP_PAGES + 1}`]: await deep(filtered),
      'order number': await timed(`${list}?q=ORD-${GENERATED_NUMBER_BASE + Math.floor(count / 2)}`),
      'dashboard 90d': await timed(`${DASHBOARD_PATHS.orders}?range=90d`, 10),
    };
    return { orders: count, generateSeconds: server.generateSeconds, figures };
  });
}
