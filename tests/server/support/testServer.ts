import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { CONSOLE_PROVIDER, API_BASE, PROVIDER_HEADER } from '../../../core/contract/http.ts';
import type { Envelope } from '../../../core/contract/envelope.ts';
import { withdrawPermissionAreas } from '../../../core/contract/permissionCatalogue.ts';
import { loadConfig } from '../../../core/server/config.ts';
import { createRuntime, type Runtime } from '../../../core/server/runtime.ts';
import type { ServerPlugin } from '../../../core/server/serverPlugin.ts';
import { plugins } from '../../../plugins/server.ts';
import { createDatabase } from '../../support/postgres.ts';
import { FakeClock } from './fakeClock.ts';
import { shapesTheDatabase, TEST_ADMIN_PASSWORD, TEST_SERVER_ENV, type SeededTemplate } from './seededTemplate.ts';

export { TEST_ADMIN_PASSWORD };

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

/** Plugins of tests alone that servers of this process were started with (see withdrawTestPlugins). */
const testPluginIds = new Set<string>();

/**
 * Takes the permission areas of the test files' own plugins back out of the process-wide catalogue: a
 * worker runs file after file, and the next file's servers know only the product's plugins.
 */
export function withdrawTestPlugins(): void {
  for (const id of testPluginIds) withdrawPermissionAreas(id);
  testPluginIds.clear();
}

interface TestDatabase {
  env: Record<string, string>;
  remove: () => Promise<void>;
  /** A PGlite dump the server's in-memory database starts as. */
  snapshot?: Blob;
}

/** The dumps this worker has read, by file: each read once, then shared by every server started from it. */
const snapshots = new Map<string, Promise<Blob>>();

function snapshotOf(file: string): Promise<Blob> {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new Blob([bytes]));
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

/** On PGlite, the dump of an empty cluster: a database in memory started from it skips creating one. */
export async function emptyDatabaseSnapshot(): Promise<{ snapshot?: Blob }> {
  const seeded = inject('seededTemplate');
  return 'emptyDump' in seeded ? { snapshot: await snapshotOf(seeded.emptyDump) } : {};
}

/**
 * The database for one test server: on PGlite one in memory started as the run's seeded database (or an empty
 * one), from their dumps; on the run's PostgreSQL a database made from the seeded template (or an empty one).
 * A server that must make its own first start (`fresh`, its own plugins that seed, or settings that shape the
 * seed) starts empty.
 */
async function testDatabase(fresh: boolean): Promise<TestDatabase> {
  const adminUrl = inject('databaseUrl');
  const template: SeededTemplate | null = fresh ? null : inject('seededTemplate');
  const remove = async () => undefined;
  if (!adminUrl) {
    const seeded = inject('seededTemplate');
    if (!('dump' in seeded)) return { env: { SDP_DATA_DIR: 'memory://' }, remove };
    // A copy of the seeded database reads the secrets its first start sealed: with that start's key.
    const env: Record<string, string> = template
      ? { SDP_DATA_DIR: 'memory://', SDP_SECRET_KEY: seeded.secretKey }
      : { SDP_DATA_DIR: 'memory://' };
    return { env, remove, snapshot: await snapshotOf(template ? seeded.dump : seeded.emptyDump) };
  }
  databaseCounter += 1;
  const name = `sdp_${process.pid}_${databaseCounter}_${Date.now() % 100000}`;
  const url = await createDatabase(adminUrl, name, template && 'database' in template ? template.database : undefined);
  return { env: { DATABASE_URL: url }, remove };
}

export interface TestServerOptions {
  /** Server plugins of the test alone (a resource declared only in a test), after the product's. */
  plugins?: readonly ServerPlugin[];
  /** Start on an empty database, making the first start (migrations and seed) itself. */
  fresh?: boolean;
}

/**
 * Whether a test's plugin changes what a first start writes: its seed, or the permission areas the seeded
 * roles are given. Its migrations do not: a copy of the seeded database applies them at start like any new one.
 */
const shapesTheSeed = (plugin: ServerPlugin) => plugin.seed !== undefined || plugin.permissionAreas !== undefined;

/** Starts the real server (all plugins, and the test's own) on a free loopback port. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const clock = new FakeClock();
  const fresh = options.fresh === true || (options.plugins ?? []).some(shapesTheSeed) || shapesTheDatabase(env);
  const database = await testDatabase(fresh);
  for (const plugin of options.plugins ?? []) testPluginIds.add(plugin.id);
  const config = loadConfig({ ...TEST_SERVER_ENV, ...database.env, ...env });
  // A setting of the test's own may put the database elsewhere: the snapshot is only for the one in memory.
  const inMemory = !config.DATABASE_URL && config.SDP_DATA_DIR === 'memory://';
  const runtime = await createRuntime({
    config,
    plugins: [...plugins, ...(options.plugins ?? [])],
    clock: clock.now,
    ...(inMemory && database.snapshot ? { embeddedSnapshot: database.snapshot } : {}),
  }).catch(async (error: unknown) => {
    await database.remove();
    throw error;
  });
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
    async close() {
      await runtime.close();
      await database.remove();
    },
  };
}
