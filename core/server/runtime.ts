import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { createLoggerOptions, buildApp } from './app.ts';
import { contributePermissionAreas, uncataloguedKeyProblem } from '../contract/permissionCatalogue.ts';
import { AuthCache } from './auth/authCache.ts';
import { tenantPlugin } from './auth/tenantPlugin.ts';
import { SessionService, type Clock } from './auth/sessionService.ts';
import type { ServerConfig } from './config.ts';
import { coreMigrations } from './db/coreMigrations.ts';
import { openDatabase, type SdpDatabase } from './db/database.ts';
import type { AnyRoute } from './http/route.ts';
import { createMailer } from './mail/mailer.ts';
import { AfterAnswer } from './http/AfterAnswer.ts';
import { findProjectRoot, readPackageVersion } from './packageInfo.ts';
import { seedOnFirstStart, type SeedResult } from './seed/seed.ts';
import type { ServerPlugin, ServerServices } from './serverPlugin.ts';
import { ExpressionEvaluator } from './expressions/ExpressionEvaluator.ts';
import { PreviewShare } from './expressions/previewShare.ts';
import { openSecretBox } from './crypto/SecretBox.ts';
import { JobQueue } from './jobs/JobQueue.ts';
import { ProcessLease } from './jobs/ProcessLease.ts';
import { orderByDependencies } from '../contract/pluginDependencies.ts';
import { PluginServiceRegistry } from './pluginServices.ts';
import { ReferenceMap } from './references/referenceMap.ts';
import { referenceRoutes } from './references/referenceRoutes.ts';

/** The origin a process reaches itself at: the loopback address of an unspecified listen address. */
function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export interface RuntimeOptions {
  config: ServerConfig;
  plugins: readonly ServerPlugin[];
  clock?: Clock;
  /** Told when the process's lease is lost (taken over): its workers have stopped, and it should exit. */
  onLeaseLost?(): void;
  /** With `SDP_DATA_DIR=memory://`, the embedded database starts as this dump (`DatabaseOptions.snapshot`). */
  embeddedSnapshot?: Blob;
}

export interface Runtime {
  app: FastifyInstance;
  database: SdpDatabase;
  /** This process's cache of session snapshots (tests read its stats). */
  authCache: AuthCache;
  services: ServerServices;
  routes: readonly AnyRoute[];
  seed: SeedResult;
  /** This process's lease (`jobs/ProcessLease.ts`). */
  lease: ProcessLease;
  /** Starts the plugins' job workers unless the role is `web`: call it once the server listens. */
  startWorkers(): void;
  /**
   * Drains the process (SIGTERM): /readyz answers 503, no work is taken any more, the work under way may
   * finish within `graceMs`, and what is left is handed back to the other processes at once.
   */
  drain(graceMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Every key a route requires names an area (and sub-area) of the catalogue: a typo fails at start. */
function assertCataloguedPermissions(routes: readonly AnyRoute[]): void {
  for (const route of routes) {
    if (route.public === true || route.permission === undefined) continue;
    const keys: readonly string[] = typeof route.permission === 'string' ? [route.permission] : route.permission;
    for (const key of keys) {
      const problem = uncataloguedKeyProblem(key);
      if (problem) throw new Error(`Route ${route.method} ${route.url} requires "${key}", which ${problem}`);
    }
  }
}

function assertUniqueRoutes(routes: readonly AnyRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) throw new Error(`Two routes declare ${key}`);
    seen.add(key);
  }
}

/** Opens and migrates the database, seeds it on first start, and builds the app with every plugin's routes. */
export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config } = options;
  const clock = options.clock ?? Date.now;
  const root = findProjectRoot();
  const log = pino(createLoggerOptions(config.LOG_LEVEL));
  const plugins = orderByDependencies([tenantPlugin, ...options.plugins], 'plugins/server.ts');
  for (const plugin of plugins) contributePermissionAreas(plugin.id, plugin.permissionAreas ?? []);

  const leaseId = randomUUID();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SDP_DATA_DIR,
    countStatements: config.SDP_COUNT_STATEMENTS,
    leaseId,
    ...(options.embeddedSnapshot ? { snapshot: options.embeddedSnapshot } : {}),
  });
  let jobs: JobQueue | undefined;
  let held: ProcessLease | undefined;
  try {
    const applied = await database.migrate([
      ...coreMigrations,
      ...plugins.flatMap((plugin) => plugin.migrations ?? []),
    ]);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    const secrets = await openSecretBox({ secretKey: config.SDP_SECRET_KEY, dataDir: config.SDP_DATA_DIR });
    const seed = await seedOnFirstStart(database.db, config, log, plugins, secrets);

    const authCache = new AuthCache(database, clock);
    await authCache.start();
    const sessions = new SessionService(database.db, config, clock, authCache);
    const mailer = createMailer({ db: database.db, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const afterAnswer = new AfterAnswer(log);
    const expressions = new ExpressionEvaluator();
    const lease = new ProcessLease({
      id: leaseId,
      db: database.db,
      kind: database.kind,
      role: config.SDP_ROLE,
      leaseSeconds: config.SDP_LEASE_SECONDS,
      log,
      handedBack: (queues) => {
        for (const name of queues) queue.wake(name);
      },
      lost: () => {
        queue.stopFetching();
        options.onLeaseLost?.();
      },
    });
    const queue = new JobQueue({
      connection: database.jobs,
      lease,
      onError: (error, context) => log.error({ err: error, ...context }, 'job failed'),
      maintenanceIntervalSeconds: Math.min(60, Math.ceil(config.SDP_JOB_RECOVERY_SECONDS / 4)),
      statements: database.statements,
    });
    jobs = queue;
    await queue.start(plugins.flatMap((plugin) => plugin.queues?.(config) ?? []));
    const built: { app?: FastifyInstance } = {};
    const registry = new PluginServiceRegistry();
    const references = new ReferenceMap();
    const services: ServerServices = {
      config,
      database,
      db: database.db,
      sessions,
      mailer,
      afterAnswer,
      expressions,
      previews: new PreviewShare(),
      jobs: queue,
      lease,
      secrets,
      localOrigin: () => (built.app ? listeningOrigin(built.app) : null),
      clock,
      log,
      references,
      get: registry.lookupFor(null),
    };
    // Each plugin sees the services of the plugins it depends on, provided before its own are made.
    const servicesOf = new Map<ServerPlugin, ServerServices>();
    for (const plugin of plugins) {
      const own: ServerServices = { ...services, get: registry.lookupFor(plugin) };
      servicesOf.set(plugin, own);
      registry.add(plugin.id, plugin.provides?.(own) ?? []);
    }
    const servicesFor = (plugin: ServerPlugin) => servicesOf.get(plugin) as ServerServices;
    for (const plugin of plugins) references.add(plugin.id, plugin.references?.(servicesFor(plugin)) ?? []);
    const routes = [
      ...plugins.flatMap((plugin) => plugin.routes(servicesFor(plugin))),
      ...referenceRoutes(references, database.db),
    ];
    assertUniqueRoutes(routes);
    assertCataloguedPermissions(routes);
    const heldWork = plugins.flatMap((plugin) => plugin.heldWork?.(servicesFor(plugin)) ?? []);
    await lease.start(heldWork);
    held = lease;

    const app = await buildApp({
      config,
      routes,
      sessions,
      ready: async () => !lease.draining && !lease.lost && (await database.ping()),
      webDir: config.SDP_WEB_DIR ? resolve(config.SDP_WEB_DIR) : join(root, 'dist', 'web'),
      version: readPackageVersion(root),
      logger: log,
      endpoints: plugins.flatMap((plugin) =>
        (plugin.endpoints ?? []).map((endpoints) => ({ endpoints, services: servicesFor(plugin) })),
      ),
    });
    built.app = app;
    return {
      app,
      database,
      authCache,
      services,
      routes,
      seed,
      lease,
      startWorkers: () => {
        if (config.SDP_ROLE === 'web') return;
        for (const plugin of plugins) plugin.workers?.(servicesFor(plugin));
      },
      drain: async (graceMs) => {
        await lease.drain();
        queue.stopFetching();
        const settled = Promise.all([
          queue.settled(),
          afterAnswer.settled(),
          ...heldWork.map((work) => work.settled?.()),
        ]);
        let graceTimer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, graceMs)));
        await Promise.race([settled, grace]);
        clearTimeout(graceTimer);
        await lease.end();
      },
      close: async () => {
        // The counts of the work done, written before stopping: a stop that outlasts its caller's patience
        // (a job under way) still leaves them.
        if (database.statements && config.SDP_STATEMENT_COUNTS_FILE) {
          await writeFile(config.SDP_STATEMENT_COUNTS_FILE, JSON.stringify(database.statements.snapshot()));
        }
        // Workers first: a job under way may still call this server (the simulator) to finish.
        await queue.stop();
        await lease.end();
        await app.close();
        await afterAnswer.settled();
        await expressions.close();
        await authCache.stop();
        await database.close();
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await held?.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
