import type { Migration } from '../../../../core/server/db/migrator.ts';
import { HOLDING_LEASE } from '../../../../core/server/jobs/leaseSql.ts';

/** Orders with their tasks, attempts and events, and what sub-orders, rollback, the listing and the order watch added. */
export const ORDER_MIGRATIONS: Migration[] = [
  {
    id: 'engine/003_orders',
    sql: `
create sequence order_number_seq;

create table orders (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  order_number text not null unique,
  service_id uuid not null,
  service_name text not null,
  operation text not null,
  workflow_id uuid not null,
  workflow_name text not null,
  workflow_version integer not null,
  account_id text,
  subscriber_key text,
  external_id text,
  payload jsonb not null,
  priority integer not null,
  source text not null,
  idempotency_key text,
  request_hash text not null,
  state text not null,
  state_reason text,
  sla_due_at timestamptz,
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  last_event_at timestamptz not null default now(),
  version integer not null default 1,
  updated_by text
);
create unique index orders_idempotency_key on orders (tenant_id, idempotency_key) where idempotency_key is not null;
create index orders_tenant_created on orders (tenant_id, created_at desc, id desc);
create index orders_tenant_state on orders (tenant_id, state, created_at desc);
create index orders_subscriber on orders (tenant_id, subscriber_key);
create index orders_external on orders (tenant_id, external_id);
create index orders_workflow_version on orders (workflow_id, workflow_version) where state not in ('COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK');

create table order_tasks (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders(id) on delete cascade,
  tenant_id text not null,
  step_id text not null,
  step_name text not null,
  type text not null,
  task_template text,
  iteration integer not null default 1,
  state text not null,
  input jsonb,
  output jsonb,
  error_code text,
  error_message text,
  attempt_count integer not null default 0,
  -- The engine has followed the task's edges (or parked its order): false while its order was paused.
  advanced boolean not null default false,
  scheduled_at timestamptz not null default now(),
  run_after timestamptz not null default now(),
  started_at timestamptz,
  ended_at timestamptz,
  unique (order_id, step_id, iteration)
);
create index order_tasks_order on order_tasks (order_id);

create table task_attempts (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references order_tasks(id) on delete cascade,
  order_id uuid not null,
  tenant_id text not null,
  number integer not null,
  state text not null,
  request jsonb,
  response jsonb,
  error_code text,
  error_message text,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  duration_ms double precision,
  unique (task_id, number)
);

create table order_events (
  id bigserial primary key,
  tenant_id text not null,
  order_id uuid not null references orders(id) on delete cascade,
  account_id text,
  type text not null,
  step_id text,
  task_id uuid,
  data jsonb not null default '{}'::jsonb,
  actor text not null,
  at timestamptz not null default now()
);
create index order_events_order on order_events (order_id, id);
create index order_events_tenant on order_events (tenant_id, id);
`,
  },
  {
    id: 'engine/007_sub_orders',
    sql: `
alter table orders add column parent_order_id uuid references orders(id) on delete cascade;
alter table orders add column parent_task_id uuid;
create index orders_parent on orders (parent_order_id) where parent_order_id is not null;
create unique index orders_parent_task on orders (parent_task_id) where parent_task_id is not null;
`,
  },
  {
    id: 'engine/008_rollback',
    sql: `
alter table orders add column compensating boolean not null default false;
alter table order_tasks add column compensates uuid;
alter table order_tasks add column seq bigserial;
create index order_tasks_compensates on order_tasks (compensates) where compensates is not null;
`,
  },
  {
    id: 'engine/009_listing_by_state',
    sql: `
-- The listing filtered by state pages in (created_at, id) order: the index carries both, so no sort.
create index orders_tenant_state_page on orders (tenant_id, state, created_at desc, id desc);
drop index orders_tenant_state;
`,
  },
  {
    id: 'engine/010_order_watch',
    sql: `
-- A PENDING order held by a dependency rule waits for this order to end.
alter table orders add column waiting_for_order_id uuid;
-- When the watch looked at the order once its SLA was due (a breach is reported then, once).
alter table orders add column sla_checked_at timestamptz;
-- When the watch last reported the order stalled: again only once it has moved since.
alter table orders add column stall_reported_at timestamptz;
-- What was due or stalled before the watch existed is not reported now.
update orders set sla_checked_at = now() where sla_due_at < now();
update orders set stall_reported_at = now() where state = 'RUNNING';
create index orders_waiting on orders (waiting_for_order_id) where state = 'PENDING';
create index orders_sla_unchecked on orders (sla_due_at) where sla_checked_at is null and sla_due_at is not null;
create index orders_running on orders (last_event_at) where state = 'RUNNING';
`,
  },
  {
    id: 'engine/012_order_numbers_per_tenant',
    sql: `
-- Each tenant numbers its orders from 1, so a number tells nothing of another tenant's volume. A tenant's
-- count goes on from the highest number it holds; numbers are unique within a tenant.
create table order_number_counters (
  tenant_id text primary key references tenants(id) on delete cascade,
  last_value integer not null
);
insert into order_number_counters (tenant_id, last_value)
  select tenant_id, max(substring(order_number from '[0-9]+$')::integer) from orders group by tenant_id;
alter table orders drop constraint orders_order_number_key;
create unique index orders_tenant_order_number on orders (tenant_id, order_number);
drop sequence order_number_seq;
`,
  },
  {
    id: 'engine/014_order_event_transactions',
    sql: `
-- The transaction that wrote each event: ids are taken when a transaction writes, not when it commits, so
-- a reader going on from an id alone would pass over an event whose transaction commits after a later
-- one's. Readers go on from (tx, id) and read only transactions older than every one still running.
alter table order_events add column tx xid8 not null default pg_current_xact_id();
create index order_events_tenant_tx on order_events (tenant_id, tx, id);
`,
  },
  {
    id: 'engine/016_order_transitions',
    sql: `
-- How many transitions held the order's lock: each one counts itself as it takes the lock, so a runner that
-- remembers the count knows whether anything moved the order since (and may then write without a lock).
alter table orders add column transitions integer not null default 0;
`,
  },
  {
    id: 'engine/019_attempt_leases',
    sql: `
-- The lease of the process making an attempt, whichever statement wrote it: once that lease is gone (its
-- process died, or drained), the attempt left running is taken up at once by its job's next run.
alter table task_attempts add column lease_id uuid default ${HOLDING_LEASE};
create index task_attempts_running_lease on task_attempts (lease_id) where state = 'RUNNING';
`,
  },
];
