import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { CoreDatabase } from './schema.ts';
import { applyMigrations, type Migration, type MigrationTransactionRunner } from './migrator.ts';
import { embeddedListenSession, postgresListenSession } from './listenSessions.ts';
import { WriteCounter, type NotificationHandlers, type NotificationListener } from './notifications.ts';
import { SharedListener } from './SharedListener.ts';
import { StatementCounter } from './statementCounter.ts';
import { tenantBoundDialect } from './tenantBoundDialect.ts';
import { TENANT_GUARD_SCRIPT } from './tenantGuard.ts';
import { LEASE_SETTING } from '../jobs/leaseSql.ts';

export type DatabaseKind = 'embedded' | 'postgresql';

/** The database of one server process: Kysely over PGlite (embedded) or PostgreSQL. */
export interface SdpDatabase {
  kind: DatabaseKind;
  db: Kysely<CoreDatabase>;
  migrate(migrations: readonly Migration[]): Promise<string[]>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Write statements and commits this process has completed through `db`, a number that only grows:
   * a listener synced after reading N has heard every change this process committed before N.
   */
  writesCompleted(): number;
  /** The statements this process sent, by kind, when counting is on (`SDP_COUNT_STATEMENTS`); else null. */
  statements: StatementCounter | null;
  /** How the job queue reaches this database (`jobs/JobQueue.ts`). */
  jobs: JobsConnection;
  /**
   * LISTENs on a channel until the listener closes, at the latest when the database does; every listener of
   * the process shares one session (`db/SharedListener.ts`).
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
  close(): Promise<void>;
}

/** SQL as the job queue sends it: parameterised statements, or a script of several. */
export interface JobsSqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The job queue's way into the database: over the embedded database, the same instance through an
 * executor (there is no socket); over PostgreSQL, a pool of its own.
 */
export type JobsConnection = { executor: JobsSqlExecutor } | { connectionString: string };

const LOCKED_BLOCK = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i;

/**
 * The job queue's SQL on PGlite: parameterised statements as queries; its `BEGIN; …; COMMIT;` blocks in a
 * PGlite transaction (so a failing block rolls back instead of leaving the one session aborted); other
 * scripts as they are, answering the last statement's rows.
 */
function embeddedJobsExecutor(pglite: PGlite): JobsSqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const block = LOCKED_BLOCK.exec(text);
      const results = block ? await pglite.transaction((tx) => tx.exec(block[1] ?? '')) : await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the embedded database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Counts every statement by kind (the bench and the statement-budget test). */
  countStatements?: boolean;
  /** The process's lease (`jobs/ProcessLease.ts`): every connection carries it, for held work's rows. */
  leaseId?: string;
  /**
   * An embedded database in memory starts as this dump of a data directory (PGlite's `dumpDataDir`)
   * instead of an empty one: a copy of a migrated database without a copy on disk.
   */
  snapshot?: Blob;
}

/** The statement that gives a connection the process's lease. */
const SET_LEASE = `select set_config('${LEASE_SETTING}', $1, false)`;

export async function openDatabase(options: DatabaseOptions): Promise<SdpDatabase> {
  const statements = options.countStatements ? new StatementCounter() : null;
  const leaseId = options.leaseId ?? '';
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, statements, leaseId)
    : openEmbedded(options.dataDir ?? './.data', statements, leaseId, options.snapshot);
}

/** The dialect with its writes bound to their work's tenant, its statements counted when counting is on. */
function boundAndCounted(dialect: Dialect, statements: StatementCounter | null): Dialect {
  const bound = tenantBoundDialect(dialect, statements ? (text) => statements.count(text) : undefined);
  return statements ? statements.observe(bound) : bound;
}

async function openEmbedded(
  dataDir: string,
  statements: StatementCounter | null,
  leaseId: string,
  snapshot: Blob | undefined,
): Promise<SdpDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (snapshot && !inMemory) throw new Error('A snapshot starts only an embedded database in memory (memory://)');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? (snapshot ? { loadDataDir: snapshot } : {}) : { dataDir });
  // One session serves every statement of the process.
  await pglite.query(SET_LEASE, [leaseId]);
  const writes = new WriteCounter();
  const db = new Kysely<CoreDatabase>({
    dialect: writes.observeCommits(boundAndCounted(new PGliteDialect({ pglite }), statements)),
    plugins: [writes],
  });
  const listener = new SharedListener(embeddedListenSession(pglite));
  const run: MigrationTransactionRunner = (work) =>
    pglite.transaction((tx) =>
      work({
        exec: async (script) => {
          await tx.exec(script);
        },
        query: async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows,
      }),
    );
  return {
    kind: 'embedded',
    db,
    jobs: { executor: embeddedJobsExecutor(pglite) },
    migrate: (migrations) => applyMigrations(run, migrations, [TENANT_GUARD_SCRIPT]),
    ping: async () => (await pglite.query('select 1 as ok')).rows.length === 1,
    writesCompleted: () => writes.completed,
    statements,
    listen: (channel, handlers) => listener.listen(channel, handlers),
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}

// Keep timestamps and 64-bit integers in forms the code expects on both databases.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

async function openPostgres(
  url: string,
  poolSize: number,
  statements: StatementCounter | null,
  leaseId: string,
): Promise<SdpDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  // Queued on the new connection before the statement it was made for.
  pool.on('connect', (client) => {
    client.query(SET_LEASE, [leaseId]).catch(() => undefined);
  });
  const writes = new WriteCounter();
  const db = new Kysely<CoreDatabase>({
    dialect: writes.observeCommits(boundAndCounted(new PostgresDialect({ pool }), statements)),
    plugins: [writes],
  });
  const listener = new SharedListener(postgresListenSession(url));
  const run: MigrationTransactionRunner = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work({
        exec: async (script) => {
          await client.query(script);
        },
        query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgresql',
    db,
    jobs: { connectionString: url },
    migrate: (migrations) => applyMigrations(run, migrations, [TENANT_GUARD_SCRIPT]),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    writesCompleted: () => writes.completed,
    statements,
    listen: (channel, handlers) => listener.listen(channel, handlers),
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}
