import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { MOVEMENT_KINDS, MOVEMENT_RESOURCE, movementSchema, type Movement } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';
import { atLocationsOrBeneath } from './itemsResource.ts';

const uuidValue = z.uuid();

/** The ledger's rows with the names of the model and the locations. */
export function movementRows(db: Kysely<CoreDatabase>) {
  return inventoryDb(db)
    .selectFrom('inventory_movements as v')
    .innerJoin('inventory_models as m', 'm.id', 'v.model_id')
    .leftJoin('inventory_locations as lf', 'lf.id', 'v.from_location_id')
    .leftJoin('inventory_locations as lt', 'lt.id', 'v.to_location_id')
    .select([
      'v.id as movementId',
      'v.at',
      'v.kind',
      'v.item_id as itemId',
      'v.serial',
      'v.model_id as modelId',
      'm.name as modelName',
      'v.from_location_id as fromLocationId',
      'lf.name as fromLocationName',
      'v.to_location_id as toLocationId',
      'lt.name as toLocationName',
      'v.from_state as fromState',
      'v.to_state as toState',
      'v.account_id as accountId',
      'v.order_id as orderId',
      'v.order_number as orderNumber',
      'v.transfer_id as transferId',
      'v.requisition_id as requisitionId',
      'v.discrepancy',
      'v.reason',
      'v.note',
      'v.actor',
    ]);
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof movementRows>['executeTakeFirstOrThrow']>>;

export const movementRecord = (row: MovementRow): Movement => ({ ...row, at: row.at.toISOString() });

/** The tenant's movements a query narrows (one item's history), as records. */
export async function movementRecords(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  narrow: (query: ReturnType<typeof movementRows>) => ReturnType<typeof movementRows>,
): Promise<Movement[]> {
  const rows = await narrow(movementRows(db).where('v.tenant_id', '=', tenantId)).execute();
  return rows.map(movementRecord);
}

/**
 * The movement ledger: every receipt, reservation, assignment, release, transfer, discrepancy and state
 * change, who and why. Append-only: the kit offers it read-only (list, one, export).
 */
export function movementsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: MOVEMENT_RESOURCE,
    tags: ['Inventory logs'],
    database: inventoryDb,
    table: 'inventory_movements',
    alias: 'v',
    record: movementSchema,
    columns: { accountId: 'account_id' },
    select: (db) => movementRows(db),
    toRecords: async (_db, rows: MovementRow[]) => rows.map(movementRecord),
    // The ledger's own order: movements written at one instant keep the order they were written in.
    sorts: { at: { key: 'seq', type: 'integer' } },
    filters: {
      kind: { column: 'kind', values: z.enum(MOVEMENT_KINDS) },
      model: { column: sql`v.model_id::text`, values: uuidValue },
      location: {
        where: (values) =>
          sql<boolean>`(${atLocationsOrBeneath(sql.ref('v.from_location_id'), values)} or ${atLocationsOrBeneath(sql.ref('v.to_location_id'), values)})`,
        values: uuidValue,
      },
      serial: { column: 'serial' },
      actor: { column: 'actor' },
      orderNumber: { column: sql`coalesce(v.order_number, '')` },
      at: { column: 'at' },
    },
    search: ['serial', 'actor', sql`coalesce(v.order_number, '')`, sql`coalesce(v.reason, '')`, 'note'],
    summaries: {
      list: 'Lists the movement ledger, newest first: filter by `kind`, `model`, `location` (from or to, with the locations beneath), `serial`, `actor`, `orderNumber`, `atFrom`/`atTo`.',
    },
  });
}
