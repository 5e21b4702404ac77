import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import type { AnyDb } from '../db/anyDb.ts';
import type { CopyFields, CopyTenants, KindCopy, Renames } from './referenceMap.ts';

/** Columns of every kit table that belong to the tenant's row, never to what is copied. */
const ROW_COLUMNS = new Set(['id', 'tenant_id', 'name', 'version', 'created_at', 'updated_at', 'updated_by']);

export interface TableCopyOptions {
  table: string;
  /** Columns holding secrets and what a copy stores instead (an empty secret), with the item then disabled. */
  secrets?: Readonly<Record<string, unknown>>;
  /** The toggle column set false when a secret is needed (`enabled`). */
  toggle?: string;
  /** Shown in the dry run for secrets kept inside a column (`auth secret`). */
  secretNames?: readonly string[];
  /**
   * The columns that hold another item's name, and its kind (`{ service: 'service' }`): a copy rewrites
   * them when that item is copied under a new name.
   */
  names?: Readonly<Record<string, string>>;
  /** Rewrites the names held deeper than a column (an operation's form), after `names`. */
  rename?(fields: CopyFields, renames: Renames): CopyFields;
  /** Rewrites what belongs to the source tenant itself for the target (see `KindCopy.retarget`). */
  retarget?(fields: CopyFields, tenants: CopyTenants): CopyFields;
  /** Turns a source row's fields into what is copied (ids to names, a secret taken out of a column). */
  carried?(fields: CopyFields, db: Kysely<CoreDatabase>, tenantId: string): Promise<CopyFields> | CopyFields;
  /**
   * Turns what is copied into the target's columns (names back to the target's ids); `secretNeeded` when
   * the row needs a secret the copy did not carry.
   */
  stored?(
    fields: CopyFields,
    trx: Kysely<CoreDatabase>,
    target: { tenantId: string; existingId: string | null },
  ): Promise<{ values: CopyFields; secretNeeded: boolean }>;
}

const stored = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;

/**
 * The copy of a kind kept in one kit table with a unique `name`: every column but the row's own, the
 * secret columns replaced. Fits kinds whose other columns name items by name, never by id.
 */
export function tableCopy(options: TableCopyOptions): KindCopy {
  const secretColumns = Object.keys(options.secrets ?? {});
  const isSecret = (column: string) => secretColumns.includes(column);
  const names = Object.entries(options.names ?? {});
  return {
    secrets: options.secretNames ?? secretColumns,
    ...(options.retarget ? { retarget: options.retarget } : {}),
    rename(fields, renames) {
      const renamed = { ...fields };
      for (const [column, kind] of names) {
        if (column in fields) renamed[column] = renamedName(kind, fields[column], renames);
      }
      return options.rename ? options.rename(renamed, renames) : renamed;
    },
    async read(db, tenantId, names) {
      if (names.length === 0) return new Map();
      const rows = (await (db as AnyDb)
        .selectFrom(options.table)
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('name', 'in', names)
        .execute()) as Record<string, unknown>[];
      const entries = await Promise.all(
        rows.map(async (row): Promise<[string, CopyFields]> => {
          const fields = Object.fromEntries(
            Object.entries(row).filter(([column]) => !ROW_COLUMNS.has(column) && !isSecret(column)),
          );
          return [String(row.name), options.carried ? await options.carried(fields, db, tenantId) : fields];
        }),
      );
      return new Map(entries);
    },
    async write(trx, target) {
      const own = options.stored
        ? await options.stored(target.fields, trx, target)
        : { values: target.fields, secretNeeded: false };
      const values: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(own.values)) values[column] = stored(value);
      const secretNeeded = (secretColumns.length > 0 || own.secretNeeded) && target.existingId === null;
      if (secretNeeded) {
        for (const column of secretColumns) values[column] = stored(options.secrets?.[column]);
      }
      if (secretNeeded && options.toggle) values[options.toggle] = false;
      return { id: await writeRow(trx, options.table, target, values), secretNeeded };
    },
    find: (db, tenantId, name) => findByName(db, options.table, tenantId, name),
  };
}

/** A field naming an item of the kind, with the name the copy gives it (empty and absent stay so). */
export function renamedName(kind: string, value: unknown, renames: Renames): unknown {
  return typeof value === 'string' && value !== '' ? renames.nameOf(kind, value) : value;
}

export async function findByName(
  db: Kysely<CoreDatabase>,
  table: string,
  tenantId: string,
  name: string,
): Promise<string | null> {
  const row = (await (db as AnyDb)
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()) as { id: string } | undefined;
  return row?.id ?? null;
}

/** Inserts the row under its name, or updates the existing one (moving its version on); answers its id. */
export async function writeRow(
  trx: Kysely<CoreDatabase>,
  table: string,
  target: { tenantId: string; actor: string; name: string; existingId: string | null },
  values: Record<string, unknown>,
): Promise<string> {
  const db = trx as AnyDb;
  if (target.existingId !== null) {
    await db
      .updateTable(table)
      .set({ ...values, version: sql`version + 1`, updated_at: sql`now()`, updated_by: target.actor })
      .where('tenant_id', '=', target.tenantId)
      .where('id', '=', target.existingId)
      .execute();
    return target.existingId;
  }
  const row = (await db
    .insertInto(table)
    .values({ ...values, tenant_id: target.tenantId, name: target.name, updated_by: target.actor })
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: string };
  return row.id;
}
