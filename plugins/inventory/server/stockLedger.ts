import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { DiscrepancyKind, ItemState, MovementKind } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';

/**
 * The one writer of items: every change of an item's state, place, order or transfer is written together
 * with its row of the append-only movement ledger, in the caller's transaction, so the quantities every
 * screen counts from the items always agree with the ledger (a server test replays it to check).
 */

type Db = Kysely<CoreDatabase>;

/** Who moves stock, when, in which tenant. */
export interface LedgerActor {
  tenantId: string;
  actor: string;
  at: Date;
}

/** An item as it is before a change (the ledger keeps where and in which state it was). */
export interface ItemBefore {
  id: string;
  state: ItemState;
  locationId: string;
}

/** One change applied to a set of items. Fields left undefined keep the item's value; null clears it. */
export interface ItemChange {
  kind: MovementKind;
  toState: ItemState;
  toLocationId?: string;
  order?: { id: string | null; number: string | null; subscriber: string | null } | null;
  transferId?: string | null;
  /** The transfer the movement belongs to when the item's own is not it (an extra item found on receipt). */
  ledgerTransferId?: string;
  requisitionId?: string | null;
  discrepancy?: DiscrepancyKind | null;
  reason?: string | null;
  note?: string;
}

/** Changes the items and appends one movement per item. */
export async function moveItems(
  trx: Db,
  who: LedgerActor,
  items: readonly ItemBefore[],
  change: ItemChange,
): Promise<void> {
  if (items.length === 0) return;
  const location = change.toLocationId ?? null;
  const account =
    location === null
      ? null
      : ((
          await inventoryDb(trx)
            .selectFrom('inventory_locations')
            .select('account_id')
            .where('id', '=', location)
            .executeTakeFirstOrThrow()
        ).account_id ?? null);
  const setsOrder = change.order !== undefined;
  const order = change.order ?? null;
  const setsTransfer = change.transferId !== undefined;
  const reserving = change.toState === 'RESERVED';
  await sql`
    with moved as (
      update inventory_items i set
        state = ${change.toState},
        location_id = coalesce(${location}::uuid, i.location_id),
        account_id = case when ${location}::uuid is null then i.account_id else ${account}::text end,
        order_id = case when ${setsOrder} then ${order?.id ?? null}::uuid else i.order_id end,
        order_number = case when ${setsOrder} then ${order?.number ?? null}::text else i.order_number end,
        subscriber = case when ${setsOrder} then ${order?.subscriber ?? null}::text else i.subscriber end,
        transfer_id = case when ${setsTransfer} then ${change.transferId ?? null}::uuid else i.transfer_id end,
        reserved_at = case when ${reserving} then ${who.at}::timestamptz
                           when ${change.toState} = 'ASSIGNED' then i.reserved_at else null end,
        version = i.version + 1,
        updated_at = ${who.at}::timestamptz,
        updated_by = ${who.actor}
      from unnest(${items.map((item) => item.id)}::uuid[], ${items.map((item) => item.state)}::text[],
                  ${items.map((item) => item.locationId)}::uuid[]) as b(id, from_state, from_location)
      where i.id = b.id and i.tenant_id = ${who.tenantId}
      returning i.id, i.serial, i.model_id, i.location_id, i.state, i.account_id, i.order_id, i.order_number,
        i.transfer_id, b.from_state, b.from_location
    ), before as (
      select id, order_id, order_number, transfer_id from inventory_items where id = any(${items.map((item) => item.id)}::uuid[])
    )
    insert into inventory_movements (tenant_id, at, kind, item_id, serial, model_id, from_location_id,
      to_location_id, from_state, to_state, account_id, order_id, order_number, transfer_id, requisition_id,
      discrepancy, reason, note, actor)
    select ${who.tenantId}, ${who.at}::timestamptz, ${change.kind}, m.id, m.serial, m.model_id, m.from_location,
      m.location_id, m.from_state, m.state, m.account_id, coalesce(m.order_id, b.order_id),
      coalesce(m.order_number, b.order_number), coalesce(${change.ledgerTransferId ?? null}::uuid, m.transfer_id, b.transfer_id),
      ${change.requisitionId ?? null}::uuid,
      ${change.discrepancy ?? null}::text, ${change.reason ?? null}::text, ${change.note ?? ''}, ${who.actor}
    from moved m join before b on b.id = m.id`.execute(trx);
  await recordFallsBelowThreshold(trx, who, items, change);
}

/**
 * Records each location and model whose IN_STOCK count this move took from at or above its threshold to
 * below it (once per crossing, not once per item under it), for the notifications to read.
 */
async function recordFallsBelowThreshold(
  trx: Db,
  who: LedgerActor,
  items: readonly ItemBefore[],
  change: ItemChange,
): Promise<void> {
  const left = items.filter(
    (item) =>
      item.state === 'IN_STOCK' &&
      (change.toState !== 'IN_STOCK' || (change.toLocationId !== undefined && change.toLocationId !== item.locationId)),
  );
  if (left.length === 0) return;
  await sql`
    with gone as (
      select b.location_id, i.model_id, count(*)::int as n
      from unnest(${left.map((item) => item.id)}::uuid[], ${left.map((item) => item.locationId)}::uuid[])
        as b(id, location_id)
      join inventory_items i on i.id = b.id
      group by b.location_id, i.model_id
    ), counted as (
      select g.location_id, g.model_id, g.n, (m.low_stock ->> l.type)::int as threshold,
        (select count(*)::int from inventory_items x where x.tenant_id = ${who.tenantId}
           and x.location_id = g.location_id and x.model_id = g.model_id and x.state = 'IN_STOCK') as in_stock
      from gone g
      join inventory_locations l on l.id = g.location_id and l.active
      join inventory_models m on m.id = g.model_id and m.enabled
    )
    insert into inventory_stock_alerts (tenant_id, at, location_id, model_id, in_stock, threshold)
    select ${who.tenantId}, ${who.at}::timestamptz, location_id, model_id, in_stock, threshold from counted
    where threshold > 0 and in_stock < threshold and in_stock + n >= threshold`.execute(trx);
}

/** A new item to take in. */
export interface NewItem {
  serial: string;
  modelId: string;
  iccid: string | null;
  mac: string | null;
}

/** Takes new items in IN_STOCK at a location, each with its ledger row (a receipt, or an extra found). */
export async function createItems(
  trx: Db,
  who: LedgerActor,
  locationId: string,
  items: readonly NewItem[],
  ledger: {
    kind: MovementKind;
    discrepancy?: DiscrepancyKind;
    transferId?: string;
    reason?: string | null;
    note?: string;
  },
): Promise<string[]> {
  if (items.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    with location as (
      select id, account_id from inventory_locations where tenant_id = ${who.tenantId} and id = ${locationId}::uuid
    ), created as (
      insert into inventory_items (tenant_id, serial, iccid, mac, model_id, state, location_id, account_id,
        created_at, updated_at, updated_by)
      select ${who.tenantId}, n.serial, n.iccid, n.mac, n.model_id, 'IN_STOCK', l.id, l.account_id,
        ${who.at}::timestamptz, ${who.at}::timestamptz, ${who.actor}
      from unnest(${items.map((item) => item.serial)}::text[], ${items.map((item) => item.iccid)}::text[],
                  ${items.map((item) => item.mac)}::text[], ${items.map((item) => item.modelId)}::uuid[])
        as n(serial, iccid, mac, model_id)
      cross join location l
      returning id, serial, model_id, location_id, account_id
    ), logged as (
      insert into inventory_movements (tenant_id, at, kind, item_id, serial, model_id, from_location_id,
        to_location_id, from_state, to_state, account_id, transfer_id, discrepancy, reason, note, actor)
      select ${who.tenantId}, ${who.at}::timestamptz, ${ledger.kind}, c.id, c.serial, c.model_id, null, c.location_id,
        null, 'IN_STOCK', c.account_id, ${ledger.transferId ?? null}::uuid, ${ledger.discrepancy ?? null}::text,
        ${ledger.reason ?? null}::text, ${ledger.note ?? ''}, ${who.actor}
      from created c
    )
    select id from created`.execute(trx);
  return rows.map((row) => row.id);
}

/** The items of these ids (of the tenant) as they are now, locked for the change. */
export async function lockItems(trx: Db, tenantId: string, ids: readonly string[]): Promise<ItemBefore[]> {
  if (ids.length === 0) return [];
  return inventoryDb(trx)
    .selectFrom('inventory_items')
    .select(['id', 'state', 'location_id as locationId'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}
