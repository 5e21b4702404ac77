import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { translatorDb } from '../../server/translatorTables.ts';

/** Whether the tenant has a translation of this name (enabled or not): what another item may name. */
export async function hasTranslation(db: Kysely<CoreDatabase>, tenantId: string, name: string): Promise<boolean> {
  const row = await translatorDb(db)
    .selectFrom('translators')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return row !== undefined;
}
