import type { AddressInfo } from 'node:net';
import { DASHBOARD_PATHS } from '../../plugins/dashboard/contract.ts';
import { ORDER_RESOURCE } from '../../plugins/engine/public/contract/order.ts';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime } from '../../core/server/runtime.ts';
import { rebuildOrderStats } from '../../plugins/engine/server/stats/orderStats.ts';
import { plugins } from '../../plugins/server.ts';
import { startPostgres } from '../support/postgres.ts';
import { GENERATED_NUMBER_BASE, generateOrders } from './orderGenerator.ts';
import { summarise, type LatencyFigures } from './stats.ts';

const BENCH_PASSWORD = 'Bench#Admin-Password-2026';
const TENANT = 'aurora';
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
  const postgres = await startPostgres();
  try {
    const runtime = await createRuntime({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATABASE_URL: postgres.url,
        SDP_ADMIN_PASSWORD: BENCH_PASSWORD,
        SDP_WEB_DIR: '/nonexistent',
        SDP_DEMO_ORDERS: '0',
      }),
      plugins,
    });
    try {
      const started = performance.now();
      await generateOrders(runtime.services.db, TENANT, count);
      await runtime.services.db.transaction().execute((trx) => rebuildOrderStats(trx, TENANT));
      const generateSeconds = (performance.now() - started) / 1000;

      await runtime.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = runtime.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}${API_BASE}`;
      const headers = { 'content-type': 'application/json', [PROVIDER_HEADER]: CONSOLE_PROVIDER };
      const login = await fetch(`${base}/authentication/uilogin`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const get = async (path: string): Promise<Page> => {
        const response = await fetch(`${base}${path}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        return ((await response.json()) as { data: Page }).data;
      };
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
      return { orders: count, generateSeconds, figures };
    } finally {
      await runtime.close();
    }
  } finally {
    await postgres.stop();
  }
}
