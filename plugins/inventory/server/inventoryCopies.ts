import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { KindCopy } from '../../../core/server/references/referenceMap.ts';
import { findByName, tableCopy } from '../../../core/server/references/tableCopy.ts';
import type { LocationCapacity } from '../contract.ts';
import { INVENTORY_REFERENCE_KINDS } from '../paths.ts';
import { inventoryDb } from './inventoryTables.ts';

/** A device model's copy: every column of its row (type, manufacturer, attributes, thresholds). */
export const deviceModelCopy: KindCopy = tableCopy({ table: 'inventory_models' });

interface CarriedCapacity {
  model: string;
  capacity: number;
}

async function namesById(
  db: Kysely<CoreDatabase>,
  table: 'inventory_models' | 'inventory_locations',
  tenantId: string,
) {
  const rows = await inventoryDb(db)
    .selectFrom(table)
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function idOf(
  db: Kysely<CoreDatabase>,
  table: 'inventory_models' | 'inventory_locations',
  tenantId: string,
  name: string,
) {
  const id = await findByName(db, table, tenantId, name);
  if (!id)
    throw new Error(`The ${table === 'inventory_models' ? 'device model' : 'location'} ${name} is not in ${tenantId}`);
  return id;
}

/**
 * A location's copy: the location it sits in and the models of its capacities by name (the target's ids
 * when written; both are copied first). Its partner account is the source tenant's, so it is not carried:
 * a new location is the target tenant's own, an overwritten one keeps its account.
 */
export const locationCopy: KindCopy = tableCopy({
  table: 'inventory_locations',
  names: { parent: INVENTORY_REFERENCE_KINDS.location },
  rename: (fields, renames) => ({
    ...fields,
    capacities: ((fields.capacities ?? []) as CarriedCapacity[]).map((entry) => ({
      ...entry,
      model: renames.nameOf(INVENTORY_REFERENCE_KINDS.deviceModel, entry.model),
    })),
  }),
  async carried(fields, db, tenantId) {
    const { parent_id: parentId, account_id: _account, capacities, ...rest } = fields;
    const [locations, models] = await Promise.all([
      namesById(db, 'inventory_locations', tenantId),
      namesById(db, 'inventory_models', tenantId),
    ]);
    return {
      ...rest,
      parent: typeof parentId === 'string' ? (locations.get(parentId) ?? null) : null,
      capacities: ((capacities ?? []) as LocationCapacity[]).map((entry): CarriedCapacity => ({
        model: models.get(entry.modelId) ?? entry.modelId,
        capacity: entry.capacity,
      })),
    };
  },
  async stored(fields, trx, target) {
    const { parent, capacities, ...rest } = fields;
    const parentId =
      typeof parent === 'string' ? await idOf(trx, 'inventory_locations', target.tenantId, parent) : null;
    const stored: LocationCapacity[] = [];
    for (const entry of (capacities ?? []) as CarriedCapacity[]) {
      stored.push({
        modelId: await idOf(trx, 'inventory_models', target.tenantId, entry.model),
        capacity: entry.capacity,
      });
    }
    return { values: { ...rest, parent_id: parentId, capacities: stored }, secretNeeded: false };
  },
});
