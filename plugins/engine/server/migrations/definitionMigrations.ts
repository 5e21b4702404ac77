import type { Migration } from '../../../../core/server/db/migrator.ts';
import { standardTable } from '../../../../core/server/db/pluginTables.ts';

/** What the engine runs: task templates, workflows with their published versions, and services. */
export const DEFINITION_MIGRATIONS: Migration[] = [
  {
    id: 'engine/001_configuration',
    sql: `
${standardTable(
  'task_templates',
  `name text not null,
  description text not null default '',
  type text not null,
  config jsonb not null default '{}'::jsonb,
  input_mapping jsonb not null default '{}'::jsonb,
  output_mapping jsonb not null default '{}'::jsonb,
  retry_policy jsonb not null,
  timeout_ms integer not null,
  retryable_errors jsonb not null default '[]'::jsonb,
  enabled boolean not null default true`,
  { uniqueName: true },
)}
${standardTable(
  'workflows',
  `name text not null,
  description text not null default '',
  icon text,
  enabled boolean not null default true,
  draft jsonb not null,
  draft_hash text not null,
  step_count integer not null,
  latest_version integer,
  latest_published_at timestamptz`,
  { uniqueName: true },
)}
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

${standardTable(
  'services',
  `name text not null,
  display_name text not null,
  category text not null,
  icon text,
  status text not null default 'ACTIVE',
  operations jsonb not null default '[]'::jsonb`,
  { uniqueName: true },
)}`,
  },
  {
    id: 'engine/013_workflow_icons',
    // A workflow's icon is an uploaded image (a data URL) now, no longer a name.
    sql: `update workflows set icon = null where icon is not null and icon not like 'data:image/%';`,
  },
  {
    id: 'engine/015_workflow_version_layouts',
    // Where each step of a published version is drawn, laid out at publish (a version never changes); null for
    // a version published before: the first screen that draws it lays it out and stores it.
    sql: `alter table workflow_versions add column layout jsonb;`,
  },
];
