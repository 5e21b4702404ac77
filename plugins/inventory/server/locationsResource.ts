import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ResourceContext } from '../../resourceKit/public/server/declaration.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  LOCATION_RESOURCE,
  LOCATION_TYPES,
  createLocationSchema,
  locationSchema,
  type LocationCapacity,
} from '../contract.ts';
import { INVENTORY_REFERENCE_KINDS } from '../paths.ts';
import { inventoryDb } from './inventoryTables.ts';

const uuidValue = z.uuid();

/**
 * A parent must be another location of the tenant that the caller reaches (a partner user's own account's,
 * as the locations it is shown; one it does not reach reads as none), and not beneath the location itself.
 */
async function assertParent(
  db: Kysely<CoreDatabase>,
  ctx: ResourceContext,
  locationId: string | null,
  parentId: string | null,
): Promise<void> {
  if (parentId === null) return;
  const tenantId = ctx.auth.tenantId;
  if (!isUuid(parentId)) throw invalidField('body', 'parentId', `${parentId.slice(0, 64)} is not a location`);
  const { rows } = await sql<{ id: string; account_id: string | null; depth: number }>`
    with recursive up as (
      select id, parent_id, account_id, 1 as depth from inventory_locations
       where tenant_id = ${tenantId} and id = ${parentId}
      union all
      select l.id, l.parent_id, l.account_id, up.depth + 1 from inventory_locations l join up on l.id = up.parent_id
      where l.tenant_id = ${tenantId} and up.depth < 64
    ) select id, account_id, depth from up`.execute(db);
  const parent = rows.find((row) => row.depth === 1);
  if (!parent || (ctx.scope.root !== null && !ctx.scope.includes(parent.account_id))) {
    throw invalidField('body', 'parentId', `${parentId} is not a location you may use`);
  }
  if (locationId !== null && rows.some((row) => row.id === locationId)) {
    throw invalidField('body', 'parentId', 'A location cannot sit beneath itself.');
  }
}

async function assertCapacities(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  capacities: readonly LocationCapacity[],
): Promise<void> {
  if (capacities.length === 0) return;
  const ids = capacities.map((capacity) => capacity.modelId);
  const index = ids.findIndex((id, at) => !isUuid(id) || ids.indexOf(id) !== at);
  if (index >= 0) throw invalidField('body', `capacities.${index}.modelId`, 'names no model, or one named twice');
  const known = await inventoryDb(db)
    .selectFrom('inventory_models')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  const knownIds = new Set(known.map((row) => row.id));
  const unknown = ids.findIndex((id) => !knownIds.has(id));
  if (unknown >= 0)
    throw invalidField('body', `capacities.${unknown}.modelId`, `${ids[unknown]} is not a device model of the tenant`);
}

/**
 * Stock locations as a tree (warehouses, shops, vans): each may belong to a partner account, which then
 * sees it (and only its own); capacity per model; inactive locations take no new stock.
 */
export function locationsDeclaration() {
  return declareResource({
    descriptor: LOCATION_RESOURCE,
    tags: ['Inventory locations'],
    database: inventoryDb,
    table: 'inventory_locations',
    alias: 'l',
    record: locationSchema,
    create: createLocationSchema,
    columns: {
      name: 'name',
      type: 'type',
      parentId: 'parent_id',
      accountId: 'account_id',
      region: 'region',
      address: 'address',
      active: 'active',
      capacities: 'capacities',
    },
    sorts: {
      name: { key: sql`lower(l.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      type: { column: 'type', values: z.enum(LOCATION_TYPES) },
      parent: {
        where: (values) =>
          values.includes('none')
            ? sql<boolean>`(l.parent_id is null or l.parent_id::text in (${sql.join(values)}))`
            : sql<boolean>`l.parent_id::text in (${sql.join(values)})`,
        values: z.union([uuidValue, z.literal('none')]),
      },
      active: { column: sql`l.active::text`, values: z.enum(['true', 'false']) },
      region: { column: sql`coalesce(l.region, '')` },
      account: { column: sql`coalesce(l.account_id, '')` },
    },
    search: ['name', sql`coalesce(l.region, '')`, 'address'],
    references: { kind: INVENTORY_REFERENCE_KINDS.location },
    summaries: {
      create:
        'Creates a location: WAREHOUSE, SHOP or VAN, beneath a `parentId` (or at the top), of a partner `accountId` (or the tenant’s), serving a `region`, with a `capacity` per model.',
      delete:
        'Deletes a location, given its version. Refused with 409 while it holds items, other locations sit beneath it, a transfer or requisition names it, or an ASSIGN_STOCK task template takes stock from it.',
    },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        await assertParent(trx, ctx, null, input.parentId);
        await assertCapacities(trx, ctx.auth.tenantId, input.capacities);
      },
      async beforeUpdate(trx, ctx, { id, changes }) {
        if (changes.parentId !== undefined) await assertParent(trx, ctx, id, changes.parentId);
        if (changes.capacities !== undefined) await assertCapacities(trx, ctx.auth.tenantId, changes.capacities);
      },
      // Items carry their location's account for the partner scope: they follow a change of it.
      async afterUpdate(trx, ctx, { id, changes }) {
        if (changes.accountId === undefined) return;
        await inventoryDb(trx)
          .updateTable('inventory_items')
          .set({ account_id: changes.accountId })
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where('location_id', '=', id)
          .execute();
      },
      async refuseDelete(trx, ctx, location) {
        // Locations beneath it and task templates naming it refuse through the map of references.
        const db = inventoryDb(trx);
        const item = await db
          .selectFrom('inventory_items')
          .select('serial')
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where('location_id', '=', location.locationId)
          .executeTakeFirst();
        if (item) return `It holds items (${item.serial} among them).`;
        const transfer = await db
          .selectFrom('inventory_transfers')
          .select('number')
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where((eb) =>
            eb.or([eb('from_location_id', '=', location.locationId), eb('to_location_id', '=', location.locationId)]),
          )
          .executeTakeFirst();
        if (transfer) return `The transfer ${transfer.number} names it.`;
        const requisition = await db
          .selectFrom('inventory_requisitions')
          .select('number')
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where('location_id', '=', location.locationId)
          .executeTakeFirst();
        return requisition ? `The requisition ${requisition.number} names it.` : null;
      },
      uniqueViolation: (values) => fieldConflict('name', `A location named "${String(values.name)}" already exists.`),
    },
  });
}

/** The locations' routes. */
export function locationsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, locationsDeclaration());
}
