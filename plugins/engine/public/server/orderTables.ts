import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type DefaultTimestamp,
  type Json,
  type NullableJson,
  type NullableTimestamp,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { OrderSource, OrderState, TaskState } from '../contract/order.ts';

/** Orders, their tasks, attempts and events (engine/003_orders, 007_sub_orders, 008_rollback, 010_order_watch, 012_order_numbers_per_tenant). */

export type AttemptState = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

/** Each tenant's last order number (engine/012_order_numbers_per_tenant). */
export interface OrderNumberCountersTable {
  tenant_id: string;
  last_value: number;
}

export interface OrdersTable extends StandardColumns {
  order_number: string;
  service_id: string;
  service_name: string;
  operation: string;
  workflow_id: string;
  workflow_name: string;
  workflow_version: number;
  account_id: string | null;
  subscriber_key: string | null;
  external_id: string | null;
  payload: Json<Record<string, unknown>>;
  priority: number;
  source: OrderSource;
  idempotency_key: string | null;
  request_hash: string;
  state: OrderState;
  state_reason: string | null;
  sla_due_at: NullableTimestamp;
  created_by: string;
  completed_at: NullableTimestamp;
  last_event_at: DefaultTimestamp;
  parent_order_id: string | null;
  parent_task_id: string | null;
  /** Rolling back: the steps that completed are being undone. */
  compensating: Generated<boolean>;
  /** A PENDING order held by a dependency rule waits for this order to end. */
  waiting_for_order_id: string | null;
  sla_checked_at: NullableTimestamp;
  stall_reported_at: NullableTimestamp;
  /** The transitions that held the order's lock, each counted as it takes it. */
  transitions: Generated<number>;
}

export interface OrderTasksTable {
  id: Generated<string>;
  order_id: string;
  tenant_id: string;
  step_id: string;
  step_name: string;
  /** The step's kind, or for a TASK step its template's type. */
  type: string;
  task_template: string | null;
  iteration: Generated<number>;
  state: TaskState;
  input: NullableJson<Record<string, unknown>>;
  output: NullableJson<unknown>;
  error_code: string | null;
  error_message: string | null;
  attempt_count: Generated<number>;
  advanced: Generated<boolean>;
  scheduled_at: DefaultTimestamp;
  run_after: DefaultTimestamp;
  started_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  /** A compensation task: the task it undoes. */
  compensates: string | null;
  seq: Generated<number>;
}

export interface TaskAttemptsTable {
  id: Generated<string>;
  task_id: string;
  order_id: string;
  tenant_id: string;
  number: number;
  state: AttemptState;
  request: NullableJson<unknown>;
  response: NullableJson<unknown>;
  error_code: string | null;
  error_message: string | null;
  started_at: DefaultTimestamp;
  ended_at: NullableTimestamp;
  duration_ms: number | null;
  /** The lease of the process making it (the writing connection's, by default): `core/server/jobs/leaseSql.ts`. */
  lease_id: string | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: string;
  account_id: string | null;
  type: string;
  step_id: string | null;
  task_id: string | null;
  data: DefaultJson<Record<string, unknown>>;
  actor: string;
  at: DefaultTimestamp;
  /** The writing transaction's id (xid8, as text): where readers of the events go on from, with `id`. */
  tx: Generated<string>;
}

export interface OrderTables {
  order_number_counters: OrderNumberCountersTable;
  orders: OrdersTable;
  order_tasks: OrderTasksTable;
  task_attempts: TaskAttemptsTable;
  order_events: OrderEventsTable;
}

export const ORDER_TABLE_SPECS: TableSpecs<OrderTables> = {
  order_number_counters: {
    tenant_id: 'text',
    last_value: 'integer',
  },
  orders: {
    ...STANDARD_COLUMN_SPECS,
    order_number: 'text',
    service_id: 'uuid',
    service_name: 'text',
    operation: 'text',
    workflow_id: 'uuid',
    workflow_name: 'text',
    workflow_version: 'integer',
    account_id: 'text null',
    subscriber_key: 'text null',
    external_id: 'text null',
    payload: 'jsonb',
    priority: 'integer',
    source: 'text',
    idempotency_key: 'text null',
    request_hash: 'text',
    state: 'text',
    state_reason: 'text null',
    sla_due_at: 'timestamptz null',
    created_by: 'text',
    completed_at: 'timestamptz null',
    last_event_at: 'timestamptz default',
    parent_order_id: 'uuid null',
    parent_task_id: 'uuid null',
    compensating: 'boolean default',
    waiting_for_order_id: 'uuid null',
    sla_checked_at: 'timestamptz null',
    stall_reported_at: 'timestamptz null',
    transitions: 'integer default',
  },
  order_tasks: {
    id: 'uuid default',
    order_id: 'uuid',
    tenant_id: 'text',
    step_id: 'text',
    step_name: 'text',
    type: 'text',
    task_template: 'text null',
    iteration: 'integer default',
    state: 'text',
    input: 'jsonb null',
    output: 'jsonb null',
    error_code: 'text null',
    error_message: 'text null',
    attempt_count: 'integer default',
    advanced: 'boolean default',
    scheduled_at: 'timestamptz default',
    run_after: 'timestamptz default',
    started_at: 'timestamptz null',
    ended_at: 'timestamptz null',
    compensates: 'uuid null',
    seq: 'bigint default',
  },
  task_attempts: {
    id: 'uuid default',
    task_id: 'uuid',
    order_id: 'uuid',
    tenant_id: 'text',
    number: 'integer',
    state: 'text',
    request: 'jsonb null',
    response: 'jsonb null',
    error_code: 'text null',
    error_message: 'text null',
    started_at: 'timestamptz default',
    ended_at: 'timestamptz null',
    duration_ms: 'double precision null',
    lease_id: 'uuid null',
  },
  order_events: {
    id: 'bigint default',
    tenant_id: 'text',
    order_id: 'uuid',
    account_id: 'text null',
    type: 'text',
    step_id: 'text null',
    task_id: 'uuid null',
    data: 'jsonb default',
    actor: 'text',
    at: 'timestamptz default',
    tx: 'xid8 default',
  },
};
