import type { Generated, Kysely } from 'kysely';
import {
  pluginDb,
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
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
import type { DeliveryState, ReverseEventType } from '../contract.ts';

/** Reverse sync's tables (their migrations are `reverseMigrations.ts`): row types and the typed view of the database. */
export interface ReverseSubscribersTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  url: string;
  event_types: Json<ReverseEventType[]>;
  service: string | null;
  operation: string | null;
  account_id: string | null;
  payload_format: Generated<string>;
  translation: string | null;
  /** Extra request headers by name, each value sealed with the server's key. */
  headers: DefaultJson<Record<string, string>>;
  /** Headers saved before their values were sealed, in clear until the first worker seals them. */
  unsealed_headers: DefaultJson<Record<string, string>>;
  enabled: Generated<boolean>;
  retry_schedule: NullableJson<number[]>;
  concurrency: Generated<number>;
  in_order: Generated<boolean>;
  /** Attempts started per second at most; null for no limit. */
  rate_per_second: number | null;
  /** The per-second bucket: its tokens when last taken from, and when that was (null: full). */
  rate_tokens: Generated<number>;
  rate_refilled_at: NullableTimestamp;
  /** Sealed with the server's key. */
  secret: string;
  /** When the signing secret was made (created, rotated); null before this was kept. */
  secret_at: NullableTimestamp;
  /** When each header's value was last entered, by name (ISO); a name without one, before this was kept. */
  header_set_at: DefaultJson<Record<string, string>>;
  previous_secret: string | null;
  previous_secret_until: NullableTimestamp;
  failing_since: NullableTimestamp;
  disabled_at: NullableTimestamp;
  disabled_reason: string | null;
}

export interface ReverseConfigurationTable {
  tenant_id: string;
  retention_days: number;
  retry_schedule: Json<number[]>;
  disable_after_hours: number;
  rotation_overlap_hours: number;
  version: Generated<number>;
  updated_at: DefaultTimestamp;
  updated_by: string | null;
}

export interface ReverseCursorsTable {
  tenant_id: string;
  /** The order event feed's position this tenant's fan-out has read up to. */
  position: string;
}

export interface ReverseDeliveriesTable {
  id: Generated<string>;
  tenant_id: string;
  subscriber_id: string | null;
  subscriber_name: string;
  account_id: string | null;
  webhook_id: string;
  event_type: string;
  engine_event: string;
  event_id: number | null;
  order_id: string | null;
  order_number: string | null;
  step_id: string | null;
  payload: string;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  lease_until: NullableTimestamp;
  created_at: DefaultTimestamp;
  delivered_at: NullableTimestamp;
  replay_of: string | null;
  /** The lease of the process sending it while `lease_until` holds (`core/server/jobs/leaseSql.ts`). */
  leased_by: string | null;
}

export interface ReverseAttemptsTable {
  id: Generated<number>;
  delivery_id: string;
  tenant_id: string;
  subscriber_id: string | null;
  number: number;
  at: Timestamp;
  status_code: number | null;
  latency_ms: number;
  response: string;
  ok: boolean;
}

export interface ReverseReplayJobsTable {
  id: Generated<string>;
  tenant_id: string;
  subscriber_id: string;
  since: Timestamp;
  total: number;
  done: Generated<number>;
  state: string;
  results: DefaultJson<{ deliveryId: string; replayId: string | null; message: string }[]>;
  created_by: string;
  created_at: DefaultTimestamp;
}

export interface ReverseReceiverTable {
  tenant_id: string;
  mode: string;
  fail_status: number;
  latency_ms: number;
}

export interface ReverseReceiverCallsTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  webhook_id: string;
  event_type: string;
  headers: Json<Record<string, string>>;
  body: string;
  status: number;
  signature_valid: boolean;
  received_at: DefaultTimestamp;
}

export interface ReverseTables {
  reverse_subscribers: ReverseSubscribersTable;
  reverse_configuration: ReverseConfigurationTable;
  reverse_cursors: ReverseCursorsTable;
  reverse_deliveries: ReverseDeliveriesTable;
  reverse_attempts: ReverseAttemptsTable;
  reverse_replay_jobs: ReverseReplayJobsTable;
  reverse_receiver: ReverseReceiverTable;
  reverse_receiver_calls: ReverseReceiverCallsTable;
}

export type ReverseDb = PluginDb<ReverseTables>;
export const reverseDb = (db: Kysely<CoreDatabase>): ReverseDb => pluginDb<ReverseTables>(db);

export const REVERSE_TABLE_SPECS: TableSpecs<ReverseTables> = {
  reverse_subscribers: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    url: 'text',
    event_types: 'jsonb',
    service: 'text null',
    operation: 'text null',
    account_id: 'text null',
    payload_format: 'text default',
    translation: 'text null',
    headers: 'jsonb default',
    unsealed_headers: 'jsonb default',
    enabled: 'boolean default',
    retry_schedule: 'jsonb null',
    concurrency: 'integer default',
    in_order: 'boolean default',
    rate_per_second: 'integer null',
    rate_tokens: 'double precision default',
    rate_refilled_at: 'timestamptz null',
    secret: 'text',
    secret_at: 'timestamptz null',
    header_set_at: 'jsonb default',
    previous_secret: 'text null',
    previous_secret_until: 'timestamptz null',
    failing_since: 'timestamptz null',
    disabled_at: 'timestamptz null',
    disabled_reason: 'text null',
  },
  reverse_configuration: {
    tenant_id: 'text',
    retention_days: 'integer',
    retry_schedule: 'jsonb',
    disable_after_hours: 'integer',
    rotation_overlap_hours: 'integer',
    version: 'integer default',
    updated_at: 'timestamptz default',
    updated_by: 'text null',
  },
  reverse_cursors: { tenant_id: 'text', position: 'text' },
  reverse_deliveries: {
    id: 'uuid default',
    tenant_id: 'text',
    subscriber_id: 'uuid null',
    subscriber_name: 'text',
    account_id: 'text null',
    webhook_id: 'text',
    event_type: 'text',
    engine_event: 'text',
    event_id: 'bigint null',
    order_id: 'uuid null',
    order_number: 'text null',
    step_id: 'text null',
    payload: 'text',
    state: 'text',
    attempts: 'integer default',
    next_attempt_at: 'timestamptz null',
    lease_until: 'timestamptz null',
    created_at: 'timestamptz default',
    delivered_at: 'timestamptz null',
    replay_of: 'uuid null',
    leased_by: 'uuid null',
  },
  reverse_attempts: {
    id: 'bigint default',
    delivery_id: 'uuid',
    tenant_id: 'text',
    subscriber_id: 'uuid null',
    number: 'integer',
    at: 'timestamptz',
    status_code: 'integer null',
    latency_ms: 'integer',
    response: 'text',
    ok: 'boolean',
  },
  reverse_replay_jobs: {
    id: 'uuid default',
    tenant_id: 'text',
    subscriber_id: 'uuid',
    since: 'timestamptz',
    total: 'integer',
    done: 'integer default',
    state: 'text',
    results: 'jsonb default',
    created_by: 'text',
    created_at: 'timestamptz default',
  },
  reverse_receiver: { tenant_id: 'text', mode: 'text', fail_status: 'integer', latency_ms: 'integer' },
  reverse_receiver_calls: {
    id: 'bigint default',
    tenant_id: 'text',
    name: 'text',
    webhook_id: 'text',
    event_type: 'text',
    headers: 'jsonb',
    body: 'text',
    status: 'integer',
    signature_valid: 'boolean',
    received_at: 'timestamptz default',
  },
};
