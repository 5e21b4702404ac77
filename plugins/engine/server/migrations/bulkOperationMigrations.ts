import type { Migration } from '../../../../core/server/db/migrator.ts';

/** Bulk repush and cancel operations, with one item per order. */
export const BULK_OPERATION_MIGRATIONS: Migration[] = [
  {
    id: 'engine/005_bulk_operations',
    sql: `
create table bulk_operations (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  kind text not null,
  reason text,
  state text not null,
  total integer not null,
  created_by text not null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create table bulk_operation_items (
  bulk_id uuid not null references bulk_operations(id) on delete cascade,
  position integer not null,
  order_id uuid not null,
  order_number text not null,
  outcome text not null,
  message text,
  primary key (bulk_id, position)
);
`,
  },
  {
    id: 'engine/017_bulk_item_tenants',
    sql: `
-- Every row of tenant data names its tenant, so the tenant guard holds it like any other.
alter table bulk_operation_items add column tenant_id text references tenants(id) on delete cascade;
update bulk_operation_items i set tenant_id = b.tenant_id from bulk_operations b where b.id = i.bulk_id;
alter table bulk_operation_items alter column tenant_id set not null;
`,
  },
];
