import { sql } from 'kysely';
import { z } from 'zod';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  DEVICE_MODEL_RESOURCE,
  DEVICE_TYPES,
  MOVEMENT_REASON_RESOURCE,
  REASON_USES,
  createDeviceModelSchema,
  createMovementReasonSchema,
  deviceModelSchema,
  movementReasonSchema,
} from '../contract.ts';
import { INVENTORY_REFERENCE_KINDS } from '../paths.ts';
import { inventoryDb } from './inventoryTables.ts';

const enabledValues = z.enum(['true', 'false']);

/** Device models: what items are of (an ONT of one manufacturer), with typed attributes and low-stock thresholds. */
export function deviceModelsDeclaration() {
  return declareResource({
    descriptor: DEVICE_MODEL_RESOURCE,
    tags: ['Inventory configuration'],
    database: inventoryDb,
    table: 'inventory_models',
    alias: 'm',
    record: deviceModelSchema,
    create: createDeviceModelSchema,
    columns: {
      name: 'name',
      manufacturer: 'manufacturer',
      type: 'type',
      description: 'description',
      attributes: 'attributes',
      lowStock: 'low_stock',
      enabled: 'enabled',
    },
    sorts: {
      name: { key: sql`lower(m.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      type: { column: 'type', values: z.enum(DEVICE_TYPES) },
      manufacturer: { column: 'manufacturer' },
      enabled: { column: sql`m.enabled::text`, values: enabledValues },
    },
    search: ['name', 'manufacturer', 'type', 'description'],
    references: { kind: INVENTORY_REFERENCE_KINDS.deviceModel },
    summaries: {
      create:
        'Creates a device model: its `type` (SIM, ROUTER, ONT, STB, MODEM, ACCESSORY), manufacturer, typed `attributes` and the `lowStock` threshold of IN_STOCK items per location type (WAREHOUSE, SHOP, VAN; 0 never warns).',
      delete:
        'Deletes a device model, given its version. Refused with 409 while items of it exist or configuration names it (an ASSIGN_STOCK task template, a location’s capacity).',
    },
    hooks: {
      async refuseDelete(trx, ctx, model) {
        const row = await inventoryDb(trx)
          .selectFrom('inventory_items')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where('model_id', '=', model.modelId)
          .executeTakeFirstOrThrow();
        const count = Number(row.count);
        return count > 0 ? `${count} item${count === 1 ? ' is' : 's are'} of this model.` : null;
      },
      uniqueViolation: (values) =>
        fieldConflict('name', `A device model named "${String(values.name)}" already exists.`),
    },
  });
}

/** The device models' routes. */
export function deviceModelsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, deviceModelsDeclaration());
}

/** Movement reasons: why an item was marked faulty, retired, moved or found wrong on receipt. */
export function movementReasonsDeclaration() {
  return declareResource({
    descriptor: MOVEMENT_REASON_RESOURCE,
    tags: ['Inventory configuration'],
    database: inventoryDb,
    table: 'inventory_reasons',
    alias: 'r',
    record: movementReasonSchema,
    create: createMovementReasonSchema,
    columns: { name: 'name', description: 'description', appliesTo: 'applies_to', enabled: 'enabled' },
    sorts: {
      name: { key: sql`lower(r.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      appliesTo: {
        where: (values) => sql<boolean>`r.applies_to ?| array[${sql.join(values)}]::text[]`,
        values: z.enum(REASON_USES),
      },
      enabled: { column: sql`r.enabled::text`, values: enabledValues },
    },
    search: ['name', 'description'],
    summaries: {
      create:
        'Creates a movement reason: the actions it may be chosen for (`appliesTo`: FAULTY, RETIRE, MOVE, DISCREPANCY). Movements keep the reason’s name.',
    },
    hooks: {
      uniqueViolation: (values) =>
        fieldConflict('name', `A movement reason named "${String(values.name)}" already exists.`),
    },
  });
}

/** The movement reasons' routes. */
export function movementReasonsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, movementReasonsDeclaration());
}
