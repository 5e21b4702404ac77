import type { Kysely } from 'kysely';
import { z } from 'zod';
import { resourceIdSchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, forbidden, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute, type ExampleLookup } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  INVENTORY_PERMISSIONS,
  REQUISITION_PATHS,
  approveRequisitionSchema,
  fulfilRequisitionSchema,
  rejectRequisitionSchema,
  requisitionSchema,
  type Requisition,
  type RequisitionState,
} from '../contract.ts';
import { nextNumber } from './documentNumbers.ts';
import { assertSourceCovers } from './fulfilmentStock.ts';
import { stockCaller, type StockCaller, targetCaller } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';
import { requisitionRecords, requisitionRows } from './requisitionsResource.ts';
import { checkTransferLines, transferEnds } from './transfersResource.ts';

type Db = Kysely<CoreDatabase>;
const requisitionParams = z.strictObject({ requisitionId: resourceIdSchema });

async function findRequisition(db: Db, caller: StockCaller, requisitionId: string, lock = false): Promise<Requisition> {
  if (!isUuid(requisitionId)) throw notFound('The requisition');
  let query = requisitionRows(db).where('q.tenant_id', '=', caller.auth.tenantId).where('q.id', '=', requisitionId);
  if (lock) query = query.forUpdate('q');
  const row = await query.executeTakeFirst();
  if (!row || !caller.scope.includes(row.accountId)) throw notFound('The requisition');
  const [record] = await requisitionRecords(db, [row]);
  return record as Requisition;
}

const exampleRequisition =
  (state: RequisitionState) =>
  async ({ db, tenantId }: ExampleLookup) => {
    const row = await inventoryDb(db)
      .selectFrom('inventory_requisitions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('state', '=', state)
      .limit(1)
      .executeTakeFirst();
    return row ? { requisitionId: row.id } : null;
  };

interface Decision {
  url: string;
  summary: string;
  from: RequisitionState;
  body: typeof approveRequisitionSchema | typeof rejectRequisitionSchema | typeof fulfilRequisitionSchema;
  action: 'approve' | 'reject' | 'fulfil';
  done: string;
}

const DECISIONS: readonly Decision[] = [
  {
    url: REQUISITION_PATHS.approve,
    summary: 'Approves a REQUESTED requisition (`version`); not allowed to the user who requested it.',
    from: 'REQUESTED',
    body: approveRequisitionSchema,
    action: 'approve',
    done: 'approved',
  },
  {
    url: REQUISITION_PATHS.reject,
    summary: 'Rejects a REQUESTED requisition with a `reason` (`version`); not allowed to the user who requested it.',
    from: 'REQUESTED',
    body: rejectRequisitionSchema,
    action: 'reject',
    done: 'rejected',
  },
  {
    url: REQUISITION_PATHS.fulfil,
    summary:
      'Fulfils an APPROVED requisition from `fromLocationId`, a location the caller reaches holding every line in stock (else a 400 naming `fromLocationId` and how many are in stock) (`version`): a DRAFT transfer of its lines to the requesting location is created and named on the requisition, which stays APPROVED until the transfer ships (FULFILLED), and is APPROVED with no transfer again if the draft is deleted; 409 while a transfer of it is a draft.',
    from: 'APPROVED',
    body: fulfilRequisitionSchema,
    action: 'fulfil',
    done: 'fulfilled',
  },
];

/**
 * Creates the DRAFT transfer that fulfils a requisition; answers its id. The caller reaches the source it
 * sends from: a partner's requisition of the tenant's stock is fulfilled by the tenant.
 */
async function createFulfilment(
  trx: Db,
  caller: StockCaller,
  requisition: Requisition,
  fromLocationId: string,
  at: Date,
) {
  const { from, to, accountId } = await transferEnds(trx, caller, fromLocationId, requisition.locationId);
  const lines = requisition.lines.map(({ modelId, quantity }) => ({ modelId, quantity }));
  await checkTransferLines(trx, caller, from.id, lines);
  await assertSourceCovers(trx, caller.auth.tenantId, from, requisition.lines);
  const number = await nextNumber(trx, caller.auth.tenantId, 'TR');
  const created = await inventoryDb(trx)
    .insertInto('inventory_transfers')
    .values({
      tenant_id: caller.auth.tenantId,
      number,
      state: 'DRAFT',
      from_location_id: from.id,
      to_location_id: to.id,
      account_id: accountId,
      requisition_id: requisition.requisitionId,
      lines: JSON.stringify(lines),
      note: `Fulfils ${requisition.number}`,
      created_by: caller.auth.username,
      created_at: at,
      updated_at: at,
      updated_by: caller.auth.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Approving, rejecting (by another user than the requester) and fulfilling requisitions (inventory:requisition:u). */
export function requisitionRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  return DECISIONS.map((decision) =>
    defineRoute({
      method: 'POST',
      url: decision.url,
      summary: decision.summary,
      tags: ['Inventory requisitions'],
      permission: INVENTORY_PERMISSIONS.requisition.update,
      params: requisitionParams,
      body: decision.body,
      exampleParams: exampleRequisition(decision.from),
      checkTarget: async ({ params, auth }: { params: { requisitionId: string }; auth: AuthContext | null }) => {
        const caller = await targetCaller(db, auth);
        if (!caller) throw notFound('The requisition');
        await findRequisition(db, caller, params.requisitionId);
      },
      response: requisitionSchema,
      handler: async ({ params, body, auth, request }) => {
        const caller = await stockCaller(db, request, auth);
        const at = new Date(services.clock());
        await db.transaction().execute(async (trx) => {
          const requisition = await findRequisition(trx, caller, params.requisitionId, true);
          assertVersion('The requisition', body.version, requisition.version);
          if (requisition.state !== decision.from) {
            throw conflict(
              `${requisition.number} is ${requisition.state}: only a ${decision.from} requisition is ${decision.done}.`,
            );
          }
          if (decision.action === 'fulfil' && requisition.transferId) {
            throw conflict(`${requisition.number} is being fulfilled: its transfer is a draft, to ship or delete.`);
          }
          if (decision.action !== 'fulfil' && requisition.requestedBy === auth.username) {
            throw forbidden(`You requested ${requisition.number}: another user ${decision.action}s it.`);
          }
          const set: Record<string, unknown> = {};
          if ('fromLocationId' in body) {
            set.transfer_id = await createFulfilment(trx, caller, requisition, String(body.fromLocationId), at);
          } else {
            set.state = decision.action === 'approve' ? 'APPROVED' : 'REJECTED';
            set.decided_by = auth.username;
            set.decided_at = at;
            if ('reason' in body) set.rejection_reason = body.reason;
          }
          await inventoryDb(trx)
            .updateTable('inventory_requisitions')
            .set({ ...set, version: requisition.version + 1, updated_at: at, updated_by: auth.username })
            .where('id', '=', requisition.requisitionId)
            .execute();
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: { userId: auth.userId, username: auth.username },
            requestId: request.id,
            entity: 'requisition',
            entityId: requisition.requisitionId,
            action: decision.action,
            before: { number: requisition.number, state: requisition.state },
            after: { number: requisition.number, ...set },
            accountId: requisition.accountId,
          });
        });
        const after = await findRequisition(db, caller, params.requisitionId);
        const said =
          decision.action === 'fulfil' ? 'is being fulfilled: a draft transfer of it is created' : decision.done;
        return ok(after, `${after.number} ${said}`);
      },
    }),
  );
}
