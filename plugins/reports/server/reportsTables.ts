import type { ColumnType, Generated, Kysely } from 'kysely';
import {
  pluginDb,
  type DefaultTimestamp,
  type Json,
  type PluginDb,
  type TableSpecs,
  type Timestamp,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReportId, ScheduleFrequency } from '../contract.ts';
import { ORDER_COUNTS_MIGRATION_SQL, ROLLUP_MIGRATION_SQL } from './rollups/rollupMigrations.ts';

/** Reports saved with their filters, each user's own or shared with the tenant (the saved views' shape). */
export interface SavedReportsTable {
  id: Generated<string>;
  tenant_id: string;
  owner_user_id: string;
  name: string;
  report: ReportId;
  filters: Json<Record<string, string>>;
  shared: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Rises with each rename or change of sharing (optimistic locking). */
  version: Generated<number>;
}

/** A saved report's schedule: mailed with its XLSX when `next_run_at` has come. */
export interface ReportSchedulesTable {
  saved_report_id: string;
  tenant_id: string;
  frequency: ScheduleFrequency;
  recipients: Json<string[]>;
  next_run_at: Timestamp;
  updated_at: DefaultTimestamp;
}

export interface ReportScheduleRunsTable {
  id: Generated<string>;
  saved_report_id: string;
  tenant_id: string;
  at: DefaultTimestamp;
  result: 'SENT' | 'FAILED';
  message: string;
  rows: number | null;
}

/** How far a rollup has been folded: what ended after `folded_to` is not in it yet. */
export interface ReportRollupMarksTable {
  rollup: string;
  folded_to: Timestamp;
}

/** The key of a rollup's rows: the start of the UTC day, the partner account ('' for none), service and operation. */
interface RollupKey {
  tenant_id: string;
  day: Timestamp;
  account_key: string;
  service_name: string;
  operation: string;
}

/** Completed orders (`kind` 'order', `step` '') and completed tasks (`kind` 'task') by day of the order's creation and duration. */
export interface ReportDurationCountsTable extends RollupKey {
  kind: 'order' | 'task';
  step: string;
  ms: number;
  count: number;
}

/** Ended network calls by day of their start, lower-cased template, outcome and duration. */
export interface ReportCallCountsTable extends RollupKey {
  template: string;
  failed: boolean;
  ms: number | null;
  count: number;
}

/** Final orders by day of creation and state, with those that had an SLA, breached it, and by how much. */
export interface ReportOrderCountsTable extends RollupKey {
  state: string;
  orders: number;
  sla_orders: number;
  breaching: number;
  over_total_ms: number;
  over_max_ms: number;
}

export interface ReportsTables {
  saved_reports: SavedReportsTable;
  report_schedules: ReportSchedulesTable;
  report_schedule_runs: ReportScheduleRunsTable;
  report_rollup_marks: ReportRollupMarksTable;
  report_duration_counts: ReportDurationCountsTable;
  report_call_counts: ReportCallCountsTable;
  report_order_counts: ReportOrderCountsTable;
}

export type ReportsDb = PluginDb<ReportsTables>;
export const reportsDb = (db: Kysely<CoreDatabase>): ReportsDb => pluginDb<ReportsTables>(db);

export const REPORTS_MIGRATIONS = [
  {
    id: 'reports/001_saved_reports',
    sql: `
create table saved_reports (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  owner_user_id uuid not null references users(id) on delete cascade,
  name text not null,
  report text not null,
  filters jsonb not null,
  shared boolean not null default false,
  created_at timestamptz not null default now()
);
create index saved_reports_tenant on saved_reports (tenant_id, owner_user_id);

create table report_schedules (
  saved_report_id uuid primary key references saved_reports(id) on delete cascade,
  tenant_id text not null references tenants(id) on delete cascade,
  frequency text not null,
  recipients jsonb not null,
  next_run_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index report_schedules_due on report_schedules (next_run_at);

create table report_schedule_runs (
  id uuid primary key default gen_random_uuid(),
  saved_report_id uuid not null references saved_reports(id) on delete cascade,
  tenant_id text not null references tenants(id) on delete cascade,
  at timestamptz not null default now(),
  result text not null,
  message text not null,
  rows integer
);
create index report_schedule_runs_report on report_schedule_runs (saved_report_id, at desc);
`,
  },
  {
    id: 'reports/002_saved_report_version',
    sql: `alter table saved_reports add column version integer not null default 1;`,
  },
  { id: 'reports/003_rollups', sql: ROLLUP_MIGRATION_SQL },
  { id: 'reports/004_order_counts', sql: ORDER_COUNTS_MIGRATION_SQL },
];

export const REPORTS_TABLE_SPECS: TableSpecs<ReportsTables> = {
  saved_reports: {
    id: 'uuid default',
    tenant_id: 'text',
    owner_user_id: 'uuid',
    name: 'text',
    report: 'text',
    filters: 'jsonb',
    shared: 'boolean default',
    created_at: 'timestamptz default',
    version: 'integer default',
  },
  report_schedules: {
    saved_report_id: 'uuid',
    tenant_id: 'text',
    frequency: 'text',
    recipients: 'jsonb',
    next_run_at: 'timestamptz',
    updated_at: 'timestamptz default',
  },
  report_schedule_runs: {
    id: 'uuid default',
    saved_report_id: 'uuid',
    tenant_id: 'text',
    at: 'timestamptz default',
    result: 'text',
    message: 'text',
    rows: 'integer null',
  },
  report_rollup_marks: { rollup: 'text', folded_to: 'timestamptz' },
  report_duration_counts: {
    tenant_id: 'text',
    day: 'timestamptz',
    account_key: 'text',
    service_name: 'text',
    operation: 'text',
    kind: 'text',
    step: 'text',
    ms: 'double precision',
    count: 'integer',
  },
  report_call_counts: {
    tenant_id: 'text',
    day: 'timestamptz',
    account_key: 'text',
    service_name: 'text',
    operation: 'text',
    template: 'text',
    failed: 'boolean',
    ms: 'double precision null',
    count: 'integer',
  },
  report_order_counts: {
    tenant_id: 'text',
    day: 'timestamptz',
    account_key: 'text',
    service_name: 'text',
    operation: 'text',
    state: 'text',
    orders: 'integer',
    sla_orders: 'integer',
    breaching: 'integer',
    over_total_ms: 'double precision',
    over_max_ms: 'double precision',
  },
};
