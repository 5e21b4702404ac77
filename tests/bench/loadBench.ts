import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime, type Runtime } from '../../core/server/runtime.ts';
import { plugins } from '../../plugins/server.ts';
import { startPostgres, type RunningPostgres } from '../support/postgres.ts';

export type LoadDatabase = 'embedded' | 'postgresql';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses other than 2xx plus connection errors and timeouts: a figure with failures is not a figure. */
  failures: number;
}

export interface LoadBenchResult {
  database: LoadDatabase;
  getUserAndRole: LoadFigures;
  listUsers: LoadFigures;
  /** A write of one tenant's rows (a user's grid columns), bound to that tenant by the tenant guard. */
  writeOneTenant: LoadFigures;
  /** The same write by users of two tenants in turn: the guard's setting changes between writes. */
  writeTwoTenants: LoadFigures;
}

export interface LoadBenchOptions {
  database: LoadDatabase;
  connections?: number;
  durationSeconds?: number;
}

const BENCH_PASSWORD = 'Bench#Admin-Password-2026';
/** What a browser sends: the load figure includes compressing the answers it would get. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface BenchServer {
  runtime: Runtime;
  close(): Promise<void>;
}

async function startServer(database: LoadDatabase): Promise<BenchServer> {
  let postgres: RunningPostgres | null = null;
  let dataDir: string | null = null;
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    SDP_ADMIN_PASSWORD: BENCH_PASSWORD,
    SDP_WEB_DIR: '/nonexistent',
  };
  if (database === 'postgresql') {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'sdp-load-'));
    env.SDP_DATA_DIR = dataDir;
  }
  const cleanUp = async () => {
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const runtime = await createRuntime({ config: loadConfig(env), plugins });
    return {
      runtime,
      close: async () => {
        await runtime.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The demo's administrator of the second tenant (seeded on a demo first start). */
const SECOND_TENANT_ADMIN = { username: 'borealis-admin', password: 'Borealis#Admin-2026' };

async function signIn(base: string, user = { username: 'admin', password: BENCH_PASSWORD }): Promise<string> {
  const response = await fetch(`${base}/authentication/uilogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROVIDER_HEADER]: CONSOLE_PROVIDER },
    body: JSON.stringify(user),
  });
  if (response.status !== 200) throw new Error(`bench login failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface LoadRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
}

/** One request again and again, or several in turn on each connection. */
async function load(
  request: LoadRequest | readonly LoadRequest[],
  connections: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const requests = Array.isArray(request) ? request : [request as LoadRequest];
  const [first] = requests as LoadRequest[];
  const result = await autocannon({
    ...(first as LoadRequest),
    ...(requests.length > 1
      ? {
          requests: requests.map(({ method, headers, body, url }) => ({
            method,
            headers,
            body,
            path: new URL(url).pathname,
          })),
        }
      : {}),
    connections,
    duration: durationSeconds,
    // The load runs in a worker thread, so the server's event loop in this thread has a core of its own.
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Requests per second and p99 of the two calls every console screen leans on — the user info on each
 * start and the users listing — and of a write (a user's grid columns) by one tenant's user and by two
 * tenants' users in turn (what the tenant guard costs), under `connections` concurrent connections, over
 * real HTTP.
 */
export async function runLoadBench(options: LoadBenchOptions): Promise<LoadBenchResult> {
  const connections = options.connections ?? 20;
  const durationSeconds = options.durationSeconds ?? 10;
  const server = await startServer(options.database);
  try {
    await server.runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.runtime.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}${API_BASE}`;
    const token = await signIn(base);
    const headers = {
      [PROVIDER_HEADER]: CONSOLE_PROVIDER,
      authorization: `Bearer ${token}`,
      'accept-encoding': BROWSER_ENCODINGS,
    };
    const userAndRole = {
      url: `${base}/authentication/getUserAndRole/provisioning`,
      method: 'POST' as const,
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    };
    const listUsers = { url: `${base}/user/getAllUserDetails`, method: 'GET' as const, headers };
    const columns = (bearer: string) => ({
      url: `${base}/views/users/columns`,
      method: 'PUT' as const,
      headers: { ...headers, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order: ['username', 'email'], hidden: ['lastLoginAt'] }),
    });
    const secondTenant = await signIn(base, SECOND_TENANT_ADMIN);
    // Warm-up: plans, JIT and caches as a running server has them.
    await load(userAndRole, 4, 1);
    await load(listUsers, 4, 1);
    await load([columns(token), columns(secondTenant)], 4, 1);
    return {
      database: options.database,
      getUserAndRole: await load(userAndRole, connections, durationSeconds),
      listUsers: await load(listUsers, connections, durationSeconds),
      writeOneTenant: await load(columns(token), connections, durationSeconds),
      writeTwoTenants: await load([columns(token), columns(secondTenant)], connections, durationSeconds),
    };
  } finally {
    await server.close();
  }
}
