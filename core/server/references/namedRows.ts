import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import type { AnyDb } from '../db/anyDb.ts';
import type { ReferenceItem } from './referenceMap.ts';

/**
 * The items of a kind kept in a table with `name` and `enabled` (most of the kit's tables), with the
 * references `refs` reads from the other columns it asks for.
 */
export async function namedRows<Row extends { id: string; name: string; enabled: boolean }>(
  db: Kysely<CoreDatabase>,
  table: string,
  tenantId: string,
  options: { columns?: readonly string[]; refs?: (row: Row) => ReferenceItem['refs'] } = {},
): Promise<ReferenceItem[]> {
  const rows = (await (db as AnyDb)
    .selectFrom(table)
    .select(['id', 'name', 'enabled', ...(options.columns ?? [])])
    .where('tenant_id', '=', tenantId)
    .execute()) as Row[];
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    enabled: row.enabled,
    refs: options.refs?.(row) ?? [],
  }));
}
