import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';

/** An order number as the console shows it: `ORD-00000042`. */
export const formatOrderNumber = (value: number) => `ORD-${String(value).padStart(8, '0')}`;

/**
 * The tenant's next order number, counted per tenant. Taken outside the order's own transaction where
 * there is a choice, so that orders of one tenant do not wait for each other; a failed intake leaves a
 * gap, as a sequence would.
 */
export async function nextOrderNumber(db: Kysely<CoreDatabase>, tenantId: string): Promise<string> {
  const { last_value } = await engineDb(db)
    .insertInto('order_number_counters')
    .values({ tenant_id: tenantId, last_value: 1 })
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({ last_value: sql<number>`order_number_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatOrderNumber(last_value);
}
