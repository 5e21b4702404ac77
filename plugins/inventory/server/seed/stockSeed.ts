import type { DeviceType } from '../../contract.ts';
import { inventoryDb } from '../inventoryTables.ts';
import { createItems, moveItems, type ItemBefore, type LedgerActor, type NewItem } from '../stockLedger.ts';
import { MODELS } from './catalogueSeed.ts';
import { seedOrderStock } from './orderStock.ts';
import type { SeedDb } from './seedDb.ts';

/**
 * The demo's items, each through the ledger: opening stock everywhere (received before the order history
 * begins), some faulty and retired, and the ONTs of the demo orders that passed their ASSIGN_STOCK step.
 */

/** When the opening stock came in: before the oldest demo order (90 days). */
const OPENING_DAYS_AGO = 91;

/** How many items of each model each location receives (model order as MODELS). */
const STOCK: Readonly<Record<string, readonly number[]>> = {
  harbour: [700, 250, 300, 900, 150],
  east: [200, 80, 120, 400, 6],
  city: [12, 4, 20, 150, 6],
  van12: [6, 2, 3, 20, 0],
  depot: [160, 40, 60, 300, 30],
  partnerShop: [8, 3, 10, 60, 4],
  partnerVan: [2, 1, 1, 8, 0],
};

let serialCounter = 0;
function newItem(prefix: string, modelId: string, type: DeviceType, tenantIndex: number): NewItem {
  serialCounter += 1;
  const number = String(serialCounter).padStart(8, '0');
  return {
    serial: `${prefix}${tenantIndex}${number}`,
    modelId,
    iccid: type === 'SIM' ? `8944${tenantIndex}${String(serialCounter).padStart(15, '0')}` : null,
    mac:
      type === 'SIM'
        ? null
        : `02:${tenantIndex.toString(16).padStart(2, '0')}:${number.slice(0, 2)}:${number.slice(2, 4)}:${number.slice(4, 6)}:${number.slice(6, 8)}`,
  };
}

export async function itemsAt(
  trx: SeedDb,
  tenantId: string,
  locationId: string,
  modelId: string,
  limit: number,
): Promise<ItemBefore[]> {
  return inventoryDb(trx)
    .selectFrom('inventory_items')
    .select(['id', 'state', 'location_id as locationId'])
    .where('tenant_id', '=', tenantId)
    .where('location_id', '=', locationId)
    .where('model_id', '=', modelId)
    .where('state', '=', 'IN_STOCK')
    .orderBy('serial', 'desc')
    .limit(limit)
    .execute();
}

export async function seedStock(
  trx: SeedDb,
  tenantId: string,
  tenantIndex: number,
  at: (daysAgo: number) => LedgerActor,
  locationIds: ReadonlyMap<string, string>,
  modelId: (name: string) => string,
): Promise<void> {
  for (const [key, counts] of Object.entries(STOCK)) {
    const locationId = locationIds.get(key);
    if (!locationId) continue;
    for (const [index, model] of MODELS.entries()) {
      const items = Array.from({ length: counts[index] ?? 0 }, () =>
        newItem(model.prefix, modelId(model.name), model.type, tenantIndex),
      );
      await createItems(trx, at(OPENING_DAYS_AGO), locationId, items, { kind: 'RECEIPT', note: 'Opening stock' });
    }
  }

  const harbour = locationIds.get('harbour') as string;
  const ont = modelId('HG8245H');
  await moveItems(trx, at(OPENING_DAYS_AGO - 2), await itemsAt(trx, tenantId, harbour, ont, 25), {
    kind: 'STATE_CHANGE',
    toState: 'FAULTY',
    reason: 'Dead on arrival',
  });
  await moveItems(trx, at(18), await itemsAt(trx, tenantId, harbour, modelId('Amino H200'), 12), {
    kind: 'STATE_CHANGE',
    toState: 'RETIRED',
    reason: 'End of life',
  });

  await seedOrderStock(trx, tenantId);
}
