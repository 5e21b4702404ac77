import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { inboundCallsResource } from './server/inboundCallsResource.ts';
import { inboundEndpoints } from './server/inboundEndpoints.ts';
import { triggersResource } from './server/triggersResource.ts';
import { seedTriggers } from './server/triggersSeed.ts';

/**
 * The server half of the triggers: their configuration, the endpoints the outside world calls under
 * `/inbound`, and the log of every call with its replay.
 */
export default defineServerPlugin({
  id: 'triggers',
  dependsOn: ['engine', 'translator'],
  migrations: [
    {
      id: 'triggers/001_triggers',
      sql: `
create table triggers (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  path text not null,
  auth text not null,
  secret text not null,
  format text not null,
  translation text,
  service text not null,
  operation text not null,
  idempotency_field text,
  subscriber_key_field text,
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index triggers_name_key on triggers (tenant_id, lower(name));
create unique index triggers_path_key on triggers (tenant_id, path);

create table trigger_calls (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  trigger_id uuid references triggers(id) on delete set null,
  trigger_name text not null,
  received_at timestamptz not null default now(),
  headers jsonb not null,
  body text not null,
  payload jsonb,
  outcome text not null,
  http_status integer not null,
  message text not null,
  order_id uuid,
  order_number text,
  duration_ms integer not null,
  replay_of uuid
);
create index trigger_calls_received on trigger_calls (tenant_id, received_at desc, id);
`,
    },
  ],
  routes: (services) => [...triggersResource(services), ...inboundCallsResource(services)],
  endpoints: [inboundEndpoints],
  seed: seedTriggers,
});
