import type { Migration } from '../../../../core/server/db/migrator.ts';

/**
 * The engine's configuration tables: task templates, workflows with their versions, services, network
 * elements with their provisioning templates, and the network simulator's settings and request log.
 */
export const ENGINE_MIGRATIONS: Migration[] = [
  {
    id: 'engine/001_configuration',
    sql: `
create table task_templates (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  type text not null,
  config jsonb not null default '{}'::jsonb,
  input_mapping jsonb not null default '{}'::jsonb,
  output_mapping jsonb not null default '{}'::jsonb,
  retry_policy jsonb not null,
  timeout_ms integer not null,
  retryable_errors jsonb not null default '[]'::jsonb,
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index task_templates_name_key on task_templates (tenant_id, lower(name));

create table workflows (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  icon text,
  enabled boolean not null default true,
  draft jsonb not null,
  draft_hash text not null,
  step_count integer not null,
  latest_version integer,
  latest_published_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index workflows_name_key on workflows (tenant_id, lower(name));

create table workflow_versions (
  workflow_id uuid not null references workflows(id) on delete cascade,
  tenant_id text not null references tenants(id) on delete cascade,
  number integer not null,
  definition jsonb not null,
  content_hash text not null,
  step_count integer not null,
  comment text not null,
  published_by text not null,
  published_at timestamptz not null default now(),
  primary key (workflow_id, number)
);

create table services (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  display_name text not null,
  category text not null,
  icon text,
  status text not null default 'ACTIVE',
  operations jsonb not null default '[]'::jsonb,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index services_name_key on services (tenant_id, lower(name));
`,
  },
  {
    id: 'engine/002_network',
    sql: `
create table network_elements (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  type text not null,
  protocol text not null,
  base_url text not null,
  auth jsonb not null default '{"type":"NONE"}'::jsonb,
  timeout_ms integer not null,
  concurrency_limit integer not null,
  health_check_path text,
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index network_elements_name_key on network_elements (tenant_id, lower(name));

create table provisioning_templates (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  network_element_id uuid not null references network_elements(id) on delete cascade,
  operation text not null,
  description text not null default '',
  method text not null,
  path text not null,
  headers jsonb not null default '{}'::jsonb,
  body_format text not null,
  body text,
  response_mapping text,
  success_condition text,
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index provisioning_templates_operation_key on provisioning_templates (network_element_id, operation);
create index provisioning_templates_tenant on provisioning_templates (tenant_id);

create table simulator_elements (
  tenant_id text not null references tenants(id) on delete cascade,
  element text not null,
  latency_ms integer not null default 0,
  failure_rate double precision not null default 0,
  primary key (tenant_id, element)
);

create table simulator_requests (
  id bigserial primary key,
  tenant_id text not null references tenants(id) on delete cascade,
  element text not null,
  method text not null,
  path text not null,
  headers jsonb not null,
  body text not null,
  idempotency_key text,
  status integer not null,
  response text not null,
  replayed boolean not null default false,
  received_at timestamptz not null default now()
);
create index simulator_requests_element on simulator_requests (tenant_id, element, id desc);
-- A key is applied once: the first request with it that succeeded; a failed one may be sent again.
create unique index simulator_requests_applied on simulator_requests (tenant_id, element, idempotency_key)
  where idempotency_key is not null and not replayed and status < 300;
`,
  },
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
    id: 'engine/004_worklist',
    sql: `
create table worklist_items (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  order_id uuid not null references orders(id) on delete cascade,
  task_id uuid not null unique references order_tasks(id) on delete cascade,
  step_id text not null,
  account_id text,
  title text not null,
  form text,
  data jsonb not null default '{}'::jsonb,
  group_name text,
  assignee text,
  state text not null,
  priority integer not null,
  due_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  completed_by text,
  version integer not null default 1,
  updated_by text
);
create index worklist_items_tenant on worklist_items (tenant_id, state, due_at);
create index worklist_items_order on worklist_items (order_id);

create table worklist_comments (
  id bigserial primary key,
  tenant_id text not null,
  item_id uuid not null references worklist_items(id) on delete cascade,
  author text not null,
  text text not null,
  at timestamptz not null default now()
);
create index worklist_comments_item on worklist_comments (item_id, id);
`,
  },
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
    id: 'engine/011_provisioning_translation',
    sql: `
-- The translator's translation (XSLT) a provisioning template's rendered XML body goes through, by name.
alter table provisioning_templates add column translation text;
`,
  },
];
