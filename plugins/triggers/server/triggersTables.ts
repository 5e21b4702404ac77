import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type DefaultTimestamp,
  type Json,
  type NullableJson,
  type NullableTimestamp,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
  type Timestamp,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { INBOUND_OUTCOMES, TRIGGER_AUTHS, TRIGGER_FORMATS } from '../contract.ts';

/** The triggers' tables: their migration, their row types, and the typed view of the database. */
export const TRIGGERS_MIGRATIONS: Migration[] = [
  {
    id: 'triggers/001_triggers',
    sql: `${standardTable(
      'triggers',
      `name text not null,
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
  enabled boolean not null default true`,
      { uniqueName: true },
    )}create unique index triggers_path_key on triggers (tenant_id, path);

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
  {
    id: 'triggers/002_signatures_seen',
    sql: `
-- The signatures of a trigger's signed calls within the tolerance of their timestamps: one seen again is a replay.
create table trigger_signatures (
  trigger_id uuid not null references triggers(id) on delete cascade,
  signature text not null,
  seen_at timestamptz not null,
  primary key (trigger_id, signature)
);
create index trigger_signatures_seen on trigger_signatures (seen_at);
`,
  },
  {
    id: 'triggers/003_signature_tenants',
    sql: `
-- Every row of tenant data names its tenant, so the tenant guard holds it like any other.
alter table trigger_signatures add column tenant_id text references tenants(id) on delete cascade;
update trigger_signatures s set tenant_id = t.tenant_id from triggers t where t.id = s.trigger_id;
alter table trigger_signatures alter column tenant_id set not null;
`,
  },
  {
    id: 'triggers/004_secret_times',
    sql: `
-- When the secret was last entered: the record and the audit log say so, never the secret. Unknown before.
alter table triggers add column secret_at timestamptz;
`,
  },
];

export interface TriggersTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  /** Where the outside world posts: `/inbound/<tenant>/<path>`. */
  path: string;
  auth: (typeof TRIGGER_AUTHS)[number];
  /** Sealed with the server's key (`services.secrets`). */
  secret: string;
  /** When the secret was last entered; null when none is, or before this was kept. */
  secret_at: NullableTimestamp;
  format: (typeof TRIGGER_FORMATS)[number];
  translation: string | null;
  service: string;
  operation: string;
  idempotency_field: string | null;
  subscriber_key_field: string | null;
  enabled: Generated<boolean>;
}

export interface TriggerCallsTable {
  id: Generated<string>;
  tenant_id: string;
  trigger_id: string | null;
  trigger_name: string;
  received_at: DefaultTimestamp;
  /** The headers received, credentials masked. */
  headers: Json<Record<string, string>>;
  body: string;
  payload: NullableJson<Record<string, unknown>>;
  outcome: (typeof INBOUND_OUTCOMES)[number];
  http_status: number;
  message: string;
  order_id: string | null;
  order_number: string | null;
  duration_ms: number;
  replay_of: string | null;
}

export interface TriggerSignaturesTable {
  trigger_id: string;
  tenant_id: string;
  signature: string;
  seen_at: Timestamp;
}

export interface TriggersTables {
  triggers: TriggersTable;
  trigger_calls: TriggerCallsTable;
  trigger_signatures: TriggerSignaturesTable;
}

export type TriggersDb = PluginDb<TriggersTables>;
export const triggersDb = (db: Kysely<CoreDatabase>): TriggersDb => pluginDb<TriggersTables>(db);

export const TRIGGERS_TABLE_SPECS: TableSpecs<TriggersTables> = {
  triggers: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    path: 'text',
    auth: 'text',
    secret: 'text',
    secret_at: 'timestamptz null',
    format: 'text',
    translation: 'text null',
    service: 'text',
    operation: 'text',
    idempotency_field: 'text null',
    subscriber_key_field: 'text null',
    enabled: 'boolean default',
  },
  trigger_calls: {
    id: 'uuid default',
    tenant_id: 'text',
    trigger_id: 'uuid null',
    trigger_name: 'text',
    received_at: 'timestamptz default',
    headers: 'jsonb',
    body: 'text',
    payload: 'jsonb null',
    outcome: 'text',
    http_status: 'integer',
    message: 'text',
    order_id: 'uuid null',
    order_number: 'text null',
    duration_ms: 'integer',
    replay_of: 'uuid null',
  },
  trigger_signatures: {
    trigger_id: 'uuid',
    tenant_id: 'text',
    signature: 'text',
    seen_at: 'timestamptz',
  },
};
