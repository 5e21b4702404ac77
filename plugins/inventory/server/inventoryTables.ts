import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type DefaultTimestamp,
  type Json,
  type NullableTimestamp,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type {
  DeviceType,
  DiscrepancyKind,
  ItemState,
  LocationCapacity,
  LocationType,
  LowStockThresholds,
  ModelAttribute,
  MovementKind,
  ReasonUse,
  RequisitionLine,
  RequisitionState,
  TransferLine,
  TransferOutcome,
  TransferState,
} from '../contract.ts';

/** The inventory's tables: their migration, their row types, and the typed view of the database. */
export const INVENTORY_MIGRATIONS: Migration[] = [
  {
    id: 'inventory/001_inventory',
    sql: `${standardTable(
      'inventory_models',
      `name text not null,
  manufacturer text not null,
  type text not null,
  description text not null default '',
  attributes jsonb not null default '[]',
  low_stock jsonb not null,
  enabled boolean not null default true`,
      { uniqueName: true },
    )}${standardTable(
      'inventory_reasons',
      `name text not null,
  description text not null default '',
  applies_to jsonb not null,
  enabled boolean not null default true`,
      { uniqueName: true },
    )}${standardTable(
      'inventory_locations',
      `name text not null,
  type text not null,
  parent_id uuid references inventory_locations(id) on delete restrict,
  account_id text,
  region text,
  address text not null default '',
  active boolean not null default true,
  capacities jsonb not null default '[]'`,
      { uniqueName: true },
    )}create index inventory_locations_parent on inventory_locations (parent_id);
${standardTable(
  'inventory_items',
  `serial text not null,
  iccid text,
  mac text,
  model_id uuid not null references inventory_models(id) on delete restrict,
  state text not null,
  location_id uuid not null references inventory_locations(id) on delete restrict,
  account_id text,
  order_id uuid,
  order_number text,
  subscriber text,
  transfer_id uuid,
  reserved_at timestamptz`,
)}create unique index inventory_items_serial on inventory_items (tenant_id, serial);
create index inventory_items_pick on inventory_items (tenant_id, model_id, location_id, state, created_at, serial);
create index inventory_items_location on inventory_items (tenant_id, location_id, state);
create index inventory_items_account on inventory_items (tenant_id, account_id);
create index inventory_items_order on inventory_items (order_id) where order_id is not null;
create index inventory_items_updated on inventory_items (tenant_id, updated_at, id);

create table inventory_movements (
  id uuid primary key default gen_random_uuid(),
  seq bigserial not null,
  tenant_id text not null references tenants(id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null,
  item_id uuid not null references inventory_items(id) on delete cascade,
  serial text not null,
  model_id uuid not null,
  from_location_id uuid,
  to_location_id uuid,
  from_state text,
  to_state text not null,
  account_id text,
  order_id uuid,
  order_number text,
  transfer_id uuid,
  requisition_id uuid,
  discrepancy text,
  reason text,
  note text not null default '',
  actor text not null
);
create index inventory_movements_tenant on inventory_movements (tenant_id, seq);
create index inventory_movements_item on inventory_movements (item_id, seq);
${standardTable(
  'inventory_transfers',
  `number text not null,
  state text not null,
  from_location_id uuid not null references inventory_locations(id) on delete restrict,
  to_location_id uuid not null references inventory_locations(id) on delete restrict,
  account_id text,
  requisition_id uuid,
  lines jsonb not null,
  note text not null default '',
  created_by text not null,
  shipped_at timestamptz,
  received_at timestamptz`,
)}create unique index inventory_transfers_number on inventory_transfers (tenant_id, number);

create table inventory_transfer_items (
  transfer_id uuid not null references inventory_transfers(id) on delete cascade,
  item_id uuid not null references inventory_items(id) on delete cascade,
  outcome text,
  primary key (transfer_id, item_id)
);
${standardTable(
  'inventory_requisitions',
  `number text not null,
  state text not null,
  location_id uuid not null references inventory_locations(id) on delete restrict,
  account_id text,
  lines jsonb not null,
  note text not null default '',
  requested_by text not null,
  decided_by text,
  decided_at timestamptz,
  rejection_reason text,
  transfer_id uuid references inventory_transfers(id) on delete set null`,
)}create unique index inventory_requisitions_number on inventory_requisitions (tenant_id, number);
`,
  },
  {
    id: 'inventory/002_stock_alerts',
    // A location's stock of a model falling below its threshold, written in the move's transaction:
    // the notifications plugin reads it after a cursor.
    sql: `create table inventory_stock_alerts (
  id bigserial primary key,
  tenant_id text not null references tenants(id) on delete cascade,
  at timestamptz not null,
  location_id uuid not null references inventory_locations(id) on delete cascade,
  model_id uuid not null references inventory_models(id) on delete cascade,
  in_stock integer not null,
  threshold integer not null
);
create index inventory_stock_alerts_tenant on inventory_stock_alerts (tenant_id, id);
`,
  },
];

export interface InventoryModelsTable extends StandardColumns {
  name: string;
  manufacturer: string;
  type: DeviceType;
  description: Generated<string>;
  attributes: DefaultJson<ModelAttribute[]>;
  low_stock: Json<LowStockThresholds>;
  enabled: Generated<boolean>;
}

export interface InventoryReasonsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  applies_to: Json<ReasonUse[]>;
  enabled: Generated<boolean>;
}

export interface InventoryLocationsTable extends StandardColumns {
  name: string;
  type: LocationType;
  parent_id: string | null;
  account_id: string | null;
  region: string | null;
  address: Generated<string>;
  active: Generated<boolean>;
  capacities: DefaultJson<LocationCapacity[]>;
}

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

export interface InventoryTransfersTable extends StandardColumns {
  number: string;
  state: TransferState;
  from_location_id: string;
  to_location_id: string;
  /** The partner account of the destination, else of the source, when the transfer was created. */
  account_id: string | null;
  requisition_id: string | null;
  lines: Json<TransferLine[]>;
  note: Generated<string>;
  created_by: string;
  shipped_at: NullableTimestamp;
  received_at: NullableTimestamp;
}

export interface InventoryTransferItemsTable {
  transfer_id: string;
  item_id: string;
  outcome: TransferOutcome | null;
}

export interface InventoryRequisitionsTable extends StandardColumns {
  number: string;
  state: RequisitionState;
  location_id: string;
  /** The partner account of the requesting location. */
  account_id: string | null;
  lines: Json<RequisitionLine[]>;
  note: Generated<string>;
  requested_by: string;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  rejection_reason: string | null;
  transfer_id: string | null;
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
}

export interface InventoryTables {
  inventory_models: InventoryModelsTable;
  inventory_reasons: InventoryReasonsTable;
  inventory_locations: InventoryLocationsTable;
  inventory_items: InventoryItemsTable;
  inventory_movements: InventoryMovementsTable;
  inventory_transfers: InventoryTransfersTable;
  inventory_transfer_items: InventoryTransferItemsTable;
  inventory_requisitions: InventoryRequisitionsTable;
  inventory_stock_alerts: InventoryStockAlertsTable;
}

export type InventoryDb = PluginDb<InventoryTables>;
export const inventoryDb = (db: Kysely<CoreDatabase>): InventoryDb => pluginDb<InventoryTables>(db);

export const INVENTORY_TABLE_SPECS: TableSpecs<InventoryTables> = {
  inventory_models: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    manufacturer: 'text',
    type: 'text',
    description: 'text default',
    attributes: 'jsonb default',
    low_stock: 'jsonb',
    enabled: 'boolean default',
  },
  inventory_reasons: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    applies_to: 'jsonb',
    enabled: 'boolean default',
  },
  inventory_locations: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    type: 'text',
    parent_id: 'uuid null',
    account_id: 'text null',
    region: 'text null',
    address: 'text default',
    active: 'boolean default',
    capacities: 'jsonb default',
  },
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
  inventory_transfers: {
    ...STANDARD_COLUMN_SPECS,
    number: 'text',
    state: 'text',
    from_location_id: 'uuid',
    to_location_id: 'uuid',
    account_id: 'text null',
    requisition_id: 'uuid null',
    lines: 'jsonb',
    note: 'text default',
    created_by: 'text',
    shipped_at: 'timestamptz null',
    received_at: 'timestamptz null',
  },
  inventory_transfer_items: {
    transfer_id: 'uuid',
    item_id: 'uuid',
    outcome: 'text null',
  },
  inventory_requisitions: {
    ...STANDARD_COLUMN_SPECS,
    number: 'text',
    state: 'text',
    location_id: 'uuid',
    account_id: 'text null',
    lines: 'jsonb',
    note: 'text default',
    requested_by: 'text',
    decided_by: 'text null',
    decided_at: 'timestamptz null',
    rejection_reason: 'text null',
    transfer_id: 'uuid null',
  },
  inventory_stock_alerts: {
    id: 'bigint default',
    tenant_id: 'text',
    at: 'timestamptz',
    location_id: 'uuid',
    model_id: 'uuid',
    in_stock: 'integer',
    threshold: 'integer',
  },
};
