import { sql } from 'kysely';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { reverseDb } from './reverseTables.ts';

/**
 * Seals the header values stored in clear before values were secrets (`unsealed_headers`) into the
 * sealed ones, subscriber by subscriber; a save that came between wins. Answers how many it sealed.
 */
export async function sealStoredHeaders(services: ServerServices): Promise<number> {
  const rows = await reverseDb(services.db)
    .selectFrom('reverse_subscribers')
    .select(['id', 'headers', 'unsealed_headers'])
    .where(sql<boolean>`unsealed_headers <> '{}'::jsonb`)
    .execute();
  let sealed = 0;
  for (const row of rows) {
    const values = Object.entries(row.unsealed_headers).map(([name, value]) => [name, services.secrets.seal(value)]);
    const result = await reverseDb(services.db)
      .updateTable('reverse_subscribers')
      .set({ headers: JSON.stringify({ ...Object.fromEntries(values), ...row.headers }), unsealed_headers: '{}' })
      .where('id', '=', row.id)
      .where(sql<boolean>`unsealed_headers = ${JSON.stringify(row.unsealed_headers)}::jsonb`)
      .executeTakeFirst();
    sealed += Number(result.numUpdatedRows);
  }
  return sealed;
}
