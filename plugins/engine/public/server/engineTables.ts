import type { Generated, Kysely } from 'kysely';
import {
  pluginDb,
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type DefaultTimestamp,
  type Json,
  type NullableJson,
  type NullableTimestamp,
  type StandardColumns,
  type TableSpecs,
  type Timestamp,
} from '../../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { NetworkProtocol } from '../contract/networkElement.ts';
import type { BULK_KINDS, BULK_OUTCOMES, OrderSource, OrderState, TaskState } from '../contract/order.ts';
import type { BodyFormat, HTTP_METHODS } from '../contract/provisioningTemplate.ts';
import type { SERVICE_STATUSES, ServiceOperation } from '../contract/service.ts';
import type { SimulatedElement } from '../contract/simulator.ts';
import type { RetryPolicy, TaskType, WorkflowDefinition } from '../contract/workflowDefinition.ts';
import type { WorklistState } from '../contract/worklist.ts';
import type { StoredAuth } from './networkAuth.ts';

/**
 * The engine's tables as its migrations (`plugins/engine/server/migrations/`) make them, with the columns
 * later migrations added: the one place their row types are written. Feature plugins reach them through
 * `engineDb(db)`. `ENGINE_TABLE_SPECS` lists every column for the server test that compares the types
 * with the database (`tests/server/tableTypes.test.ts`).
 */

// --- What the engine runs (engine/001_configuration, engine/002_network, engine/011) -----------------

export interface TaskTemplatesTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  type: TaskType;
  /** The type's settings (`TASK_CONFIG_SCHEMAS`). */
  config: DefaultJson<Record<string, unknown>>;
  input_mapping: DefaultJson<Record<string, string>>;
  output_mapping: DefaultJson<Record<string, string>>;
  retry_policy: Json<RetryPolicy>;
  timeout_ms: number;
  retryable_errors: DefaultJson<string[]>;
  enabled: Generated<boolean>;
}

export interface WorkflowsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  icon: string | null;
  enabled: Generated<boolean>;
  draft: Json<WorkflowDefinition>;
  draft_hash: string;
  step_count: number;
  latest_version: number | null;
  latest_published_at: NullableTimestamp;
}

export interface WorkflowVersionsTable {
  workflow_id: string;
  tenant_id: string;
  number: number;
  definition: Json<WorkflowDefinition>;
  content_hash: string;
  step_count: number;
  comment: string;
  published_by: string;
  published_at: DefaultTimestamp;
}

export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface ServicesTable extends StandardColumns {
  name: string;
  display_name: string;
  category: string;
  icon: string | null;
  status: Generated<ServiceStatus>;
  operations: DefaultJson<ServiceOperation[]>;
}

export interface NetworkElementsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  type: string;
  protocol: NetworkProtocol;
  base_url: string;
  auth: DefaultJson<StoredAuth>;
  timeout_ms: number;
  concurrency_limit: number;
  health_check_path: string | null;
  enabled: Generated<boolean>;
}

export interface ProvisioningTemplatesTable extends StandardColumns {
  network_element_id: string;
  operation: string;
  description: Generated<string>;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  headers: DefaultJson<Record<string, string>>;
  body_format: BodyFormat;
  body: string | null;
  response_mapping: string | null;
  success_condition: string | null;
  enabled: Generated<boolean>;
  /** The translator's translation (XSLT) the rendered XML body goes through, by name (engine/011). */
  translation: string | null;
}

export interface SimulatorElementsTable {
  tenant_id: string;
  element: SimulatedElement;
  latency_ms: Generated<number>;
  failure_rate: Generated<number>;
}

export interface SimulatorRequestsTable {
  id: Generated<number>;
  tenant_id: string;
  element: SimulatedElement;
  method: string;
  path: string;
  headers: Json<Record<string, string>>;
  body: string;
  idempotency_key: string | null;
  status: number;
  response: string;
  replayed: Generated<boolean>;
  received_at: DefaultTimestamp;
}

// --- Orders (engine/003_orders, 007_sub_orders, 008_rollback, 010_order_watch) -----------------------

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

export type AttemptState = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

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
}

// --- The worklist (engine/004_worklist) -------------------------------------------------------------

export interface WorklistItemsTable extends StandardColumns {
  order_id: string;
  task_id: string;
  step_id: string;
  account_id: string | null;
  title: string;
  form: string | null;
  data: DefaultJson<Record<string, unknown>>;
  group_name: string | null;
  assignee: string | null;
  state: WorklistState;
  priority: number;
  due_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  completed_by: string | null;
}

export interface WorklistCommentsTable {
  id: Generated<number>;
  tenant_id: string;
  item_id: string;
  author: string;
  text: string;
  at: DefaultTimestamp;
}

// --- Bulk operations (engine/005_bulk_operations) ---------------------------------------------------

export interface BulkOperationsTable {
  id: Generated<string>;
  tenant_id: string;
  kind: (typeof BULK_KINDS)[number];
  reason: string | null;
  state: 'RUNNING' | 'COMPLETED';
  total: number;
  created_by: string;
  created_at: DefaultTimestamp;
  finished_at: NullableTimestamp;
}

export interface BulkOperationItemsTable {
  bulk_id: string;
  position: number;
  order_id: string;
  order_number: string;
  outcome: (typeof BULK_OUTCOMES)[number];
  message: string | null;
}

// --- The hourly figures (engine/006_order_stats) ----------------------------------------------------

/** `created` counts orders created in an hour by their state now, `completed` those completed by duration band. */
export type OrderStatsKind = 'created' | 'completed';

export interface OrderStatsTable {
  tenant_id: string;
  /** The partner account, or '' for orders of no account. */
  account_key: string;
  service_name: string;
  hour: Timestamp;
  kind: OrderStatsKind;
  state: OrderState;
  band: number;
  count: number;
}

export interface OrderStatsDeltasTable {
  id: Generated<number>;
  tenant_id: string;
  account_key: string;
  service_name: string;
  hour: Timestamp;
  kind: OrderStatsKind;
  state: OrderState;
  band: number;
  delta: number;
}

export interface EngineTables {
  task_templates: TaskTemplatesTable;
  workflows: WorkflowsTable;
  workflow_versions: WorkflowVersionsTable;
  services: ServicesTable;
  network_elements: NetworkElementsTable;
  provisioning_templates: ProvisioningTemplatesTable;
  simulator_elements: SimulatorElementsTable;
  simulator_requests: SimulatorRequestsTable;
  orders: OrdersTable;
  order_number_counters: OrderNumberCountersTable;
  order_tasks: OrderTasksTable;
  task_attempts: TaskAttemptsTable;
  order_events: OrderEventsTable;
  worklist_items: WorklistItemsTable;
  worklist_comments: WorklistCommentsTable;
  bulk_operations: BulkOperationsTable;
  bulk_operation_items: BulkOperationItemsTable;
  order_stats: OrderStatsTable;
  order_stats_deltas: OrderStatsDeltasTable;
}

/** The server's database (or a transaction of it) with the engine's tables. */
export type EngineDb = Kysely<CoreDatabase & EngineTables>;
export const engineDb = (db: Kysely<CoreDatabase>): EngineDb => pluginDb<EngineTables>(db);

/** Every column of the engine's tables as the database must have it (checked by `tests/server/tableTypes.test.ts`). */
export const ENGINE_TABLE_SPECS: TableSpecs<EngineTables> = {
  order_number_counters: {
    tenant_id: 'text',
    last_value: 'integer',
  },
  task_templates: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    type: 'text',
    config: 'jsonb default',
    input_mapping: 'jsonb default',
    output_mapping: 'jsonb default',
    retry_policy: 'jsonb',
    timeout_ms: 'integer',
    retryable_errors: 'jsonb default',
    enabled: 'boolean default',
  },
  workflows: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    icon: 'text null',
    enabled: 'boolean default',
    draft: 'jsonb',
    draft_hash: 'text',
    step_count: 'integer',
    latest_version: 'integer null',
    latest_published_at: 'timestamptz null',
  },
  workflow_versions: {
    workflow_id: 'uuid',
    tenant_id: 'text',
    number: 'integer',
    definition: 'jsonb',
    content_hash: 'text',
    step_count: 'integer',
    comment: 'text',
    published_by: 'text',
    published_at: 'timestamptz default',
  },
  services: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    display_name: 'text',
    category: 'text',
    icon: 'text null',
    status: 'text default',
    operations: 'jsonb default',
  },
  network_elements: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    type: 'text',
    protocol: 'text',
    base_url: 'text',
    auth: 'jsonb default',
    timeout_ms: 'integer',
    concurrency_limit: 'integer',
    health_check_path: 'text null',
    enabled: 'boolean default',
  },
  provisioning_templates: {
    ...STANDARD_COLUMN_SPECS,
    network_element_id: 'uuid',
    operation: 'text',
    description: 'text default',
    method: 'text',
    path: 'text',
    headers: 'jsonb default',
    body_format: 'text',
    body: 'text null',
    response_mapping: 'text null',
    success_condition: 'text null',
    enabled: 'boolean default',
    translation: 'text null',
  },
  simulator_elements: {
    tenant_id: 'text',
    element: 'text',
    latency_ms: 'integer default',
    failure_rate: 'double precision default',
  },
  simulator_requests: {
    id: 'bigint default',
    tenant_id: 'text',
    element: 'text',
    method: 'text',
    path: 'text',
    headers: 'jsonb',
    body: 'text',
    idempotency_key: 'text null',
    status: 'integer',
    response: 'text',
    replayed: 'boolean default',
    received_at: 'timestamptz default',
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
  },
  worklist_items: {
    ...STANDARD_COLUMN_SPECS,
    order_id: 'uuid',
    task_id: 'uuid',
    step_id: 'text',
    account_id: 'text null',
    title: 'text',
    form: 'text null',
    data: 'jsonb default',
    group_name: 'text null',
    assignee: 'text null',
    state: 'text',
    priority: 'integer',
    due_at: 'timestamptz null',
    completed_at: 'timestamptz null',
    completed_by: 'text null',
  },
  worklist_comments: {
    id: 'bigint default',
    tenant_id: 'text',
    item_id: 'uuid',
    author: 'text',
    text: 'text',
    at: 'timestamptz default',
  },
  bulk_operations: {
    id: 'uuid default',
    tenant_id: 'text',
    kind: 'text',
    reason: 'text null',
    state: 'text',
    total: 'integer',
    created_by: 'text',
    created_at: 'timestamptz default',
    finished_at: 'timestamptz null',
  },
  bulk_operation_items: {
    bulk_id: 'uuid',
    position: 'integer',
    order_id: 'uuid',
    order_number: 'text',
    outcome: 'text',
    message: 'text null',
  },
  order_stats: {
    tenant_id: 'text',
    account_key: 'text',
    service_name: 'text',
    hour: 'timestamptz',
    kind: 'text',
    state: 'text',
    band: 'integer',
    count: 'integer',
  },
  order_stats_deltas: {
    id: 'bigint default',
    tenant_id: 'text',
    account_key: 'text',
    service_name: 'text',
    hour: 'timestamptz',
    kind: 'text',
    state: 'text',
    band: 'integer',
    delta: 'integer',
  },
};
