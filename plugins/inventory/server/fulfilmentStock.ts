import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import type { Requisition } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';

/**
 * Refuses to fulfil a requisition from a source that cannot cover it: each line's model needs that many
 * IN_STOCK items there now, else a 400 naming `fromLocationId` and how many are in stock. (Shipping
 * picks the items and checks again.)
 */
export async function assertSourceCovers(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  source: { id: string; name: string },
  lines: Requisition['lines'],
): Promise<void> {
  const counts = await inventoryDb(db)
    .selectFrom('inventory_items')
    .select(['model_id as modelId', (eb) => eb.fn.countAll<string>().as('inStock')])
    .where('tenant_id', '=', tenantId)
    .where('location_id', '=', source.id)
    .where('state', '=', 'IN_STOCK')
    .where(
      'model_id',
      'in',
      lines.map((line) => line.modelId),
    )
    .groupBy('model_id')
    .execute();
  const inStock = new Map(counts.map((row) => [row.modelId, Number(row.inStock)]));
  for (const line of lines) {
    const held = inStock.get(line.modelId) ?? 0;
    if (held < line.quantity) {
      throw invalidField(
        'body',
        'fromLocationId',
        `Only ${held} ${line.modelName || 'items'} of the ${line.quantity} asked for are in stock at ${source.name}`,
      );
    }
  }
}
