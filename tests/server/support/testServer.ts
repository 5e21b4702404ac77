import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { CONSOLE_PROVIDER, API_BASE, PROVIDER_HEADER } from '../../../core/contract/http.ts';
import type { Envelope } from '../../../core/contract/envelope.ts';
import { loadConfig } from '../../../core/server/config.ts';
import { createRuntime, type Runtime } from '../../../core/server/runtime.ts';
import type { ServerPlugin } from '../../../core/server/serverPlugin.ts';
import { plugins } from '../../../plugins/server.ts';
import { createDatabase } from '../../support/postgres.ts';
import { FakeClock } from './fakeClock.ts';

export const TEST_ADMIN_PASSWORD = 'Admin#Test-2026-secure';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the provider header. */
  omitProvider?: boolean;
}

export interface TestServer {
  baseUrl: string;
  runtime: Runtime;
  clock: FakeClock;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Logs in through the API and returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

let databaseCounter = 0;

/** The database for one test server: a fresh PGlite in memory, or a fresh database on the run's PostgreSQL. */
async function testDatabaseEnv(): Promise<Record<string, string>> {
  const adminUrl = inject('databaseUrl');
  if (!adminUrl) return { SDP_DATA_DIR: 'memory://' };
  databaseCounter += 1;
  const url = await createDatabase(adminUrl, `sdp_${process.pid}_${databaseCounter}_${Date.now() % 100000}`);
  return { DATABASE_URL: url };
}

export interface TestServerOptions {
  /** Server plugins of the test alone (a resource declared only in a test), after the product's. */
  plugins?: readonly ServerPlugin[];
}

/** Starts the real server (all plugins, and the test's own) on a free loopback port. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const clock = new FakeClock();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SDP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SDP_WEB_DIR: '/nonexistent-web-dir',
    // A short order history keeps each test server's first start quick; the default is seeded by npm start.
    SDP_DEMO_ORDERS: '60',
    ...(await testDatabaseEnv()),
    ...env,
  });
  const runtime = await createRuntime({ config, plugins: [...plugins, ...(options.plugins ?? [])], clock: clock.now });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  runtime.startWorkers();
  const { port } = runtime.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.omitProvider) headers[PROVIDER_HEADER] = CONSOLE_PROVIDER;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(
      `${baseUrl}${path.startsWith('/proactive') || path.startsWith('/sdp') || path.startsWith('/healthz') || path.startsWith('/readyz') ? '' : API_BASE}${path}`,
      {
        method,
        headers,
        body,
      },
    );
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      parsed = { status: 'Failed', data: text as T, message: 'non-JSON response', errorDescription: text };
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };

  return {
    baseUrl,
    runtime,
    clock,
    request,
    async login(username, password) {
      const response = await request<{ token: string }>('POST', '/authentication/uilogin', {
        body: { username, password },
      });
      if (response.status !== 200) {
        throw new Error(`login of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return response.body.data.token;
    },
    close: () => runtime.close(),
  };
}
