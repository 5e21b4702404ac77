import { sql } from 'kysely';
import {
  afterEventPosition,
  formatEventPosition,
  newReaderPosition,
  parseEventPosition,
  settledEvent,
} from '../../../core/server/db/eventPositions.ts';
import type { NotificationSource, SourceEvent } from '../../notifications/public/server/NotificationSources.ts';

/**
 * "Stock below threshold" for the notifications: the crossings the ledger records as it moves items.
 * A notification's placeholders read `stock.location`, `stock.locationType`, `stock.model`,
 * `stock.inStock`, `stock.threshold` and `stock.at`.
 */
export const stockAlertSource: NotificationSource = {
  event: 'STOCK_BELOW_THRESHOLD',
  latestPosition: (db) => newReaderPosition(db),
  async after(db, tenantId, position, limit) {
    const from = parseEventPosition(position);
    const { rows } = await sql<{
      id: string;
      tx: string;
      at: Date;
      location: string;
      locationType: string;
      model: string;
      inStock: number;
      threshold: number;
    }>`select a.id::text as id, a.tx::text as tx, a.at, l.name as location, l.type as "locationType", m.name as model,
        a.in_stock as "inStock", a.threshold
      from inventory_stock_alerts a
      join inventory_locations l on l.id = a.location_id
      join inventory_models m on m.id = a.model_id
      where a.tenant_id = ${tenantId} and ${afterEventPosition('a.tx', 'a.id', from)} and ${settledEvent('a.tx')}
      order by a.tx, a.id limit ${limit}`.execute(db);
    return rows.map(({ id, tx, at, ...stock }): SourceEvent => ({
      position: formatEventPosition({ tx, id }),
      context: { stock: { ...stock, at: new Date(at).toISOString() } },
    }));
  },
};
