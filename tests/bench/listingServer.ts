import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime, type Runtime } from '../../core/server/runtime.ts';
import { plugins } from '../../plugins/server.ts';
import { startPostgres } from '../support/postgres.ts';
import { benchCall } from './benchApi.ts';
import { summarise, type LatencyFigures } from './stats.ts';

const BENCH_PASSWORD = 'Bench#Admin-Password-2026';
const SAMPLES = 40;
/** Pages walked before a deep page is measured. */
export const DEEP_PAGES = 200;

export interface Page {
  items: unknown[];
  nextCursor: string | null;
}

/** A listing bench's server: its runtime, and timed calls as the administrator once it listens. */
export interface ListingServer {
  runtime: Runtime;
  /** Starts listening and signs the administrator in. */
  listen(): Promise<void>;
  get(path: string): Promise<Page>;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** p50 and p95 of a GET, after one call to warm it. */
  timed(path: string, samples?: number): Promise<LatencyFigures>;
  /** The page after DEEP_PAGES pages of `list?query`, timed. */
  deep(list: string, query: string, pageSize: number): Promise<LatencyFigures>;
}

/** The database a bench runs on: `SDP_BENCH_DATABASE=embedded` for the embedded one, PostgreSQL otherwise. */
export const benchDatabaseName = () =>
  process.env.SDP_BENCH_DATABASE === 'embedded' ? 'the embedded database' : 'PostgreSQL';

/**
 * The database settings of a bench's runtime: a throwaway embedded database in a temp dir with
 * `SDP_BENCH_DATABASE=embedded`; else `SDP_BENCH_DATABASE_URL` when set (kept, so a heavy generation is done
 * once and re-measured), else a throwaway PostgreSQL.
 */
async function benchDatabase(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  if (process.env.SDP_BENCH_DATABASE === 'embedded') {
    const dataDir = await mkdtemp(join(tmpdir(), 'sdp-bench-'));
    return { env: { SDP_DATA_DIR: dataDir }, stop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const kept = process.env.SDP_BENCH_DATABASE_URL;
  if (kept) return { env: { DATABASE_URL: kept }, stop: async () => undefined };
  const postgres = await startPostgres();
  return { env: { DATABASE_URL: postgres.url }, stop: () => postgres.stop() };
}

/**
 * Runs a listing bench with the demo catalogue and no demo orders; the bench fills the database through
 * `runtime`, then listens and times pages.
 */
export async function withListingServer<T>(work: (server: ListingServer) => Promise<T>): Promise<T> {
  const database = await benchDatabase();
  try {
    const runtime = await createRuntime({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        ...database.env,
        SDP_ADMIN_PASSWORD: BENCH_PASSWORD,
        SDP_WEB_DIR: '/nonexistent',
        SDP_DEMO_ORDERS: '0',
      }),
      plugins,
    });
    try {
      let base = '';
      let token = '';
      const call = <R>(method: string, path: string, body?: unknown) => benchCall<R>(base, token, method, path, body);
      const get = (path: string) => call<Page>('GET', path);
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
      return await work({
        runtime,
        async listen() {
          await runtime.app.listen({ port: 0, host: '127.0.0.1' });
          base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}`;
          const login = await benchCall<{ token: string }>(base, null, 'POST', '/authentication/uilogin', {
            username: 'admin',
            password: BENCH_PASSWORD,
          });
          token = login.token;
        },
        get,
        call,
        timed,
        async deep(list, query, pageSize) {
          let cursor: string | null = null;
          for (let page = 0; page < DEEP_PAGES; page += 1) {
            const next: Page = await get(`${list}?${query}&limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
            if (!next.nextCursor) break;
            cursor = next.nextCursor;
          }
          return timed(`${list}?${query}&limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
        },
      });
    } finally {
      await runtime.close();
    }
  } finally {
    await database.stop();
  }
}
