import type { Kysely } from 'kysely';
import { z } from 'zod';
import { resourceIdSchema } from '../../../core/contract/resourceSchemas.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute, type ExampleLookup } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  INVENTORY_PERMISSIONS,
  TRANSFER_PATHS,
  receiveTransferSchema,
  shipTransferSchema,
  transferSchema,
  type Transfer,
} from '../contract.ts';
import { stockCaller, type StockCaller, targetCaller } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';
import { receive, ship } from './transferMoves.ts';
import { transferRecords, transferRows } from './transfersResource.ts';

type Db = Kysely<CoreDatabase>;
const transferParams = z.strictObject({ transferId: resourceIdSchema });

/** The transfer of the tenant the caller reaches, as a record (locked for a change), or a 404. */
export async function findTransfer(db: Db, caller: StockCaller, transferId: string, lock = false): Promise<Transfer> {
  if (!isUuid(transferId)) throw notFound('The transfer');
  let query = transferRows(db).where('t.tenant_id', '=', caller.auth.tenantId).where('t.id', '=', transferId);
  if (lock) query = query.forUpdate('t');
  const row = await query.executeTakeFirst();
  if (!row || !caller.scope.includes(row.accountId)) throw notFound('The transfer');
  const [record] = await transferRecords(db, [row]);
  return record as Transfer;
}

const exampleTransfer =
  (state: Transfer['state']) =>
  async ({ db, tenantId }: ExampleLookup) => {
    const row = await inventoryDb(db)
      .selectFrom('inventory_transfers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('state', '=', state)
      .limit(1)
      .executeTakeFirst();
    return row ? { transferId: row.id } : null;
  };

async function audit(
  trx: Db,
  auth: AuthContext,
  requestId: string,
  transfer: Transfer,
  action: string,
  after: unknown,
) {
  await recordAudit(trx, {
    tenantId: auth.tenantId,
    actor: { userId: auth.userId, username: auth.username },
    requestId,
    entity: 'transfer',
    entityId: transfer.transferId,
    action,
    before: { number: transfer.number, state: transfer.state },
    after,
    accountId: transfer.accountId,
  });
}

/** Shipping and receiving a transfer (inventory:transfer:u). */
export function transferRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const checkTarget = async ({ params, auth }: { params: { transferId: string }; auth: AuthContext | null }) => {
    const caller = await targetCaller(db, auth);
    if (!caller) throw notFound('The transfer');
    await findTransfer(db, caller, params.transferId);
  };
  return [
    defineRoute({
      method: 'POST',
      url: TRANSFER_PATHS.ship,
      summary:
        'Ships a DRAFT transfer (`version`): its named serials and, per model line, that many IN_STOCK items of the source go IN_TRANSIT (409 when the stock is short).',
      tags: ['Inventory transfers'],
      permission: INVENTORY_PERMISSIONS.transfer.update,
      params: transferParams,
      body: shipTransferSchema,
      exampleParams: exampleTransfer('DRAFT'),
      checkTarget,
      response: transferSchema,
      handler: async ({ params, body, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        await db.transaction().execute(async (trx) => {
          const transfer = await findTransfer(trx, caller, params.transferId, true);
          assertVersion('The transfer', body.version, transfer.version);
          if (transfer.state !== 'DRAFT')
            throw conflict(`${transfer.number} is ${transfer.state}: only a DRAFT transfer ships.`);
          await ship(trx, { tenantId: auth.tenantId, actor: auth.username, at: new Date(services.clock()) }, transfer);
          await audit(trx, auth, request.id, transfer, 'ship', { number: transfer.number, state: 'IN_TRANSIT' });
        });
        const shipped = await findTransfer(db, caller, params.transferId);
        return ok(shipped, `${shipped.number} shipped: ${shipped.items.length} items in transit`);
      },
    }),
    defineRoute({
      method: 'POST',
      url: TRANSFER_PATHS.receive,
      summary:
        'Receives an IN_TRANSIT transfer (`version`), item by item: `items` names shipped serials RECEIVED, MISSING or DAMAGED (others are RECEIVED), `extra` serials that arrived unshipped (an unknown one with its `modelId`).',
      tags: ['Inventory transfers'],
      permission: INVENTORY_PERMISSIONS.transfer.update,
      params: transferParams,
      body: receiveTransferSchema,
      exampleParams: exampleTransfer('IN_TRANSIT'),
      checkTarget,
      response: transferSchema,
      handler: async ({ params, body, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        await db.transaction().execute(async (trx) => {
          const transfer = await findTransfer(trx, caller, params.transferId, true);
          assertVersion('The transfer', body.version, transfer.version);
          if (transfer.state !== 'IN_TRANSIT')
            throw conflict(`${transfer.number} is ${transfer.state}: only a transfer in transit is received.`);
          await receive(
            trx,
            { tenantId: auth.tenantId, actor: auth.username, at: new Date(services.clock()) },
            transfer,
            body,
          );
          await audit(trx, auth, request.id, transfer, 'receive', { number: transfer.number, state: 'RECEIVED' });
        });
        const received = await findTransfer(db, caller, params.transferId);
        const message =
          received.discrepancies > 0
            ? `${received.number} received with ${received.discrepancies} discrepancies`
            : `${received.number} received`;
        return ok(received, message);
      },
    }),
  ];
}
