import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import type { KindCopy } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { COPY_NAME, renamedName, resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { locationCapacitySchema, type LocationCapacity } from '../contract.ts';
import { INVENTORY_REFERENCE_KINDS } from '../paths.ts';
import { deviceModelsDeclaration, movementReasonsDeclaration } from './configurationResources.ts';
import { inventoryDb } from './inventoryTables.ts';
import { locationsDeclaration } from './locationsResource.ts';

type Db = Kysely<CoreDatabase>;
type Table = 'inventory_models' | 'inventory_locations';

/** A device model's copy: its type, manufacturer, attributes and thresholds. */
export const deviceModelCopy = (services: ServerServices): KindCopy =>
  resourceCopy(deviceModelsDeclaration(), services);

/** A movement reason's copy: what it applies to. */
export const movementReasonCopy = (services: ServerServices): KindCopy =>
  resourceCopy(movementReasonsDeclaration(), services);

/** A location's capacity as a copy carries it: the model by name. */
const carriedCapacity = locationCapacitySchema.omit({ modelId: true }).extend({ model: COPY_NAME });
type CarriedCapacity = z.output<typeof carriedCapacity>;

async function namesById(db: Db, table: Table, tenantId: string) {
  const rows = await inventoryDb(db)
    .selectFrom(table)
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The id of the tenant's model or location of a name, or a 400 on the field naming it. */
async function idOf(db: Db, table: Table, tenantId: string, name: string, field: string): Promise<string> {
  const row = await inventoryDb(db)
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  if (!row) {
    const what = table === 'inventory_models' ? 'device model' : 'location';
    throw invalidField('body', field, `There is no ${what} named "${name}"`);
  }
  return row.id;
}

/**
 * A location's copy: the location it sits in and the models of its capacities by name (the target's ids
 * when written; both are copied first). Its partner account is the source tenant's, so it is not carried:
 * a new location is the target tenant's own, an overwritten one keeps its account.
 */
export const locationCopy = (services: ServerServices): KindCopy =>
  resourceCopy(locationsDeclaration(), services, {
    omit: ['parentId', 'accountId'],
    needs: [INVENTORY_REFERENCE_KINDS.location, INVENTORY_REFERENCE_KINDS.deviceModel],
    shape: { parent: COPY_NAME.nullable().default(null), capacities: z.array(carriedCapacity).max(200).default([]) },
    names: { parent: INVENTORY_REFERENCE_KINDS.location },
    rename: (fields, renames) => ({
      ...fields,
      capacities: ((fields.capacities ?? []) as CarriedCapacity[]).map((entry) => ({
        ...entry,
        model: renamedName(INVENTORY_REFERENCE_KINDS.deviceModel, entry.model, renames),
      })),
    }),
    async carried(records, db, tenantId) {
      const [locations, models] = await Promise.all([
        namesById(db, 'inventory_locations', tenantId),
        namesById(db, 'inventory_models', tenantId),
      ]);
      return records.map(({ parentId, capacities, ...record }) => ({
        ...record,
        parent: typeof parentId === 'string' ? (locations.get(parentId) ?? null) : null,
        capacities: (capacities as LocationCapacity[]).map((entry) => ({
          model: models.get(entry.modelId) ?? entry.modelId,
          capacity: entry.capacity,
        })),
      }));
    },
    async stored({ parent, capacities, ...fields }, trx, tenantId) {
      const parentId =
        typeof parent === 'string' ? await idOf(trx, 'inventory_locations', tenantId, parent, 'parent') : null;
      const stored: LocationCapacity[] = [];
      for (const [index, entry] of (capacities as CarriedCapacity[]).entries()) {
        const modelId = await idOf(trx, 'inventory_models', tenantId, entry.model, `capacities.${index}.model`);
        stored.push({ modelId, capacity: entry.capacity });
      }
      return { ...fields, parentId, capacities: stored };
    },
  });
