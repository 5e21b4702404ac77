import type { Migration } from '../../../../core/server/db/migrator.ts';
import { standardTable } from '../../../../core/server/db/pluginTables.ts';

/** Network elements with their provisioning templates, and the network simulator's settings and request log. */
export const NETWORK_MIGRATIONS: Migration[] = [
  {
    id: 'engine/002_network',
    sql: `
${standardTable(
  'network_elements',
  `name text not null,
  description text not null default '',
  type text not null,
  protocol text not null,
  base_url text not null,
  auth jsonb not null default '{"type":"NONE"}'::jsonb,
  timeout_ms integer not null,
  concurrency_limit integer not null,
  health_check_path text,
  enabled boolean not null default true`,
  { uniqueName: true },
)}
${standardTable(
  'provisioning_templates',
  `network_element_id uuid not null references network_elements(id) on delete cascade,
  operation text not null,
  description text not null default '',
  method text not null,
  path text not null,
  headers jsonb not null default '{}'::jsonb,
  body_format text not null,
  body text,
  response_mapping text,
  success_condition text,
  enabled boolean not null default true`,
)}create unique index provisioning_templates_operation_key on provisioning_templates (network_element_id, operation);
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
    id: 'engine/011_provisioning_translation',
    sql: `
-- The translator's translation (XSLT) a provisioning template's rendered XML body goes through, by name.
alter table provisioning_templates add column translation text;
`,
  },
];
