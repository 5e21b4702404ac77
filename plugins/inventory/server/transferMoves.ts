import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import { conflict, invalidField } from '../../../core/server/http/errors.ts';
import type { ItemState, ReceiveTransfer, Transfer, TransferOutcome } from '../contract.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { inventoryDb } from './inventoryTables.ts';
import { requisitionShipped } from './requisitionProgress.ts';
import { moveItems, type ItemBefore, type LedgerActor } from './stockLedger.ts';
import { takeInExtras } from './transferExtras.ts';
import { transferRecords, transferRows } from './transfersResource.ts';

/** What shipping and receiving a transfer do to its items, the ledger and the transfer, in the caller's transaction. */

type Db = Kysely<CoreDatabase>;

/** A transfer of the tenant as a record, locked for the change (no partner scope: the caller checked it). */
export async function loadTransfer(trx: Db, tenantId: string, transferId: string): Promise<Transfer> {
  const row = await transferRows(trx)
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', '=', transferId)
    .forUpdate('t')
    .executeTakeFirst();
  if (!row) throw notFound('The transfer');
  const [record] = await transferRecords(trx, [row]);
  return record as Transfer;
}

async function markTransfer(trx: Db, who: LedgerActor, transfer: Transfer, set: Record<string, unknown>) {
  await inventoryDb(trx)
    .updateTable('inventory_transfers')
    .set({ ...set, version: transfer.version + 1, updated_at: who.at, updated_by: who.actor })
    .where('id', '=', transfer.transferId)
    .execute();
}

/**
 * Ships a DRAFT transfer: its named serials (each IN_STOCK at the source) and, for each model line, that
 * many IN_STOCK items of the model at the source (locked, skipping items another writer holds) go
 * IN_TRANSIT, each with a TRANSFER_OUT movement; the requisition it fulfils is FULFILLED.
 */
export async function ship(trx: Db, who: LedgerActor, transfer: Transfer): Promise<void> {
  const idb = inventoryDb(trx);
  const serials = transfer.lines.flatMap((line) => ('serial' in line ? [line.serial] : []));
  const picked: ItemBefore[] = [];
  if (serials.length > 0) {
    const named = await idb
      .selectFrom('inventory_items')
      .select(['id', 'serial', 'state', 'location_id as locationId'])
      .where('tenant_id', '=', who.tenantId)
      .where('serial', 'in', serials)
      .forUpdate()
      .execute();
    for (const serial of serials) {
      const item = named.find((candidate) => candidate.serial === serial);
      if (!item || item.state !== 'IN_STOCK' || item.locationId !== transfer.fromLocationId) {
        throw conflict(`${serial} is not in stock at ${transfer.fromLocationName} any more.`);
      }
      picked.push(item);
    }
  }
  for (const line of transfer.lines) {
    if ('serial' in line) continue;
    const taken = picked.map((item) => item.id);
    let query = idb
      .selectFrom('inventory_items')
      .select(['id', 'state', 'location_id as locationId'])
      .where('tenant_id', '=', who.tenantId)
      .where('model_id', '=', line.modelId)
      .where('location_id', '=', transfer.fromLocationId)
      .where('state', '=', 'IN_STOCK');
    if (taken.length > 0) query = query.where('id', 'not in', taken);
    const items = await query
      .orderBy('created_at')
      .orderBy('serial')
      .limit(line.quantity)
      .forUpdate()
      .skipLocked()
      .execute();
    if (items.length < line.quantity) {
      const model = await idb
        .selectFrom('inventory_models')
        .select('name')
        .where('id', '=', line.modelId)
        .executeTakeFirst();
      throw conflict(
        `Only ${items.length} ${model?.name ?? 'items'} of the ${line.quantity} asked for are in stock at ${transfer.fromLocationName}.`,
      );
    }
    picked.push(...items);
  }
  await moveItems(trx, who, picked, { kind: 'TRANSFER_OUT', toState: 'IN_TRANSIT', transferId: transfer.transferId });
  await idb
    .insertInto('inventory_transfer_items')
    .values(
      picked.map((item) => ({
        tenant_id: who.tenantId,
        transfer_id: transfer.transferId,
        item_id: item.id,
        outcome: null,
      })),
    )
    .execute();
  await markTransfer(trx, who, transfer, { state: 'IN_TRANSIT', shipped_at: who.at });
  await requisitionShipped(trx, who, transfer);
}

const ARRIVALS: Readonly<Record<Exclude<TransferOutcome, 'EXTRA'>, { state: ItemState; atDestination: boolean }>> = {
  RECEIVED: { state: 'IN_STOCK', atDestination: true },
  DAMAGED: { state: 'FAULTY', atDestination: true },
  // A missing item is written off where it was last seen: retired at the source.
  MISSING: { state: 'RETIRED', atDestination: false },
};

/**
 * Receives an IN_TRANSIT transfer item by item: RECEIVED items are IN_STOCK at the destination
 * (TRANSFER_IN), DAMAGED ones FAULTY there and MISSING ones retired (DISCREPANCY movements), and extra
 * serials that arrived unshipped are taken in at the destination (`transferExtras.ts`), as far as the
 * scope of the caller reaches.
 */
export async function receive(
  trx: Db,
  who: LedgerActor,
  transfer: Transfer,
  body: ReceiveTransfer,
  scope: AccountScope,
): Promise<void> {
  const idb = inventoryDb(trx);
  const shipped = new Map(transfer.items.map((item) => [item.serial, item]));
  const outcomes = new Map<string, Exclude<TransferOutcome, 'EXTRA'>>();
  body.items.forEach((entry, index) => {
    if (!shipped.has(entry.serial))
      throw invalidField('body', `items.${index}.serial`, `${entry.serial} was not shipped in ${transfer.number}`);
    if (outcomes.has(entry.serial))
      throw invalidField('body', `items.${index}.serial`, `${entry.serial} is named twice`);
    outcomes.set(entry.serial, entry.outcome);
  });
  const extraSerials = new Set<string>();
  body.extra.forEach((entry, index) => {
    if (shipped.has(entry.serial))
      throw invalidField(
        'body',
        `extra.${index}.serial`,
        `${entry.serial} was shipped in ${transfer.number}: name it in items`,
      );
    if (extraSerials.has(entry.serial))
      throw invalidField('body', `extra.${index}.serial`, `${entry.serial} is named twice`);
    extraSerials.add(entry.serial);
  });

  const current = await idb
    .selectFrom('inventory_items')
    .select(['id', 'serial', 'state', 'location_id as locationId'])
    .where(
      'id',
      'in',
      transfer.items.map((item) => item.itemId),
    )
    .forUpdate()
    .execute();
  for (const outcome of ['RECEIVED', 'DAMAGED', 'MISSING'] as const) {
    const items = current.filter((item) => (outcomes.get(item.serial) ?? 'RECEIVED') === outcome);
    const arrival = ARRIVALS[outcome];
    await moveItems(trx, who, items, {
      kind: outcome === 'RECEIVED' ? 'TRANSFER_IN' : 'DISCREPANCY',
      toState: arrival.state,
      toLocationId: arrival.atDestination ? transfer.toLocationId : undefined,
      transferId: null,
      discrepancy: outcome === 'RECEIVED' ? null : outcome,
      note: body.note,
    });
    if (items.length > 0) {
      await idb
        .updateTable('inventory_transfer_items')
        .set({ outcome })
        .where('tenant_id', '=', who.tenantId)
        .where('transfer_id', '=', transfer.transferId)
        .where(
          'item_id',
          'in',
          items.map((item) => item.id),
        )
        .execute();
    }
  }

  await takeInExtras(trx, who, transfer, body, scope);
  await markTransfer(trx, who, transfer, { state: 'RECEIVED', received_at: who.at });
}
