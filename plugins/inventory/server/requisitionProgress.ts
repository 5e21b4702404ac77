import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { Transfer } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';
import type { LedgerActor } from './stockLedger.ts';

/**
 * A requisition follows the transfer that fulfils it: APPROVED while the transfer is a draft, FULFILLED
 * once it ships, APPROVED and fulfillable again when the draft is deleted.
 */

type Db = Kysely<CoreDatabase>;
type Fulfilment = Pick<Transfer, 'transferId' | 'requisitionId'>;

/** The transfer shipped: the requisition it fulfils is FULFILLED. */
export async function requisitionShipped(trx: Db, who: LedgerActor, transfer: Fulfilment): Promise<void> {
  if (!transfer.requisitionId) return;
  await inventoryDb(trx)
    .updateTable('inventory_requisitions')
    .set((eb) => ({
      state: 'FULFILLED',
      version: eb('version', '+', 1),
      updated_at: who.at,
      updated_by: who.actor,
    }))
    .where('tenant_id', '=', who.tenantId)
    .where('id', '=', transfer.requisitionId)
    .where('transfer_id', '=', transfer.transferId)
    .execute();
}

/** The draft was deleted: the requisition it would have fulfilled is APPROVED again, with no transfer. */
export async function requisitionReopened(trx: Db, who: LedgerActor, transfer: Fulfilment): Promise<void> {
  if (!transfer.requisitionId) return;
  await inventoryDb(trx)
    .updateTable('inventory_requisitions')
    .set((eb) => ({
      state: 'APPROVED',
      transfer_id: null,
      version: eb('version', '+', 1),
      updated_at: who.at,
      updated_by: who.actor,
    }))
    .where('tenant_id', '=', who.tenantId)
    .where('id', '=', transfer.requisitionId)
    .where('state', 'in', ['APPROVED', 'FULFILLED'])
    .where((eb) => eb.or([eb('transfer_id', 'is', null), eb('transfer_id', '=', transfer.transferId)]))
    .execute();
}
