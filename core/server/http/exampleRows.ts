import { sql } from 'kysely';
import type { ExampleLookup } from './route.ts';

/**
 * The id of a row of `table` (with `id` and `tenant_id` columns) for the permission matrix: the tenant's
 * first, else the one `create` inserts for the tenant's first user; null when the tenant has no user.
 */
export async function exampleOwnedRowId(
  { db, tenantId }: ExampleLookup,
  table: string,
  create: (ownerUserId: string) => Promise<string>,
): Promise<string | null> {
  const existing = await sql<{ id: string }>`select id from ${sql.table(table)}
    where tenant_id = ${tenantId} limit 1`.execute(db);
  if (existing.rows[0]) return existing.rows[0].id;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return owner ? create(owner.id) : null;
}
