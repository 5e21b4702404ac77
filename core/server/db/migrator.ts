/** A versioned SQL migration. Ids are unique and sort into their owner's order: `core/001_…`, `users/001_…`. */
export interface Migration {
  id: string;
  sql: string;
}

/** Runs a script of several statements and parameterised queries inside one transaction. */
export interface MigrationSession {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export type MigrationTransactionRunner = <T>(work: (session: MigrationSession) => Promise<T>) => Promise<T>;

/** Key of the advisory lock that serialises migrations between server processes. */
export const MIGRATION_LOCK_KEY = 7_312_004_221;

/**
 * Applies the pending migrations in one transaction under a transaction-scoped advisory lock, so
 * several processes starting at once on one database apply each migration exactly once, then runs the
 * `everyStart` scripts in the same transaction (each must be safe to run again: what the database must
 * hold whatever the migrations made, such as the tenant guard on every tenant table).
 * Returns the ids applied by this call.
 */
export async function applyMigrations(
  run: MigrationTransactionRunner,
  migrations: readonly Migration[],
  everyStart: readonly string[] = [],
): Promise<string[]> {
  const seen = new Set<string>();
  for (const { id } of migrations) {
    if (seen.has(id)) throw new Error(`Duplicate migration id: ${id}`);
    seen.add(id);
  }
  return run(async (session) => {
    await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(
      'create table if not exists sdp_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const rows = await session.query<{ id: string }>('select id from sdp_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await session.exec(migration.sql);
      await session.query('insert into sdp_migrations (id) values ($1)', [migration.id]);
      appliedNow.push(migration.id);
    }
    for (const script of everyStart) await session.exec(script);
    return appliedNow;
  });
}
