import type { ReferenceItem, ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  DEVICE_MODEL_RESOURCE,
  INVENTORY_REFERENCE_KINDS,
  LOCATION_RESOURCE,
  MOVEMENT_REASON_RESOURCE,
} from '../paths.ts';
import { deviceModelCopy, locationCopy, movementReasonCopy } from './inventoryCopies.ts';
import { inventoryDb } from './inventoryTables.ts';

const TYPE_VIA = 'a model of the type';

/**
 * Device models in the map. An ASSIGN_STOCK step names a model, or a device type (`ONT`) for any model of
 * it: each type the tenant has models of (and no model is named like) is an item of the kind too, which
 * a picker offers and which stands for its models (a copy of the type brings them).
 */
export const deviceModelReferences = (services: ServerServices): ReferenceKind => ({
  kind: INVENTORY_REFERENCE_KINDS.deviceModel,
  title: 'device model',
  permission: DEVICE_MODEL_RESOURCE.permissions.read,
  refersTo: [{ kind: INVENTORY_REFERENCE_KINDS.deviceModel, via: TYPE_VIA }],
  copy: deviceModelCopy(services),
  items: async (db, tenantId) => {
    const models = await inventoryDb(db)
      .selectFrom('inventory_models')
      .select(['id', 'name', 'type', 'enabled'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const names = new Set(models.map((model) => model.name.toLowerCase()));
    const types = [...new Set(models.map((model) => model.type))].filter((type) => !names.has(type.toLowerCase()));
    return [
      ...models.map((model): ReferenceItem => ({ id: model.id, name: model.name, enabled: model.enabled, refs: [] })),
      ...types.map((type): ReferenceItem => ({
        name: type,
        refs: models
          .filter((model) => model.type === type)
          .map((model) => ({
            kind: INVENTORY_REFERENCE_KINDS.deviceModel,
            name: model.name,
            via: TYPE_VIA,
            standsFor: true,
          })),
      })),
    ];
  },
});

/**
 * Locations in the map: each names the location it sits in and the models its capacities count; each is
 * of its partner account (a partner user's picker offers their accounts' locations only).
 */
export const locationReferences = (services: ServerServices): ReferenceKind => ({
  kind: INVENTORY_REFERENCE_KINDS.location,
  title: 'location',
  permission: LOCATION_RESOURCE.permissions.read,
  refersTo: [
    { kind: INVENTORY_REFERENCE_KINDS.location, via: 'inside' },
    { kind: INVENTORY_REFERENCE_KINDS.deviceModel, via: 'capacity' },
  ],
  copy: locationCopy(services),
  items: async (db, tenantId) => {
    const inventory = inventoryDb(db);
    const [locations, models] = await Promise.all([
      inventory
        .selectFrom('inventory_locations')
        .select(['id', 'name', 'parent_id', 'active', 'capacities', 'account_id'])
        .where('tenant_id', '=', tenantId)
        .execute(),
      inventory.selectFrom('inventory_models').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
    ]);
    const locationName = new Map(locations.map((location) => [location.id, location.name]));
    const modelName = new Map(models.map((model) => [model.id, model.name]));
    return locations.map((location): ReferenceItem => {
      const parent = location.parent_id ? locationName.get(location.parent_id) : undefined;
      return {
        id: location.id,
        name: location.name,
        enabled: location.active,
        accountId: location.account_id,
        refs: [
          ...(parent ? [{ kind: INVENTORY_REFERENCE_KINDS.location, name: parent, via: 'inside' }] : []),
          ...location.capacities.flatMap((capacity) => {
            const model = modelName.get(capacity.modelId);
            return model ? [{ kind: INVENTORY_REFERENCE_KINDS.deviceModel, name: model, via: 'capacity' }] : [];
          }),
        ],
      };
    });
  },
});

/** Movement reasons are configuration too, though nothing names them: movements keep the reason's text. */
export const movementReasonReferences = (services: ServerServices): ReferenceKind => ({
  kind: INVENTORY_REFERENCE_KINDS.movementReason,
  title: 'movement reason',
  permission: MOVEMENT_REASON_RESOURCE.permissions.read,
  refersTo: [],
  copy: movementReasonCopy(services),
  items: async (db, tenantId) => {
    const rows = await inventoryDb(db)
      .selectFrom('inventory_reasons')
      .select(['id', 'name', 'enabled'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, enabled: row.enabled, refs: [] }));
  },
});
