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
import type { StepPositions } from '../contract/layeredLayout.ts';
import type { SERVICE_STATUSES, ServiceOperation } from '../contract/service.ts';
import type { RetryPolicy, TaskType, WorkflowDefinition } from '../contract/workflowDefinition.ts';

/** What the engine runs: task templates, workflows and their versions, services (engine/001_configuration, 011, 015). */

export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * The engine's tables as its migrations (`plugins/engine/server/migrations/`) make them, with the columns
 * later migrations added: the one place their row types are written. Feature plugins reach them through
 * `engineDb(db)`. `ENGINE_TABLE_SPECS` lists every column for the server test that compares the types
 * with the database (`tests/server/tableTypes.test.ts`).
 */

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
  /** Where each step is drawn (`StepPositions`); null until first laid out. */
  layout: NullableJson<StepPositions>;
}

export interface ServicesTable extends StandardColumns {
  name: string;
  display_name: string;
  category: string;
  icon: string | null;
  status: Generated<ServiceStatus>;
  operations: DefaultJson<ServiceOperation[]>;
}

export interface DefinitionTables {
  task_templates: TaskTemplatesTable;
  workflows: WorkflowsTable;
  workflow_versions: WorkflowVersionsTable;
  services: ServicesTable;
}

export const DEFINITION_TABLE_SPECS: TableSpecs<DefinitionTables> = {
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
    layout: 'jsonb null',
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
};
