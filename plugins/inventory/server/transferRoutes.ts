import type { Kysely } from 'kysely';
import { z } from 'zod';
import { resourceIdSchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
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
import { assertReachesEnds, type TransferEnd } from './transferReach.ts';
import type { LedgerActor } from './stockLedger.ts';
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

/** What a transfer action needs: the state it takes, what it does, and how its answer reads. */
interface TransferAction<Body extends { version: number }> {
  url: string;
  summary: string;
  body: z.ZodType<Body>;
  from: Transfer['state'];
  to: Transfer['state'];
  refusal: string;
  action: 'ship' | 'receive';
  /** The end the caller must reach: the stock leaves the source, or arrives at the destination. */
  needs: TransferEnd;
  work: (trx: Db, who: LedgerActor, transfer: Transfer, body: Body, scope: AccountScope) => Promise<void>;
  message: (transfer: Transfer) => string;
}

const SHIP: TransferAction<z.infer<typeof shipTransferSchema>> = {
  url: TRANSFER_PATHS.ship,
  summary:
    'Ships a DRAFT transfer (`version`): its named serials and, per model line, that many IN_STOCK items of the source go IN_TRANSIT (409 when the stock is short), and the requisition it fulfils is FULFILLED; 403 to a caller who does not reach the source.',
  body: shipTransferSchema,
  from: 'DRAFT',
  to: 'IN_TRANSIT',
  refusal: 'only a DRAFT transfer ships',
  action: 'ship',
  needs: 'source',
  work: (trx, who, transfer) => ship(trx, who, transfer),
  message: (shipped) => `${shipped.number} shipped: ${shipped.items.length} items in transit`,
};

const RECEIVE: TransferAction<z.infer<typeof receiveTransferSchema>> = {
  url: TRANSFER_PATHS.receive,
  summary:
    'Receives an IN_TRANSIT transfer (`version`), item by item: `items` names shipped serials RECEIVED, MISSING or DAMAGED (others are RECEIVED), `extra` serials that arrived unshipped (an unknown one with its `modelId`; one the caller does not reach reads as unknown); 403 to a caller who does not reach the destination.',
  body: receiveTransferSchema,
  from: 'IN_TRANSIT',
  to: 'RECEIVED',
  refusal: 'only a transfer in transit is received',
  action: 'receive',
  needs: 'destination',
  work: receive,
  message: (received) =>
    received.discrepancies > 0
      ? `${received.number} received with ${received.discrepancies} discrepancies`
      : `${received.number} received`,
};

/** Shipping and receiving a transfer (inventory:transfer:u). */
export function transferRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const checkTarget = async ({ params, auth }: { params: { transferId: string }; auth: AuthContext | null }) => {
    const caller = await targetCaller(db, auth);
    if (!caller) throw notFound('The transfer');
    await findTransfer(db, caller, params.transferId);
  };
  const route = <Body extends { version: number }>(action: TransferAction<Body>) =>
    defineRoute({
      method: 'POST',
      url: action.url,
      summary: action.summary,
      tags: ['Inventory transfers'],
      permission: INVENTORY_PERMISSIONS.transfer.update,
      params: transferParams,
      body: action.body,
      exampleParams: exampleTransfer(action.from),
      checkTarget,
      response: transferSchema,
      handler: async ({ params, body, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        await db.transaction().execute(async (trx) => {
          const transfer = await findTransfer(trx, caller, params.transferId, true);
          assertVersion('The transfer', body.version, transfer.version);
          if (transfer.state !== action.from)
            throw conflict(`${transfer.number} is ${transfer.state}: ${action.refusal}.`);
          await assertReachesEnds(trx, caller, transfer, [action.needs], action.action);
          const who = { tenantId: auth.tenantId, actor: auth.username, at: new Date(services.clock()) };
          await action.work(trx, who, transfer, body, caller.scope);
          await audit(trx, auth, request.id, transfer, action.action, { number: transfer.number, state: action.to });
        });
        const after = await findTransfer(db, caller, params.transferId);
        return ok(after, action.message(after));
      },
    });
  return [route(SHIP), route(RECEIVE)];
}
