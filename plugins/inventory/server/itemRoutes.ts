import type { Kysely } from 'kysely';
import { z } from 'zod';
import { resourceIdSchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { isUuid, isUniqueViolation } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { ApiError, conflict, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute, type ExampleLookup } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  INVENTORY_PERMISSIONS,
  ITEM_PATHS,
  itemHistorySchema,
  itemSchema,
  markFaultySchema,
  moveItemSchema,
  receiptResultSchema,
  receiveStockSchema,
  retireItemSchema,
  type ItemState,
  type MovementKind,
} from '../contract.ts';
import { requireActiveLocation, reasonName, stockCaller, type StockCaller, targetCaller } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';
import { itemRecord, itemRows } from './itemsResource.ts';
import { movementRecords } from './movementsResource.ts';
import { parseReceiptCsv } from './receiptCsv.ts';
import { createItems, moveItems } from './stockLedger.ts';
import { planReceipt } from './stockReceipt.ts';

type Db = Kysely<CoreDatabase>;
const PERMISSIONS = INVENTORY_PERMISSIONS.stock;
const itemParams = z.strictObject({ itemId: resourceIdSchema });

async function exampleItem({ db, tenantId }: ExampleLookup) {
  const row = await inventoryDb(db)
    .selectFrom('inventory_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('state', '=', 'IN_STOCK')
    .limit(1)
    .executeTakeFirst();
  return row ? { itemId: row.id } : null;
}

/** The item of the tenant the caller reaches, or a 404. */
async function findItem(db: Db, caller: StockCaller, itemId: string, lock = false) {
  if (!isUuid(itemId)) throw notFound('The item');
  let query = itemRows(db).where('i.tenant_id', '=', caller.auth.tenantId).where('i.id', '=', itemId);
  if (lock) query = query.forUpdate('i');
  const row = await query.executeTakeFirst();
  if (!row || !caller.scope.includes(row.accountId)) throw notFound('The item');
  return row;
}

interface ItemAction {
  url: string;
  summary: string;
  body: typeof markFaultySchema | typeof retireItemSchema | typeof moveItemSchema;
  from: readonly ItemState[];
  use: 'FAULTY' | 'RETIRE' | 'MOVE';
  kind: MovementKind;
  toState: (state: ItemState) => ItemState;
  message: string;
}

const ACTIONS: readonly ItemAction[] = [
  {
    url: ITEM_PATHS.faulty,
    summary: 'Marks an IN_STOCK item FAULTY (`version`, optional `reasonId` and `note`); a movement records it.',
    body: markFaultySchema,
    from: ['IN_STOCK'],
    use: 'FAULTY',
    kind: 'STATE_CHANGE',
    toState: () => 'FAULTY',
    message: 'Item marked faulty',
  },
  {
    url: ITEM_PATHS.retire,
    summary: 'Retires an IN_STOCK or FAULTY item for good (`version`, optional `reasonId` and `note`).',
    body: retireItemSchema,
    from: ['IN_STOCK', 'FAULTY'],
    use: 'RETIRE',
    kind: 'STATE_CHANGE',
    toState: () => 'RETIRED',
    message: 'Item retired',
  },
  {
    url: ITEM_PATHS.move,
    summary:
      'Moves an IN_STOCK or FAULTY item to another active location without a transfer (a correction): `version`, `locationId`, optional `reasonId` and `note`.',
    body: moveItemSchema,
    from: ['IN_STOCK', 'FAULTY'],
    use: 'MOVE',
    kind: 'MOVE',
    toState: (state) => state,
    message: 'Item moved',
  },
];

/** The stock screen's actions: a CSV receipt, an item's history, and marking faulty, retiring and moving. */
export function itemRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const actionRoutes = ACTIONS.map((action) =>
    defineRoute({
      method: 'POST',
      url: action.url,
      summary: action.summary,
      tags: ['Inventory stock'],
      permission: PERMISSIONS.update,
      params: itemParams,
      body: action.body,
      exampleParams: exampleItem,
      checkTarget: async ({ params, auth }) => {
        const caller = await targetCaller(db, auth);
        if (!caller) throw notFound('The item');
        await findItem(db, caller, params.itemId);
      },
      response: itemSchema,
      handler: async ({ params, body, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        await db.transaction().execute(async (trx) => {
          const item = await findItem(trx, caller, params.itemId, true);
          assertVersion('The item', body.version, item.version);
          if (!action.from.includes(item.state)) {
            throw conflict(
              `${item.serial} is ${item.state}: only ${action.from.join(' or ')} items can be ${action.message.replace('Item ', '')}.`,
            );
          }
          const reason = await reasonName(trx, auth.tenantId, body.reasonId, action.use);
          let toLocationId: string | undefined;
          const targetId = 'locationId' in body ? String(body.locationId) : null;
          if (targetId !== null) {
            const target = await requireActiveLocation(trx, caller, targetId, 'locationId');
            if (target.id === item.locationId) throw conflict(`${item.serial} is at ${target.name} already.`);
            toLocationId = target.id;
          }
          await moveItems(
            trx,
            { tenantId: auth.tenantId, actor: auth.username, at: new Date(services.clock()) },
            [{ id: item.itemId, state: item.state, locationId: item.locationId }],
            { kind: action.kind, toState: action.toState(item.state), toLocationId, reason, note: body.note },
          );
        });
        return ok(itemRecord(await findItem(db, caller, params.itemId)), action.message);
      },
    }),
  );
  return [
    defineRoute({
      method: 'POST',
      url: ITEM_PATHS.receive,
      summary:
        'Receives stock from a CSV (`serial,model[,iccid][,mac]`, at most 10,000 rows) at an active location. `dryRun: true` answers each row (OK, DUPLICATE, UNKNOWN_MODEL, OVER_CAPACITY, INVALID) and applies nothing; `dryRun: false` takes every row in IN_STOCK with a RECEIPT movement, or, when any row is refused, none (409 with the rows as data).',
      tags: ['Inventory stock'],
      permission: PERMISSIONS.create,
      body: receiveStockSchema,
      response: receiptResultSchema,
      handler: async ({ body, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        const lines = parseReceiptCsv(body.csv);
        const location = await requireActiveLocation(db, caller, body.locationId, 'locationId');
        const reason = await reasonName(db, auth.tenantId, body.reasonId, null);
        if (body.dryRun) {
          const plan = await planReceipt(db, caller, location, lines);
          return ok(
            { dryRun: true, applied: false, ...plan.result },
            `${plan.result.accepted} rows can be received, ${plan.result.refused} refused`,
          );
        }
        try {
          const result = await db.transaction().execute(async (trx) => {
            const plan = await planReceipt(trx, caller, location, lines);
            if (plan.result.refused > 0) {
              throw new ApiError(
                409,
                `Nothing was received: ${plan.result.refused} of ${lines.length} rows are refused.`,
                {},
                {
                  dryRun: false,
                  applied: false,
                  ...plan.result,
                },
              );
            }
            await createItems(
              trx,
              { tenantId: auth.tenantId, actor: auth.username, at: new Date(services.clock()) },
              location.id,
              plan.items,
              { kind: 'RECEIPT', reason, note: body.note ?? '' },
            );
            return plan.result;
          });
          return ok(
            { dryRun: false, applied: true, ...result },
            `${result.accepted} items received at ${location.name}`,
          );
        } catch (error) {
          if (isUniqueViolation(error))
            throw conflict('Another receipt took some of these serials in meanwhile: run the dry run again.');
          throw error;
        }
      },
    }),
    defineRoute({
      method: 'GET',
      url: ITEM_PATHS.history,
      summary: 'An item and every movement of it, oldest first: receipt, reservations, transfers, state changes.',
      tags: ['Inventory stock'],
      permission: PERMISSIONS.read,
      params: itemParams,
      exampleParams: exampleItem,
      response: itemHistorySchema,
      handler: async ({ params, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        const item = await findItem(db, caller, params.itemId);
        const movements = await movementRecords(db, auth.tenantId, (query) =>
          query.where('v.item_id', '=', item.itemId).orderBy('v.seq', 'asc'),
        );
        return ok({ item: itemRecord(item), movements });
      },
    }),
    ...actionRoutes,
  ];
}
