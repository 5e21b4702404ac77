import type { FastifyBaseLogger } from 'fastify';
import type { PermissionArea } from '../contract/permissionCatalogue.ts';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { SdpDatabase } from './db/database.ts';
import type { Migration } from './db/migrator.ts';
import type { CoreDatabase } from './db/schema.ts';
import type { AnyRoute } from './http/route.ts';
import type { Clock, SessionService } from './auth/sessionService.ts';
import type { ExpressionEvaluator } from './expressions/ExpressionEvaluator.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the server core hands to every server plugin. */
export interface ServerServices {
  config: ServerConfig;
  database: SdpDatabase;
  db: Kysely<CoreDatabase>;
  sessions: SessionService;
  mailer: Mailer;
  /** JSONata in worker threads with a time limit: conditions, mappings and rules (check them on save). */
  expressions: ExpressionEvaluator;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The server half of a feature plugin: its migrations and its routes. */
export interface ServerPlugin {
  id: string;
  migrations?: Migration[];
  /** The plugin's own areas of the permission catalogue (the same list its web manifest declares). */
  permissionAreas?: readonly PermissionArea[];
  routes(services: ServerServices): AnyRoute[];
  /**
   * Rows of the plugin's own tables on the first start, in the seed's transaction, once the tenants and
   * their partner accounts exist. `demo` is false when the server starts without demo data (SDP_DEMO=0).
   */
  seed?(trx: Kysely<CoreDatabase>, context: PluginSeedContext): Promise<void>;
}

export interface PluginSeedContext {
  tenantIds: readonly string[];
  demo: boolean;
}

export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  for (const migration of plugin.migrations ?? []) {
    if (!migration.id.startsWith(`${plugin.id}/`)) {
      throw new Error(`Migration ${migration.id} of plugin ${plugin.id} must be named ${plugin.id}/…`);
    }
  }
  return plugin;
}
