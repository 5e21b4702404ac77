import type { Migration } from '../../../../core/server/db/migrator.ts';

/** The orders' hourly rollups and the deltas not yet folded in. */
export const ORDER_STATS_MIGRATIONS: Migration[] = [
  {
    id: 'engine/006_order_stats',
    sql: `
create table order_stats (
  tenant_id text not null,
  -- The partner account, or '' for orders of no account.
  account_key text not null,
  service_name text not null,
  hour timestamptz not null,
  kind text not null,
  state text not null,
  band integer not null,
  count integer not null,
  primary key (tenant_id, account_key, service_name, hour, kind, state, band)
);
create index order_stats_window on order_stats (tenant_id, kind, hour);

create table order_stats_deltas (
  id bigserial primary key,
  tenant_id text not null,
  account_key text not null,
  service_name text not null,
  hour timestamptz not null,
  kind text not null,
  state text not null,
  band integer not null,
  delta integer not null
);
create index order_stats_deltas_window on order_stats_deltas (tenant_id, kind, hour);
`,
  },
  {
    id: 'engine/018_orders_completed',
    sql: `
-- The completed orders by when they completed: a window that starts inside an hour counts that hour's part
-- from the orders themselves, the whole hours after it from the rollup.
create index orders_tenant_completed on orders (tenant_id, completed_at) where state = 'COMPLETED';
`,
  },
];
