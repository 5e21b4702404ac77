import type { Migration } from '../../../core/server/db/migrator.ts';

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
];
