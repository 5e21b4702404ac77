import type { ColumnType, Generated, InsertType, Kysely, SelectType } from 'kysely';
import type { CoreDatabase } from './schema.ts';

/**
 * What a plugin that owns tables needs to type them: its row types are written once, next to its
 * migrations, in Kysely's style (with the column types below), and `pluginDb<Tables>(db)` gives the typed
 * view of the server's database (the core's tables and the plugin's), e.g. `engineDb` of the engine.
 */

/** The database with a plugin's tables beside the core's: the same connection or transaction, typed. */
export type PluginDb<Tables> = Kysely<CoreDatabase & Tables>;

/**
 * The server's database (or a transaction of it) seen with the plugin's tables: the same object, typed
 * (what Kysely's `$extendTables` does, without its index-signature constraint that interfaces fail).
 */
export function pluginDb<Tables extends object>(db: Kysely<CoreDatabase>): PluginDb<Tables> {
  return db as unknown as PluginDb<Tables>;
}

/** `timestamptz not null`: read as a Date, written as a Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** `timestamptz not null default now()`: an insert may leave it out. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `timestamptz` (nullable). */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * `jsonb not null`: read as the value, written as its JSON text (`JSON.stringify`), since node-postgres
 * would send a JavaScript array as a SQL array.
 */
export type Json<T> = ColumnType<T, string, string>;
/** `jsonb not null default …`: an insert may leave it out. */
export type DefaultJson<T> = ColumnType<T, string | undefined, string>;
/** `jsonb` (nullable). */
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/**
 * The columns every table of the resource kit has (`standardTable` writes them): the id, the tenant, the
 * version edits are checked against, and the audit times and last writer.
 */
export interface StandardColumns {
  id: Generated<string>;
  tenant_id: string;
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Username of the last writer; null for rows written before anyone edited them. */
  updated_by: string | null;
}

export interface StandardTableOptions {
  /** A unique index `<table>_name_key` on the tenant and the lower-cased `name`. */
  uniqueName?: boolean;
}

/**
 * The `create table` of a resource table: the standard columns around the table's own, in the order every
 * such table has them (id, tenant_id, the own columns, version, created_at, updated_at, updated_by).
 * `columns` is the own columns' SQL, separated by commas, as in a `create table`.
 *
 * Released migrations are written with it, and a migration runs once per database: what this writes must
 * never change, or fresh databases would differ from the others (`tests/server/tableTypes.test.ts` pins
 * the released migrations' SQL). A table that needs more is written as its own migration after it.
 */
export function standardTable(table: string, columns: string, options: StandardTableOptions = {}): string {
  const own = columns.trim().replace(/,$/, '');
  const uniqueName = options.uniqueName
    ? `create unique index ${table}_name_key on ${table} (tenant_id, lower(name));\n`
    : '';
  return `
create table ${table} (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  ${own},
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
${uniqueName}`;
}

// --- The check of table types against the database ----------------------------------------------------

type SqlTypeOf<T> = [T] extends [Date]
  ? 'timestamptz'
  : [T] extends [boolean]
    ? 'boolean'
    : [T] extends [number]
      ? 'integer' | 'bigint' | 'double precision'
      : [T] extends [string]
        ? 'text' | 'uuid' | 'xid8'
        : 'jsonb';

/**
 * How a column of a table type must look in the database: its SQL type, then ` null` when the type reads
 * null, else ` default` when an insert may leave it out (the database has a default).
 */
export type ColumnSpec<C> =
  unknown extends SelectType<C>
    ? 'jsonb' | 'jsonb null' | 'jsonb default' // a value of any JSON: the type cannot say whether it is null
    : null extends SelectType<C>
      ? `${SqlTypeOf<NonNullable<SelectType<C>>>} null`
      : undefined extends InsertType<C>
        ? `${SqlTypeOf<SelectType<C>>} default`
        : SqlTypeOf<SelectType<C>>;

/**
 * Every column of every table of a table type, with its spec: the type makes the list complete and each
 * spec consistent with the column's type; a server test compares the list with `information_schema`.
 */
export type TableSpecs<Tables> = {
  readonly [T in keyof Tables]-?: { readonly [C in keyof Tables[T]]-?: ColumnSpec<Tables[T][C]> };
};

/** The specs of the standard columns, to spread into a table's. */
export const STANDARD_COLUMN_SPECS = {
  id: 'uuid default',
  tenant_id: 'text',
  version: 'integer default',
  created_at: 'timestamptz default',
  updated_at: 'timestamptz default',
  updated_by: 'text null',
} as const satisfies TableSpecs<{ t: StandardColumns }>['t'];
