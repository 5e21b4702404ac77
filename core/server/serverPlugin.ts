import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PermissionArea } from '../contract/permissionCatalogue.ts';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { SdpDatabase } from './db/database.ts';
import type { Migration } from './db/migrator.ts';
import type { CoreDatabase } from './db/schema.ts';
import type { AnyRoute } from './http/route.ts';
import type { Clock, SessionService } from './auth/sessionService.ts';
import type { SecretBox } from './crypto/SecretBox.ts';
import type { ExpressionEvaluator } from './expressions/ExpressionEvaluator.ts';
import type { PreviewShare } from './expressions/previewShare.ts';
import type { HeldWork } from './jobs/heldWork.ts';
import type { JobQueue, QueueDeclaration } from './jobs/JobQueue.ts';
import type { HoldingLease } from './jobs/ProcessLease.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Provision, ServerToken } from './pluginServices.ts';
import type { ReferenceKind, ReferenceMap } from './references/referenceMap.ts';
import type { AfterAnswer } from './http/AfterAnswer.ts';

/** What the server core hands to every server plugin. */
export interface ServerServices {
  config: ServerConfig;
  database: SdpDatabase;
  db: Kysely<CoreDatabase>;
  sessions: SessionService;
  mailer: Mailer;
  /** Work a handler starts once its answer is sent; the drain and the stop wait for it. */
  afterAnswer: AfterAnswer;
  /** JSONata in worker threads with a time limit: conditions, mappings and rules (check them on save). */
  expressions: ExpressionEvaluator;
  /** Each tenant's and user's share of the evaluators for previews (Try): take it around every preview. */
  previews: PreviewShare;
  /** Durable jobs in the database: send from any process, work in processes whose role works. */
  jobs: JobQueue;
  /**
   * This process's lease: work it holds outside jobs names it (`heldWork`), and writes of that work check
   * it (`jobs/leaseSql.ts`); draining, it starts nothing new.
   */
  lease: HoldingLease;
  /** Seals the secrets a plugin stores (a network element's password) with the server's key. */
  secrets: SecretBox;
  /**
   * This server's own origin (`http://127.0.0.1:8080`) once it listens, for calls the server makes to
   * itself (the network simulator); null before.
   */
  localOrigin(): string | null;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * The map of what refers to what among the configuration items, filled with every enabled plugin's
   * `references` once all have started (read it in handlers, not while making routes).
   */
  references: ReferenceMap;
  /**
   * A service another plugin provides from its public server folder (`services.get(OrderSubmissions)`):
   * only of the plugins this one declares in `dependsOn`, which start first.
   */
  get<T>(token: ServerToken<T>): T;
}

/**
 * HTTP endpoints outside the API's envelope, under a prefix of their own (the network simulator, inbound
 * triggers): registered in an encapsulated scope, so their content parsers and hooks stay theirs.
 */
export interface PluginEndpoints {
  /** `/simulator`: never under `/proactive/rest` or `/sdp`. */
  prefix: string;
  register(scope: FastifyInstance, services: ServerServices): Promise<void> | void;
}

/** The server half of a feature plugin: its migrations and its routes. */
export interface ServerPlugin {
  id: string;
  /**
   * The plugins whose public folder this half imports (`['engine']`): they must be enabled, and they
   * migrate, seed, provide and register their routes first. The import-boundary lint rule holds the imports
   * to this list.
   */
  dependsOn?: readonly string[];
  migrations?: Migration[];
  /**
   * The services this plugin offers the plugins that depend on it, made once per process after those of
   * its own dependencies and before any plugin's routes: `[provide(OrderSubmissions, submissions)]`.
   */
  provides?(services: ServerServices): readonly Provision[];
  /** The plugin's own areas of the permission catalogue (the same list its web manifest declares). */
  permissionAreas?: readonly PermissionArea[];
  routes(services: ServerServices): AnyRoute[];
  /**
   * The plugin's kinds of configuration items in the map of references: each kind, what it may refer to,
   * and how to read the tenant's items (`core/server/references/referenceMap.ts`).
   */
  references?(services: ServerServices): readonly ReferenceKind[];
  /** The plugin's job queues, created at start in every process. */
  queues?(config: ServerConfig): readonly QueueDeclaration[];
  /**
   * Starts the plugin's job workers (`services.jobs.work(…)`), once the server listens, in processes whose
   * `SDP_ROLE` is `all` or `worker`.
   */
  workers?(services: ServerServices): void;
  /**
   * What the plugin's workers hold under their process's lease besides jobs (rows naming the lease):
   * another process takes it over once the lease expires, and a draining process waits for it, then hands
   * back what is left (`jobs/heldWork.ts`). Declared in every process, whatever its role.
   */
  heldWork?(services: ServerServices): readonly HeldWork[];
  /** Endpoints of the plugin outside the API (they answer what the outside world expects, not the envelope). */
  endpoints?: readonly PluginEndpoints[];
  /**
   * The plugin's rows on the first start, in the seed's transaction, once the tenants, their partner
   * accounts, the Administrator role and the administrator exist, after the seeds of the plugins it depends
   * on. `demo` is false when the server starts without demo data (SDP_DEMO=0).
   */
  seed?(trx: Kysely<CoreDatabase>, context: PluginSeedContext): Promise<void>;
}

export interface PluginSeedContext {
  tenantIds: readonly string[];
  demo: boolean;
  /** Seals the secrets of seeded rows. */
  secrets: SecretBox;
  config: ServerConfig;
}

export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  for (const migration of plugin.migrations ?? []) {
    if (!migration.id.startsWith(`${plugin.id}/`)) {
      throw new Error(`Migration ${migration.id} of plugin ${plugin.id} must be named ${plugin.id}/…`);
    }
  }
  for (const endpoints of plugin.endpoints ?? []) {
    if (!/^\/[a-z][a-z0-9-]*$/.test(endpoints.prefix) || ['/proactive', '/sdp'].includes(endpoints.prefix)) {
      throw new Error(`Plugin ${plugin.id} cannot serve endpoints under ${endpoints.prefix}`);
    }
  }
  return plugin;
}
