import type { Migration } from '../../../core/server/db/migrator.ts';
import { standardTable } from '../../../core/server/db/pluginTables.ts';

/**
 * The inventory's migrations: the catalogue, locations, stock and documents at once, then the stock alerts,
 * then the tenant of a transfer's items, then the documents' number counters.
 */
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
  {
    id: 'inventory/003_stock_alert_transactions',
    sql: `
-- The notifier goes on from (tx, id): see core/server/db/eventPositions.ts.
alter table inventory_stock_alerts add column tx xid8 not null default pg_current_xact_id();
create index inventory_stock_alerts_tenant_tx on inventory_stock_alerts (tenant_id, tx, id);
`,
  },
  {
    id: 'inventory/004_transfer_item_tenants',
    // Every table of tenant data has its tenant: a transfer's items take their transfer's.
    sql: `
alter table inventory_transfer_items add column tenant_id text;
update inventory_transfer_items ti set tenant_id = t.tenant_id from inventory_transfers t where t.id = ti.transfer_id;
alter table inventory_transfer_items alter column tenant_id set not null;
alter table inventory_transfer_items add constraint inventory_transfer_items_tenant_id_fkey
  foreign key (tenant_id) references tenants(id) on delete cascade;
`,
  },
  {
    id: 'inventory/005_document_number_counters',
    // A deleted draft's number is never given again: each tenant's count of a kind of document only moves
    // forward, from the highest number it holds. A requisition is fulfilled once its transfer ships: one
    // marked fulfilled by a transfer still a draft, or by one since deleted, is approved again.
    sql: `
create table inventory_document_counters (
  tenant_id text not null references tenants(id) on delete cascade,
  document text not null,
  last_value integer not null,
  primary key (tenant_id, document)
);
insert into inventory_document_counters (tenant_id, document, last_value)
  select tenant_id, 'TR', max(substring(number from '[0-9]+$')::integer) from inventory_transfers group by tenant_id;
insert into inventory_document_counters (tenant_id, document, last_value)
  select tenant_id, 'RQ', max(substring(number from '[0-9]+$')::integer) from inventory_requisitions group by tenant_id;
update inventory_requisitions q set state = 'APPROVED', version = q.version + 1
  where q.state = 'FULFILLED'
    and (q.transfer_id is null
      or exists (select 1 from inventory_transfers t where t.id = q.transfer_id and t.state = 'DRAFT'));
`,
  },
];
