import type { AddressInfo } from 'node:net';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime } from '../../core/server/runtime.ts';
import { rebuildOrderStats } from '../../plugins/engine/server/stats/orderStats.ts';
import { plugins } from '../../plugins/server.ts';
import { startPostgres } from '../support/postgres.ts';
import { generateOrders } from './orderGenerator.ts';

const BENCH_PASSWORD = 'Bench#Admin-Password-2026';
const TENANT = 'aurora';

/** The server over generated orders, signed in as the administrator. */
export interface GeneratedOrdersServer {
  orders: number;
  generateSeconds: number;
  /** A GET of the API as the console sends it; throws on any answer but 200. */
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
}

/**
 * Runs `use` against the real server on a throwaway PostgreSQL holding `count` generated orders of one tenant
 * (and the demo catalogue), through real HTTP on loopback.
 */
export async function withGeneratedOrders<T>(count: number, use: (server: GeneratedOrdersServer) => Promise<T>) {
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
      const get = async <R>(path: string, init: { signal?: AbortSignal } = {}): Promise<R> => {
        const response = await fetch(`${base}${path}`, {
          headers: { ...headers, authorization: `Bearer ${token}` },
          signal: init.signal,
        });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        return ((await response.json()) as { data: R }).data;
      };
      return await use({ orders: count, generateSeconds, get });
    } finally {
      await runtime.close();
    }
  } finally {
    await postgres.stop();
  }
}
