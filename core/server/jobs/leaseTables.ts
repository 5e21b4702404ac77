import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../db/migrator.ts';
import { pluginDb, type DefaultTimestamp, type PluginDb, type TableSpecs, type Timestamp } from '../db/pluginTables.ts';
import type { CoreDatabase } from '../db/schema.ts';

/**
 * Each server process's lease, renewed while the process lives, and the jobs each process holds under its
 * lease (`ProcessLease.ts`, `heldJobs.ts`). Neither holds a tenant's data.
 */
export const leaseMigration: Migration = {
  id: 'core/006_process_leases',
  sql: `
create table process_leases (
  id uuid primary key,
  host text not null,
  pid integer not null,
  role text not null,
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  draining boolean not null default false
);

create table held_jobs (
  job_id uuid primary key,
  queue text not null,
  lease_id uuid not null,
  started_on timestamptz not null
);
create index held_jobs_lease on held_jobs (lease_id);
`,
};

export interface ProcessLeasesTable {
  id: string;
  host: string;
  pid: number;
  /** The process's `SDP_ROLE`. */
  role: string;
  started_at: DefaultTimestamp;
  heartbeat_at: DefaultTimestamp;
  /** Set once the process drains (SIGTERM): it takes no more work. */
  draining: Generated<boolean>;
}

export interface HeldJobsTable {
  job_id: string;
  queue: string;
  lease_id: string;
  /** The run's start as the job's row has it: a later run of the job is another hold. */
  started_on: Timestamp;
}

export interface LeaseTables {
  process_leases: ProcessLeasesTable;
  held_jobs: HeldJobsTable;
}

export const LEASE_TABLE_SPECS: TableSpecs<LeaseTables> = {
  process_leases: {
    id: 'uuid',
    host: 'text',
    pid: 'integer',
    role: 'text',
    started_at: 'timestamptz default',
    heartbeat_at: 'timestamptz default',
    draining: 'boolean default',
  },
  held_jobs: { job_id: 'uuid', queue: 'text', lease_id: 'uuid', started_on: 'timestamptz' },
};

export function leaseDb(db: Kysely<CoreDatabase>): PluginDb<LeaseTables> {
  return pluginDb<LeaseTables>(db);
}
