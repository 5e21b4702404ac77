import { UNNARROWED } from '../../../../core/server/auth/accountScope.ts';
import { inventoryDb } from '../inventoryTables.ts';
import type { LedgerActor } from '../stockLedger.ts';
import { loadTransfer, receive, ship } from '../transferMoves.ts';
import { LOCATIONS, type SeededLocations } from './locationSeed.ts';
import type { SeedDb } from './seedDb.ts';

/** The demo's transfers and requisitions, in every state. */
export async function seedDocuments(
  trx: SeedDb,
  tenantId: string,
  at: (daysAgo: number) => LedgerActor,
  { ids: locationIds, partnerAccount }: SeededLocations,
  modelId: (name: string) => string,
): Promise<void> {
  const idb = inventoryDb(trx);
  const harbour = locationIds.get('harbour') as string;
  const ont = modelId('HG8245H');
  // Transfers: one received with discrepancies, one in transit for too long, one in transit, one draft.
  const city = locationIds.get('city') as string;
  const van = locationIds.get('van12') as string;
  const east = locationIds.get('east') as string;
  const router = modelId('Archer AX55');
  const transfer = async (number: number, from: string, to: string, lines: object[], note: string, daysAgo: number) => {
    const row = await idb
      .insertInto('inventory_transfers')
      .values({
        tenant_id: tenantId,
        number: `TR-${String(number).padStart(6, '0')}`,
        state: 'DRAFT',
        from_location_id: from,
        to_location_id: to,
        account_id: null,
        requisition_id: null,
        lines: JSON.stringify(lines),
        note,
        created_by: 'seed',
        created_at: at(daysAgo).at,
        updated_at: at(daysAgo).at,
        updated_by: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const received = await transfer(
    1,
    harbour,
    city,
    [
      { modelId: ont, quantity: 10 },
      { modelId: router, quantity: 5 },
    ],
    'Weekly shop refill',
    12,
  );
  await ship(trx, at(12), await loadTransfer(trx, tenantId, received));
  const arrived = await loadTransfer(trx, tenantId, received);
  const [missing, damaged] = arrived.items;
  await receive(
    trx,
    at(11),
    arrived,
    {
      version: arrived.version,
      items: [
        ...(missing ? [{ serial: missing.serial, outcome: 'MISSING' as const }] : []),
        ...(damaged ? [{ serial: damaged.serial, outcome: 'DAMAGED' as const }] : []),
      ],
      extra: [],
      note: 'Box 2 was wet; one ONT not in the delivery.',
    },
    UNNARROWED,
  );
  const late = await transfer(
    2,
    harbour,
    east,
    [{ modelId: modelId('Nano SIM 5G'), quantity: 100 }],
    'SIM batch for the east',
    10,
  );
  await ship(trx, at(10), await loadTransfer(trx, tenantId, late));
  const onTheWay = await transfer(3, harbour, van, [{ modelId: ont, quantity: 6 }], 'Van 12 top-up', 1);
  await ship(trx, at(1), await loadTransfer(trx, tenantId, onTheWay));
  await transfer(4, east, harbour, [{ modelId: modelId('Amino H200'), quantity: 3 }], 'Return set-top boxes', 0);

  // Requisitions in every state; the fulfilled one made transfer 5, and is fulfilled since that shipped.
  const requisition = async (
    number: number,
    state: string,
    locationKey: string,
    lines: object[],
    extra: Record<string, unknown>,
  ) => {
    const locationId = locationIds.get(locationKey);
    if (!locationId) return;
    const account = LOCATIONS.find((location) => location.key === locationKey)?.partner ? partnerAccount : null;
    await idb
      .insertInto('inventory_requisitions')
      .values({
        tenant_id: tenantId,
        number: `RQ-${String(number).padStart(6, '0')}`,
        state: state as never,
        location_id: locationId,
        account_id: account,
        lines: JSON.stringify(lines),
        note: '',
        requested_by: 'operator',
        updated_by: 'seed',
        ...extra,
      })
      .execute();
  };
  const decided = { decided_by: 'admin', decided_at: at(2).at };
  await requisition(1, 'REQUESTED', 'city', [{ modelId: ont, quantity: 20 }], {});
  await requisition(2, 'REQUESTED', 'partnerShop', [{ modelId: router, quantity: 10 }], {});
  await requisition(3, 'APPROVED', 'van12', [{ modelId: ont, quantity: 8 }], decided);
  await requisition(4, 'REJECTED', 'city', [{ modelId: modelId('Amino H200'), quantity: 50 }], {
    ...decided,
    rejection_reason: 'Set-top boxes are being phased out.',
  });
  const fulfilment = await transfer(5, harbour, city, [{ modelId: router, quantity: 4 }], 'Fulfils RQ-000005', 2);
  await requisition(5, 'APPROVED', 'city', [{ modelId: router, quantity: 4 }], {
    ...decided,
    transfer_id: fulfilment,
  });
  await idb
    .updateTable('inventory_transfers')
    .set({
      requisition_id: (
        await idb
          .selectFrom('inventory_requisitions')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('number', '=', 'RQ-000005')
          .executeTakeFirstOrThrow()
      ).id,
    })
    .where('id', '=', fulfilment)
    .execute();
  await ship(trx, at(2), await loadTransfer(trx, tenantId, fulfilment));
}
