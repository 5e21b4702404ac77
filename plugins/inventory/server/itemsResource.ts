import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { DEVICE_TYPES, ITEM_RESOURCE, ITEM_STATES, itemSchema } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';

const uuidValue = z.uuid();

/** Rows of `column` at one of these locations or beneath them. */
export function atLocationsOrBeneath(column: RawBuilder<unknown>, locationIds: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`${column} in (
    with recursive tree as (
      select id, 1 as depth from inventory_locations where id::text in (${sql.join([...locationIds])})
      union all
      select c.id, tree.depth + 1 from inventory_locations c join tree on c.parent_id = tree.id where tree.depth < 64
    ) select id from tree)`;
}

/** The items with what their records show: the model's name and type, the location's name. */
export function itemRows(db: Kysely<CoreDatabase>) {
  return inventoryDb(db)
    .selectFrom('inventory_items as i')
    .innerJoin('inventory_models as m', 'm.id', 'i.model_id')
    .innerJoin('inventory_locations as l', 'l.id', 'i.location_id')
    .select([
      'i.id as itemId',
      'i.serial',
      'i.iccid',
      'i.mac',
      'i.model_id as modelId',
      'm.name as modelName',
      'm.type',
      'i.state',
      'i.location_id as locationId',
      'l.name as locationName',
      'i.account_id as accountId',
      'i.order_id as orderId',
      'i.order_number as orderNumber',
      'i.subscriber',
      'i.transfer_id as transferId',
      'i.reserved_at as reservedAt',
      'i.version',
      'i.created_at as createdAt',
      'i.updated_at as updatedAt',
      'i.updated_by as updatedBy',
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemRows>['executeTakeFirstOrThrow']>>;

/** An item row as its record: times as ISO text. */
export function itemRecord(row: ItemRow) {
  return {
    ...row,
    reservedAt: row.reservedAt ? row.reservedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stock: items by serial, ICCID or MAC, model, state, location (with the locations beneath it), order
 * and subscriber. Read-only on the kit: items change through receipts, the item actions, transfers and
 * the engine's ASSIGN_STOCK step, each with its movement.
 */
export function itemsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: ITEM_RESOURCE,
    tags: ['Inventory stock'],
    database: inventoryDb,
    table: 'inventory_items',
    alias: 'i',
    record: itemSchema,
    columns: { accountId: 'account_id' },
    select: (db) => itemRows(db),
    toRecords: async (_db, rows: ItemRow[]) => rows.map(itemRecord),
    sorts: {
      serial: { key: 'serial', type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
      state: { key: 'state', type: 'text' },
    },
    filters: {
      state: { column: 'state', values: z.enum(ITEM_STATES) },
      model: { column: sql`i.model_id::text`, values: uuidValue },
      type: { where: (values) => sql<boolean>`m.type in (${sql.join(values)})`, values: z.enum(DEVICE_TYPES) },
      location: { where: (values) => atLocationsOrBeneath(sql.ref('i.location_id'), values), values: uuidValue },
      serial: { column: 'serial' },
      iccid: { column: sql`coalesce(i.iccid, '')` },
      mac: { column: sql`coalesce(i.mac, '')` },
      orderNumber: { column: sql`coalesce(i.order_number, '')` },
      subscriber: { column: sql`coalesce(i.subscriber, '')` },
      updated: { column: 'updated_at' },
    },
    search: [
      'serial',
      sql`coalesce(i.iccid, '')`,
      sql`coalesce(i.mac, '')`,
      sql`coalesce(i.order_number, '')`,
      sql`coalesce(i.subscriber, '')`,
    ],
    summaries: {
      list: 'Lists the items: filter by `state`, `model`, `type`, `location` (and the locations beneath it), `serial`, `iccid`, `mac`, `orderNumber`, `subscriber`; `q` searches serial, ICCID, MAC, order number and subscriber.',
    },
  });
}
