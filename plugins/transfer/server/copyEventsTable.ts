import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  type DefaultTimestamp,
  type Json,
  type PluginDb,
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
  created_at: DefaultTimestamp;
}

export interface TransferTables {
  copy_events: CopyEventsTable;
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
    created_at: 'timestamptz default',
  },
};
