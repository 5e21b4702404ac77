import type { Kysely } from 'kysely';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, invalidField } from '../../../core/server/http/errors.ts';
import type { ReceiveTransfer, Transfer } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';
import { createItems, moveItems, type LedgerActor, type NewItem } from './stockLedger.ts';

type Db = Kysely<CoreDatabase>;

/** States of an item another document or order holds: it cannot turn up as extra. */
const HELD_ELSEWHERE = ['RESERVED', 'ASSIGNED', 'IN_TRANSIT'];

/**
 * Takes in at a transfer's destination the serials that arrived without being shipped (EXTRA), each with
 * its DISCREPANCY movement and its row among the transfer's items: an item the caller reaches moves there
 * from wherever it was; an unknown serial becomes a new item of the model named. An item the caller does
 * not reach (the tenant's, for a partner user) reads as an unknown serial and never moves: named with a
 * model, it is refused, since the serial is taken.
 */
export async function takeInExtras(
  trx: Db,
  who: LedgerActor,
  transfer: Transfer,
  body: Pick<ReceiveTransfer, 'extra' | 'note'>,
  scope: AccountScope,
): Promise<void> {
  if (body.extra.length === 0) return;
  const idb = inventoryDb(trx);
  const known = await idb
    .selectFrom('inventory_items')
    .select(['id', 'serial', 'state', 'location_id as locationId', 'account_id as accountId'])
    .where('tenant_id', '=', who.tenantId)
    .where(
      'serial',
      'in',
      body.extra.map((entry) => entry.serial),
    )
    .forUpdate()
    .execute();
  const bySerial = new Map(known.map((item) => [item.serial, item]));
  const models = new Set(
    (await idb.selectFrom('inventory_models').select('id').where('tenant_id', '=', who.tenantId).execute()).map(
      (model) => model.id,
    ),
  );
  const found: typeof known = [];
  const fresh: NewItem[] = [];
  body.extra.forEach((entry, index) => {
    const item = bySerial.get(entry.serial);
    if (item && scope.includes(item.accountId)) {
      if (HELD_ELSEWHERE.includes(item.state)) {
        throw conflict(`${entry.serial} is ${item.state} elsewhere: it cannot be taken in as extra.`);
      }
      found.push(item);
      return;
    }
    if (!entry.modelId)
      throw invalidField('body', `extra.${index}.modelId`, `${entry.serial} is not known: name its model`);
    if (!models.has(entry.modelId))
      throw invalidField('body', `extra.${index}.modelId`, `${entry.modelId.slice(0, 64)} is not a device model`);
    if (item) {
      throw invalidField(
        'body',
        `extra.${index}.serial`,
        `${entry.serial} is already known: it cannot be taken in as a new item`,
      );
    }
    fresh.push({ serial: entry.serial, modelId: entry.modelId, iccid: null, mac: null });
  });
  await moveItems(trx, who, found, {
    kind: 'DISCREPANCY',
    toState: 'IN_STOCK',
    toLocationId: transfer.toLocationId,
    discrepancy: 'EXTRA',
    ledgerTransferId: transfer.transferId,
    note: body.note,
  });
  const created = await createItems(trx, who, transfer.toLocationId, fresh, {
    kind: 'DISCREPANCY',
    discrepancy: 'EXTRA',
    transferId: transfer.transferId,
    note: body.note,
  });
  await idb
    .insertInto('inventory_transfer_items')
    .values(
      [...found.map((item) => item.id), ...created].map((itemId) => ({
        tenant_id: who.tenantId,
        transfer_id: transfer.transferId,
        item_id: itemId,
        outcome: 'EXTRA' as const,
      })),
    )
    .execute();
}
