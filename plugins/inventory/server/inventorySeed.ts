import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import type { DeviceType, LocationType, ModelAttribute, ReasonUse } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';
import { createItems, moveItems, type ItemBefore, type LedgerActor, type NewItem } from './stockLedger.ts';
import { loadTransfer, receive, ship } from './transferMoves.ts';

/**
 * The inventory of a demo start, per tenant: five device models, movement reasons, a location tree
 * (the tenant's warehouses, a shop and a van, and a depot, shop and van of its first partner account beneath
 * another — so the users of that account and of its parent both see them),
 * a few thousand items in every state with their movements, transfers and requisitions in every state.
 */

type Db = Kysely<CoreDatabase>;
const DAY_MS = 86_400_000;

const MODELS: readonly {
  name: string;
  manufacturer: string;
  type: DeviceType;
  attributes: ModelAttribute[];
  lowStock: [number, number, number];
  prefix: string;
}[] = [
  {
    name: 'HG8245H',
    manufacturer: 'Huawei',
    type: 'ONT',
    prefix: 'HWTC',
    lowStock: [100, 10, 3],
    attributes: [
      { name: 'PON', kind: 'TEXT', value: 'GPON' },
      { name: 'Ethernet ports', kind: 'NUMBER', value: 4 },
    ],
  },
  {
    name: 'G-240W-F',
    manufacturer: 'Nokia',
    type: 'ONT',
    prefix: 'ALCL',
    lowStock: [50, 5, 2],
    attributes: [
      { name: 'PON', kind: 'TEXT', value: 'GPON' },
      { name: 'Wi-Fi', kind: 'BOOLEAN', value: true },
    ],
  },
  {
    name: 'Archer AX55',
    manufacturer: 'TP-Link',
    type: 'ROUTER',
    prefix: 'TPAX',
    lowStock: [60, 8, 2],
    attributes: [
      { name: 'Wi-Fi bands', kind: 'TEXT', value: '2.4 / 5 GHz' },
      { name: 'Ethernet ports', kind: 'NUMBER', value: 4 },
    ],
  },
  {
    name: 'Nano SIM 5G',
    manufacturer: 'Thales',
    type: 'SIM',
    prefix: 'SIM',
    lowStock: [500, 50, 10],
    attributes: [{ name: '5G SA', kind: 'BOOLEAN', value: true }],
  },
  {
    name: 'Amino H200',
    manufacturer: 'Amino',
    type: 'STB',
    prefix: 'AMH2',
    lowStock: [40, 5, 0],
    attributes: [{ name: 'Resolution', kind: 'TEXT', value: '4K' }],
  },
];

const REASONS: readonly { name: string; description: string; appliesTo: ReasonUse[] }[] = [
  { name: 'Dead on arrival', description: 'Does not power up out of the box.', appliesTo: ['FAULTY'] },
  { name: 'Damaged in transit', description: 'Broken or wet when it arrived.', appliesTo: ['FAULTY', 'DISCREPANCY'] },
  { name: 'Lost', description: 'Cannot be found.', appliesTo: ['RETIRE', 'DISCREPANCY'] },
  { name: 'End of life', description: 'The model is no longer supported.', appliesTo: ['RETIRE'] },
  { name: 'Stock correction', description: 'The item was counted at another location.', appliesTo: ['MOVE'] },
];

interface SeedLocation {
  key: string;
  name: string;
  type: LocationType;
  parent: string | null;
  partner: boolean;
  region: string;
}

const LOCATIONS: readonly SeedLocation[] = [
  {
    key: 'harbour',
    name: 'Harbour Road warehouse',
    type: 'WAREHOUSE',
    parent: null,
    partner: false,
    region: 'Central',
  },
  { key: 'east', name: 'East Gate warehouse', type: 'WAREHOUSE', parent: null, partner: false, region: 'East' },
  { key: 'city', name: 'City Centre shop', type: 'SHOP', parent: 'harbour', partner: false, region: 'Central' },
  { key: 'van12', name: 'Van 12', type: 'VAN', parent: 'harbour', partner: false, region: 'Central' },
  { key: 'depot', name: 'Partner depot', type: 'WAREHOUSE', parent: null, partner: true, region: 'North' },
  {
    key: 'partnerShop',
    name: 'Partner high street shop',
    type: 'SHOP',
    parent: 'depot',
    partner: true,
    region: 'North',
  },
  { key: 'partnerVan', name: 'Partner van 3', type: 'VAN', parent: 'depot', partner: true, region: 'North' },
];

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

async function itemsAt(
  trx: Db,
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

async function seedTenant(trx: Db, tenantId: string, tenantIndex: number, now: number): Promise<void> {
  const idb = inventoryDb(trx);
  const models = await idb
    .insertInto('inventory_models')
    .values(
      MODELS.map((model) => ({
        tenant_id: tenantId,
        name: model.name,
        manufacturer: model.manufacturer,
        type: model.type,
        description: `${model.manufacturer} ${model.name}`,
        attributes: JSON.stringify(model.attributes),
        low_stock: JSON.stringify({ WAREHOUSE: model.lowStock[0], SHOP: model.lowStock[1], VAN: model.lowStock[2] }),
        updated_by: 'seed',
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const modelId = (name: string) => models.find((model) => model.name === name)?.id as string;
  await idb
    .insertInto('inventory_reasons')
    .values(
      REASONS.map((reason) => ({
        tenant_id: tenantId,
        name: reason.name,
        description: reason.description,
        applies_to: JSON.stringify(reason.appliesTo),
        updated_by: 'seed',
      })),
    )
    .execute();

  const partner = await trx
    .selectFrom('partner_accounts')
    .select('account_id')
    .where('tenant_id', '=', tenantId)
    .orderBy(sql`parent_account_id is null`)
    .orderBy('account_number')
    .executeTakeFirst();
  const partnerAccount = partner?.account_id ?? null;
  const locationIds = new Map<string, string>();
  for (const location of LOCATIONS) {
    if (location.partner && partnerAccount === null) continue;
    const row = await idb
      .insertInto('inventory_locations')
      .values({
        tenant_id: tenantId,
        name: location.name,
        type: location.type,
        parent_id: location.parent ? (locationIds.get(location.parent) ?? null) : null,
        account_id: location.partner ? partnerAccount : null,
        region: location.region,
        address: '',
        capacities: JSON.stringify(location.type === 'VAN' ? [{ modelId: modelId('HG8245H'), capacity: 40 }] : []),
        updated_by: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    locationIds.set(location.key, row.id);
  }
  const at = (daysAgo: number): LedgerActor => ({ tenantId, actor: 'seed', at: new Date(now - daysAgo * DAY_MS) });

  for (const [key, counts] of Object.entries(STOCK)) {
    const locationId = locationIds.get(key);
    if (!locationId) continue;
    for (const [index, model] of MODELS.entries()) {
      const items = Array.from({ length: counts[index] ?? 0 }, () =>
        newItem(model.prefix, modelId(model.name), model.type, tenantIndex),
      );
      await createItems(trx, at(30), locationId, items, { kind: 'RECEIPT', note: 'Opening stock' });
    }
  }

  const harbour = locationIds.get('harbour') as string;
  const ont = modelId('HG8245H');
  await moveItems(trx, at(20), await itemsAt(trx, tenantId, harbour, ont, 25), {
    kind: 'STATE_CHANGE',
    toState: 'FAULTY',
    reason: 'Dead on arrival',
  });
  await moveItems(trx, at(18), await itemsAt(trx, tenantId, harbour, modelId('Amino H200'), 12), {
    kind: 'STATE_CHANGE',
    toState: 'RETIRED',
    reason: 'End of life',
  });

  // The demo orders that passed their ASSIGN_STOCK step hold a real ONT: reserved while they run, assigned
  // once completed. Two orders that ended otherwise still hold theirs, as orders that ended before their
  // reservation was released would: the dashboard's stale reservations.
  const steps = await engineDb(trx)
    .selectFrom('order_tasks as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.id as taskId', 't.step_name as stepName', 'o.id', 'o.order_number', 'o.state', 'o.subscriber_key'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.type', '=', 'ASSIGN_STOCK')
    .where('t.state', '=', 'COMPLETED')
    .orderBy('o.created_at')
    .execute();
  const ended = (state: string) => ['FAILED', 'CANCELLED', 'ROLLED_BACK'].includes(state);
  const holders = [
    ...steps.filter((step) => !ended(step.state)),
    ...steps.filter((step) => ended(step.state)).slice(0, 2),
  ];
  const harbourName = LOCATIONS[0]?.name ?? '';
  const free = await itemsAt(trx, tenantId, harbour, ont, holders.length);
  for (const [index, step] of holders.entries()) {
    const item = free[index];
    if (!item) break;
    const link = { id: step.id, number: step.order_number, subscriber: step.subscriber_key };
    await moveItems(trx, at(5), [item], {
      kind: 'RESERVATION',
      toState: 'RESERVED',
      order: link,
      reason: step.stepName,
    });
    if (step.state === 'COMPLETED') {
      await moveItems(trx, at(4), [{ ...item, state: 'RESERVED' }], {
        kind: 'ASSIGNMENT',
        toState: 'ASSIGNED',
        reason: `Order ${step.order_number} completed`,
      });
    }
    const serial = await idb
      .selectFrom('inventory_items')
      .select('serial')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    await engineDb(trx)
      .updateTable('order_tasks')
      .set({
        output: JSON.stringify({ serial: serial.serial, itemId: item.id, model: 'HG8245H', location: harbourName }),
      })
      .where('id', '=', step.taskId)
      .execute();
  }

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
  await receive(trx, at(11), arrived, {
    version: arrived.version,
    items: [
      ...(missing ? [{ serial: missing.serial, outcome: 'MISSING' as const }] : []),
      ...(damaged ? [{ serial: damaged.serial, outcome: 'DAMAGED' as const }] : []),
    ],
    extra: [],
    note: 'Box 2 was wet; one ONT not in the delivery.',
  });
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

  // Requisitions in every state; the fulfilled one made transfer 5.
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
  await requisition(5, 'FULFILLED', 'city', [{ modelId: router, quantity: 4 }], {
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
}

export async function seedInventory(trx: Db, { tenantIds, demo }: PluginSeedContext): Promise<void> {
  if (!demo) return;
  const now = Date.now();
  for (const [index, tenantId] of tenantIds.entries()) await seedTenant(trx, tenantId, index + 1, now);
}
