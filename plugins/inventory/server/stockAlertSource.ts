import { sql } from 'kysely';
import type { NotificationSource, SourceEvent } from '../../notifications/public/server/NotificationSources.ts';
import { inventoryDb } from './inventoryTables.ts';

/**
 * "Stock below threshold" for the notifications: the crossings the ledger records as it moves items.
 * A notification's placeholders read `stock.location`, `stock.locationType`, `stock.model`,
 * `stock.inStock`, `stock.threshold` and `stock.at`.
 */
export const stockAlertSource: NotificationSource = {
  event: 'STOCK_BELOW_THRESHOLD',
  async latestId(db, tenantId) {
    const row = await inventoryDb(db)
      .selectFrom('inventory_stock_alerts')
      .select((eb) => eb.fn.max('id').as('latest'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row?.latest === null || row?.latest === undefined ? '0' : String(row.latest);
  },
  async after(db, tenantId, afterId, limit) {
    const { rows } = await sql<{
      id: string;
      at: Date;
      location: string;
      locationType: string;
      model: string;
      inStock: number;
      threshold: number;
    }>`select a.id::text as id, a.at, l.name as location, l.type as "locationType", m.name as model,
        a.in_stock as "inStock", a.threshold
      from inventory_stock_alerts a
      join inventory_locations l on l.id = a.location_id
      join inventory_models m on m.id = a.model_id
      where a.tenant_id = ${tenantId} and a.id > ${afterId}::bigint
      order by a.id limit ${limit}`.execute(db);
    return rows.map(({ id, at, ...stock }): SourceEvent => ({
      eventId: id,
      context: { stock: { ...stock, at: new Date(at).toISOString() } },
    }));
  },
};
