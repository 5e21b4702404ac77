import type { ColumnType, Generated, Kysely } from 'kysely';
import {
  pluginDb,
  type DefaultJson,
  type DefaultTimestamp,
  type Json,
  type PluginDb,
  type TableSpecs,
  type Timestamp,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReportId, ScheduleFrequency } from '../contract.ts';
import { SCHEDULE_RECIPIENTS_MIGRATION } from './scheduleRecipientsMigration.ts';

/** A schedule's recipient as stored: a user of the tenant by id, or an address outside it. */
export type StoredRecipient = { userId: string } | { address: string };

/** Who a run mailed and whom it left out, as the recipients were named at the run. */
export interface SkippedRecipient {
  recipient: string;
  reason: string;
}

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
  recipients: Json<StoredRecipient[]>;
  next_run_at: Timestamp;
  updated_at: DefaultTimestamp;
  /** Rises with each change (optimistic locking). */
  version: Generated<number>;
}

export interface ReportScheduleRunsTable {
  id: Generated<string>;
  saved_report_id: string;
  tenant_id: string;
  at: DefaultTimestamp;
  result: 'SENT' | 'FAILED' | 'SKIPPED';
  message: string;
  rows: number | null;
  sent_to: DefaultJson<string[]>;
  skipped: DefaultJson<SkippedRecipient[]>;
}

/** Each tenant's reports configuration: the external addresses and domains a report may be mailed to. */
export interface ReportsConfigurationTable {
  tenant_id: string;
  allowed_recipients: Json<string[]>;
  version: number;
  updated_at: DefaultTimestamp;
  updated_by: string | null;
}

export interface ReportsTables {
  saved_reports: SavedReportsTable;
  report_schedules: ReportSchedulesTable;
  report_schedule_runs: ReportScheduleRunsTable;
  reports_configuration: ReportsConfigurationTable;
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
  SCHEDULE_RECIPIENTS_MIGRATION,
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
    version: 'integer default',
  },
  report_schedule_runs: {
    id: 'uuid default',
    saved_report_id: 'uuid',
    tenant_id: 'text',
    at: 'timestamptz default',
    result: 'text',
    message: 'text',
    rows: 'integer null',
    sent_to: 'jsonb default',
    skipped: 'jsonb default',
  },
  reports_configuration: {
    tenant_id: 'text',
    allowed_recipients: 'jsonb',
    version: 'integer',
    updated_at: 'timestamptz default',
    updated_by: 'text null',
  },
};
