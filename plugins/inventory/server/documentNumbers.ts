import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { DocumentPrefix } from './tables/documentTables.ts';
import { inventoryDb } from './inventoryTables.ts';

const TABLES: Readonly<Record<DocumentPrefix, 'inventory_transfers' | 'inventory_requisitions'>> = {
  TR: 'inventory_transfers',
  RQ: 'inventory_requisitions',
};

/**
 * The next number of a tenant's transfers (`TR-000042`) or requisitions (`RQ-000007`), from the tenant's
 * counter of that kind, which only moves forward: a deleted draft's number is never given again. The
 * counter's row lock serialises writers, so two never take one number. A tenant's first count goes on from
 * the highest number it holds (documents written before it counted, the demo's).
 */
export async function nextNumber(trx: Kysely<CoreDatabase>, tenantId: string, prefix: DocumentPrefix): Promise<string> {
  const held = sql<number>`(select coalesce(max(substring(number from '[0-9]+$')::integer), 0) + 1
    from ${sql.table(TABLES[prefix])} where tenant_id = ${tenantId})`;
  const { last_value } = await inventoryDb(trx)
    .insertInto('inventory_document_counters')
    .values({ tenant_id: tenantId, document: prefix, last_value: held })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'document'])
        .doUpdateSet({ last_value: sql<number>`inventory_document_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `${prefix}-${String(last_value).padStart(6, '0')}`;
}
