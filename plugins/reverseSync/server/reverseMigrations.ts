import type { Migration } from '../../../core/server/db/migrator.ts';
import { standardTable } from '../../../core/server/db/pluginTables.ts';
import { orderEventCursorToPosition } from '../../engine/public/server/orderEventCursors.ts';

/** Reverse sync's migrations, in order: its tables (row types in `reverseTables.ts`) and their changes. */
export const REVERSE_MIGRATIONS: Migration[] = [
  {
    id: 'reverseSync/001_reverse_sync',
    sql: `${standardTable(
      'reverse_subscribers',
      `name text not null,
  description text not null default '',
  url text not null,
  event_types jsonb not null,
  service text,
  operation text,
  account_id text,
  payload_format text not null default 'JSON',
  headers jsonb not null default '{}',
  enabled boolean not null default true,
  retry_schedule jsonb,
  concurrency integer not null default 4,
  in_order boolean not null default false,
  secret text not null,
  previous_secret text,
  previous_secret_until timestamptz,
  failing_since timestamptz,
  disabled_at timestamptz,
  disabled_reason text`,
      { uniqueName: true },
    )}
create table reverse_configuration (
  tenant_id text primary key references tenants(id) on delete cascade,
  retention_days integer not null,
  retry_schedule jsonb not null,
  disable_after_hours integer not null,
  allow_loopback boolean not null,
  allow_private_networks boolean not null,
  rotation_overlap_hours integer not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text
);

create table reverse_cursors (
  tenant_id text primary key references tenants(id) on delete cascade,
  last_event_id bigint not null
);

create table reverse_deliveries (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  subscriber_id uuid references reverse_subscribers(id) on delete set null,
  subscriber_name text not null,
  account_id text,
  webhook_id text not null,
  event_type text not null,
  engine_event text not null,
  event_id bigint,
  order_id uuid,
  order_number text,
  step_id text,
  payload text not null,
  state text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  replay_of uuid
);
create unique index reverse_deliveries_once on reverse_deliveries (subscriber_id, event_id)
  where event_id is not null and replay_of is null;
create index reverse_deliveries_tenant on reverse_deliveries (tenant_id, created_at desc, id);
create index reverse_deliveries_due on reverse_deliveries (next_attempt_at) where state in ('PENDING', 'RETRYING');
create index reverse_deliveries_order on reverse_deliveries (order_id);

create table reverse_attempts (
  id bigserial primary key,
  delivery_id uuid not null references reverse_deliveries(id) on delete cascade,
  tenant_id text not null references tenants(id) on delete cascade,
  subscriber_id uuid,
  number integer not null,
  at timestamptz not null,
  status_code integer,
  latency_ms integer not null,
  response text not null,
  ok boolean not null
);
create index reverse_attempts_delivery on reverse_attempts (delivery_id, number);
create index reverse_attempts_subscriber on reverse_attempts (subscriber_id, at desc);

create table reverse_replay_jobs (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  subscriber_id uuid not null,
  since timestamptz not null,
  total integer not null,
  done integer not null default 0,
  state text not null,
  results jsonb not null default '[]',
  created_by text not null,
  created_at timestamptz not null default now()
);

create table reverse_receiver (
  tenant_id text primary key references tenants(id) on delete cascade,
  mode text not null,
  fail_status integer not null,
  latency_ms integer not null
);

create table reverse_receiver_calls (
  id bigserial primary key,
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  webhook_id text not null,
  event_type text not null,
  headers jsonb not null,
  body text not null,
  status integer not null,
  signature_valid boolean not null,
  received_at timestamptz not null default now()
);
create index reverse_receiver_calls_tenant on reverse_receiver_calls (tenant_id, id desc);
`,
  },
  {
    id: 'reverseSync/002_subscriber_translation',
    sql: 'alter table reverse_subscribers add column translation text;',
  },
  {
    id: 'reverseSync/003_subscriber_rate_limit',
    sql: `alter table reverse_subscribers add column rate_per_second integer,
  add column rate_tokens double precision not null default 0,
  add column rate_refilled_at timestamptz;`,
  },
  {
    id: 'reverseSync/004_cursor_positions',
    sql: orderEventCursorToPosition('reverse_cursors'),
  },
  {
    // Header values become secrets: those stored in clear wait in unsealed_headers until the first worker
    // seals them (sealStoredHeaders.ts). Loopback and private destinations become the operator's setting.
    id: 'reverseSync/005_sealed_headers',
    sql: `alter table reverse_subscribers rename column headers to unsealed_headers;
alter table reverse_subscribers add column headers jsonb not null default '{}';
alter table reverse_configuration drop column allow_loopback, drop column allow_private_networks;`,
  },
  {
    // When the secrets were last entered: the record and the audit log say so, never the secrets. Unknown before.
    id: 'reverseSync/006_secret_times',
    sql: `alter table reverse_subscribers add column secret_at timestamptz;
alter table reverse_subscribers add column header_set_at jsonb not null default '{}';`,
  },
  {
    // The lease of the process sending a delivery: once that lease is gone, the delivery is due again at
    // once, not when lease_until passes (claimDue.ts, deliveriesHeld.ts).
    id: 'reverseSync/007_delivery_holders',
    sql: `alter table reverse_deliveries add column leased_by uuid;
create index reverse_deliveries_leased_by on reverse_deliveries (leased_by) where leased_by is not null;`,
  },
];
