import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type DefaultTimestamp,
  type Json,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

export const TRANSFER_MIGRATIONS: Migration[] = [
  {
    id: 'transfer/001_copy_events',
    sql: `
-- Every configuration copy, applied or failed, once on each tenant: OUT on the source, IN on the target.
create table copy_events (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  direction text not null check (direction in ('OUT', 'IN')),
  source_tenant_id text not null,
  target_tenant_id text not null,
  actor text not null,
  family text not null,
  result text not null check (result in ('APPLIED', 'FAILED')),
  message text not null,
  items jsonb not null,
  created_at timestamptz not null default now()
);
create index copy_events_tenant on copy_events (tenant_id, created_at desc, id);
`,
  },
  {
    id: 'transfer/002_copy_grants',
    sql: `
-- Which tenants may copy configuration into a tenant, granted by that tenant (its tenant_id): a source
-- tenant and the users of it named (by id, with the username they had), or all of its users who may copy.
${standardTable(
  'copy_grants',
  `source_tenant_id text not null references tenants(id) on delete cascade,
  all_users boolean not null default false,
  users jsonb not null default '[]',
  note text not null default '',
  created_by text not null,
  check (source_tenant_id <> tenant_id)`,
)}
create unique index copy_grants_source_key on copy_grants (tenant_id, source_tenant_id);
create index copy_grants_by_source on copy_grants (source_tenant_id);
`,
  },
  {
    id: 'transfer/003_copy_event_selection',
    sql: `
-- What the copier chose: the family's items whole (or not), and the items named besides (or instead).
alter table copy_events add column whole_family boolean not null default true;
alter table copy_events add column named jsonb not null default '[]';
`,
  },
];

export interface CopyEventsTable {
  id: Generated<string>;
  tenant_id: string;
  direction: 'OUT' | 'IN';
  source_tenant_id: string;
  target_tenant_id: string;
  actor: string;
  family: string;
  result: 'APPLIED' | 'FAILED';
  message: string;
  items: Json<{ kind: string; name: string; targetName: string; action: string }[]>;
  whole_family: Generated<boolean>;
  named: DefaultJson<{ kind: string; name: string }[]>;
  created_at: DefaultTimestamp;
}

/** A user of the source tenant a grant names: by id (a renamed or new user of that name is not them). */
export interface GrantedUser {
  userId: string;
  username: string;
}

export interface CopyGrantsTable extends StandardColumns {
  source_tenant_id: string;
  all_users: Generated<boolean>;
  users: DefaultJson<GrantedUser[]>;
  note: Generated<string>;
  created_by: string;
}

export interface TransferTables {
  copy_events: CopyEventsTable;
  copy_grants: CopyGrantsTable;
}

export type TransferDb = PluginDb<TransferTables>;
export const transferDb = (db: Kysely<CoreDatabase>): TransferDb => pluginDb<TransferTables>(db);

export const TRANSFER_TABLE_SPECS: TableSpecs<TransferTables> = {
  copy_events: {
    id: 'uuid default',
    tenant_id: 'text',
    direction: 'text',
    source_tenant_id: 'text',
    target_tenant_id: 'text',
    actor: 'text',
    family: 'text',
    result: 'text',
    message: 'text',
    items: 'jsonb',
    whole_family: 'boolean default',
    named: 'jsonb default',
    created_at: 'timestamptz default',
  },
  copy_grants: {
    ...STANDARD_COLUMN_SPECS,
    source_tenant_id: 'text',
    all_users: 'boolean default',
    users: 'jsonb default',
    note: 'text default',
    created_by: 'text',
  },
};
