import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type DefaultTimestamp,
  type NullableTimestamp,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { DiscrepancyKind, ItemState, MovementKind } from '../../contract.ts';

// Stock: items by serial, the movement ledger, and the low-stock alerts moves write.

/** One serial: where it is and in which state; every change of either writes a movement in the same transaction. */
export interface InventoryItemsTable extends StandardColumns {
  serial: string;
  iccid: string | null;
  mac: string | null;
  model_id: string;
  state: ItemState;
  location_id: string;
  /** The partner account of the item's location, written with the location. */
  account_id: string | null;
  order_id: string | null;
  order_number: string | null;
  subscriber: string | null;
  transfer_id: string | null;
  reserved_at: NullableTimestamp;
}

/** The append-only ledger: one row per change of an item's state or location. */
export interface InventoryMovementsTable {
  id: Generated<string>;
  /** The order movements were written in (several may share an instant). */
  seq: Generated<number>;
  tenant_id: string;
  at: DefaultTimestamp;
  kind: MovementKind;
  item_id: string;
  serial: string;
  model_id: string;
  from_location_id: string | null;
  to_location_id: string | null;
  from_state: ItemState | null;
  to_state: ItemState;
  account_id: string | null;
  order_id: string | null;
  order_number: string | null;
  transfer_id: string | null;
  requisition_id: string | null;
  discrepancy: DiscrepancyKind | null;
  reason: string | null;
  note: Generated<string>;
  actor: string;
}

/** A location's stock of a model that fell below its type's threshold (see the notifications' source). */
export interface InventoryStockAlertsTable {
  id: Generated<number>;
  tenant_id: string;
  at: Date;
  location_id: string;
  model_id: string;
  in_stock: number;
  threshold: number;
  /** The writing transaction (xid8 as text): where the notifier goes on from, with `id`. */
  tx: Generated<string>;
}

export interface StockTables {
  inventory_items: InventoryItemsTable;
  inventory_movements: InventoryMovementsTable;
  inventory_stock_alerts: InventoryStockAlertsTable;
}

export const STOCK_TABLE_SPECS: TableSpecs<StockTables> = {
  inventory_items: {
    ...STANDARD_COLUMN_SPECS,
    serial: 'text',
    iccid: 'text null',
    mac: 'text null',
    model_id: 'uuid',
    state: 'text',
    location_id: 'uuid',
    account_id: 'text null',
    order_id: 'uuid null',
    order_number: 'text null',
    subscriber: 'text null',
    transfer_id: 'uuid null',
    reserved_at: 'timestamptz null',
  },
  inventory_movements: {
    id: 'uuid default',
    seq: 'bigint default',
    tenant_id: 'text',
    at: 'timestamptz default',
    kind: 'text',
    item_id: 'uuid',
    serial: 'text',
    model_id: 'uuid',
    from_location_id: 'uuid null',
    to_location_id: 'uuid null',
    from_state: 'text null',
    to_state: 'text',
    account_id: 'text null',
    order_id: 'uuid null',
    order_number: 'text null',
    transfer_id: 'uuid null',
    requisition_id: 'uuid null',
    discrepancy: 'text null',
    reason: 'text null',
    note: 'text default',
    actor: 'text',
  },
  inventory_stock_alerts: {
    id: 'bigint default',
    tenant_id: 'text',
    at: 'timestamptz',
    location_id: 'uuid',
    model_id: 'uuid',
    in_stock: 'integer',
    threshold: 'integer',
    tx: 'xid8 default',
  },
};
