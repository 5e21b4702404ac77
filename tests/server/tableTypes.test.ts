import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderByDependencies } from '../../core/contract/pluginDependencies.ts';
import { tenantPlugin } from '../../core/server/auth/tenantPlugin.ts';
import { coreMigrations } from '../../core/server/db/coreMigrations.ts';
import { openDatabase, type SdpDatabase } from '../../core/server/db/database.ts';
import type { Migration } from '../../core/server/db/migrator.ts';
import type { TableSpecs } from '../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../core/server/db/schema.ts';
import { LEASE_TABLE_SPECS } from '../../core/server/jobs/leaseTables.ts';
import { ACCOUNT_TABLE_SPECS } from '../../plugins/account/server/accountTables.ts';
import { ENGINE_TABLE_SPECS } from '../../plugins/engine/public/server/engineTables.ts';
import { FORMS_TABLE_SPECS } from '../../plugins/forms/server/formsTables.ts';
import { INVENTORY_TABLE_SPECS } from '../../plugins/inventory/server/inventoryTables.ts';
import { NOTIFICATIONS_TABLE_SPECS } from '../../plugins/notifications/server/notificationsTables.ts';
import { REPORTS_TABLE_SPECS } from '../../plugins/reports/server/reportsTables.ts';
import { REVERSE_TABLE_SPECS } from '../../plugins/reverseSync/server/reverseTables.ts';
import { RULES_TABLE_SPECS } from '../../plugins/rules/server/rulesTables.ts';
import { plugins } from '../../plugins/server.ts';
import { TRANSLATOR_TABLE_SPECS } from '../../plugins/translator/server/translatorTables.ts';
import { TRANSFER_TABLE_SPECS } from '../../plugins/transfer/server/copyEventsTable.ts';
import { TRIGGERS_TABLE_SPECS } from '../../plugins/triggers/server/triggersTables.ts';
import { VIEWS_TABLE_SPECS } from '../../plugins/views/server/viewsTables.ts';
import { createDatabase } from '../support/postgres.ts';
import { emptyDatabaseSnapshot } from './support/testServer.ts';

/**
 * The Kysely table types are written by hand beside the migrations: each table's list of columns (typed
 * so that it names every column of the type, and each column's SQL type, nullability and default agree
 * with its TypeScript type) is compared here with what the migrations make. And since a migration runs
 * once per database and never again, the SQL of the migrations that exist stays what it was (a helper
 * such as `standardTable` that changed its output would change them on fresh databases only).
 */

const CORE_TABLE_SPECS: TableSpecs<CoreDatabase> = {
  tenants: {
    id: 'text',
    business_name: 'text',
    style: 'jsonb',
    logo: 'text null',
    settings: 'jsonb default',
    password_policy: 'jsonb',
    session_idle_minutes: 'integer null',
    session_absolute_minutes: 'integer null',
    default_landing_page: 'text default',
    partner_management: 'boolean default',
    version: 'integer default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  partner_accounts: {
    tenant_id: 'text',
    account_id: 'text',
    account_number: 'text',
    account_name: 'text',
    parent_account_id: 'text null',
  },
  users: {
    id: 'uuid default',
    tenant_id: 'text',
    username: 'text',
    email: 'text',
    firstname: 'text',
    lastname: 'text default',
    password_hash: 'text null',
    password_changed_at: 'timestamptz default',
    landing_page: 'text default',
    developer_access: 'boolean default',
    copy_configuration: 'boolean default',
    account_id: 'text null',
    status: 'text default',
    last_login_at: 'timestamptz null',
    version: 'integer default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
    updated_by: 'text null',
  },
  password_history: {
    id: 'uuid default',
    tenant_id: 'text',
    user_id: 'uuid',
    password_hash: 'text',
    created_at: 'timestamptz default',
  },
  roles: {
    id: 'uuid default',
    tenant_id: 'text',
    name: 'text',
    description: 'text default',
    permissions: 'jsonb',
    version: 'integer default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
    updated_by: 'text null',
  },
  user_roles: { tenant_id: 'text', user_id: 'uuid', role_id: 'uuid' },
  sessions: {
    id: 'uuid default',
    tenant_id: 'text',
    user_id: 'uuid',
    token_hash: 'text',
    application_mode: 'text',
    created_at: 'timestamptz default',
    last_seen_at: 'timestamptz',
    idle_expires_at: 'timestamptz',
    absolute_expires_at: 'timestamptz',
    revoked_at: 'timestamptz null',
    revoked_reason: 'text null',
    ip: 'text null',
    user_agent: 'text null',
  },
  mail_outbox: {
    id: 'uuid default',
    tenant_id: 'text',
    recipient: 'text',
    subject: 'text',
    body: 'text',
    created_at: 'timestamptz default',
    sent_at: 'timestamptz null',
    error: 'text null',
  },
  audit_log: {
    id: 'uuid default',
    tenant_id: 'text',
    actor_user_id: 'uuid null',
    actor_username: 'text',
    entity: 'text',
    entity_id: 'text',
    action: 'text',
    before: 'jsonb null',
    after: 'jsonb null',
    request_id: 'text null',
    at: 'timestamptz default',
    account_id: 'text null',
  },
};

const SPECS: Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>> = {
  core: CORE_TABLE_SPECS,
  'core jobs': LEASE_TABLE_SPECS,
  account: ACCOUNT_TABLE_SPECS,
  engine: ENGINE_TABLE_SPECS,
  forms: FORMS_TABLE_SPECS,
  notifications: NOTIFICATIONS_TABLE_SPECS,
  inventory: INVENTORY_TABLE_SPECS,
  reports: REPORTS_TABLE_SPECS,
  reverseSync: REVERSE_TABLE_SPECS,
  rules: RULES_TABLE_SPECS,
  translator: TRANSLATOR_TABLE_SPECS,
  triggers: TRIGGERS_TABLE_SPECS,
  transfer: TRANSFER_TABLE_SPECS,
  views: VIEWS_TABLE_SPECS,
};

/** The tables no table type describes: the migrator's own. */
const UNTYPED = ['sdp_migrations'];

/**
 * SHA-256 (first 16 hex digits) of each migration's SQL with its white space collapsed, as it was when
 * the migration was first released. Append a new migration's once it has shipped.
 */
const RELEASED_MIGRATIONS: Readonly<Record<string, string>> = {
  'core/001_tenants_users_sessions': 'e6bb74d4de8dcdda',
  'core/002_saved_views': 'f258cfc9b8175c09',
  'core/003_grid_columns': '0dd893c584ca143a',
  'core/004_resource_kit': '89d7cd72749280ea',
  'core/005_auth_change_notify': '20a60fcd1718680e',
  'engine/001_configuration': 'a317170d788737cf',
  'engine/002_network': '3a5b25246c2f726f',
  'engine/003_orders': 'f83a64ee1d04a53a',
  'engine/004_worklist': 'ff215f311f3881c1',
  'engine/005_bulk_operations': 'd185b70fefdf9e86',
  'engine/006_order_stats': 'e9fb5c3b6b23e5ef',
  'engine/007_sub_orders': '18bd09569c6388c5',
  'engine/008_rollback': 'e3273f5f091bbed1',
  'engine/009_listing_by_state': '74f0b8f572a9a3d2',
  'engine/010_order_watch': 'c7c9e64d63190979',
  'engine/011_provisioning_translation': '639b9f20904f6d0d',
  'translator/001_translators': '00aeb1f6ce82f75c',
  'forms/001_form_templates': '0ad03ae86df91afe',
  'rules/001_rules': '7fc4b49edfe26471',
  'triggers/001_triggers': '2cdbec4d759f4323',
  'notifications/001_notifications': 'ef7eec6e12086ecf',
  'inventory/001_inventory': 'f3d4a697ba5e700c',
  'engine/012_order_numbers_per_tenant': 'd8e0507d51b42906',
  'engine/013_workflow_icons': 'a98115dd81690f45',
  'triggers/002_signatures_seen': 'eb180ce76d02f86b',
  'notifications/002_source_cursors': 'd019faddc0c5de85',
  'inventory/002_stock_alerts': 'e0d1e93617aa68be',
  'reports/001_saved_reports': 'a3dfd3b44efe50fe',
  'reports/002_saved_report_version': 'f03bc9dcf06d8e44',
  'transfer/001_copy_events': '175b4151c7d5be82',
  'reverseSync/001_reverse_sync': 'e940bc63265c870d',
  'reverseSync/002_subscriber_translation': 'ec2cb22723aa2e0b',
};

const SQL_TYPES: Readonly<Record<string, string>> = { 'timestamp with time zone': 'timestamptz' };

const migrations: Migration[] = [
  ...coreMigrations,
  ...orderByDependencies([tenantPlugin, ...plugins], 'plugins/server.ts').flatMap((plugin) => plugin.migrations ?? []),
];

let database: SdpDatabase;

beforeAll(async () => {
  const adminUrl = inject('databaseUrl');
  database = adminUrl
    ? await openDatabase({ databaseUrl: await createDatabase(adminUrl, `sdp_table_types_${process.pid}`) })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  await database.migrate(migrations);
});

afterAll(async () => {
  await database?.close();
});

/** Each table of the database with each column as a spec: its type, then ` null`, else ` default`. */
async function databaseSpecs(): Promise<Record<string, Record<string, string>>> {
  const { rows } = await sql<{
    table: string;
    column: string;
    type: string;
    nullable: 'YES' | 'NO';
    defaulted: boolean;
  }>`select table_name as "table", column_name as "column", data_type as type, is_nullable as nullable,
      column_default is not null as defaulted
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(database.db);
  const tables: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    const type = SQL_TYPES[row.type] ?? row.type;
    const spec = row.nullable === 'YES' ? `${type} null` : row.defaulted ? `${type} default` : type;
    (tables[row.table] ??= {})[row.column] = spec;
  }
  return tables;
}

describe('table types', () => {
  it('describe every column of every table as the migrations make it', async () => {
    const actual = await databaseSpecs();
    const typed: Record<string, Record<string, string>> = {};
    for (const [owner, tables] of Object.entries(SPECS)) {
      for (const [table, columns] of Object.entries(tables)) {
        expect(typed[table], `${table} is typed by ${owner} and by another`).toBeUndefined();
        typed[table] = { ...columns };
      }
    }
    for (const table of UNTYPED) delete actual[table];
    expect(Object.keys(typed).sort()).toEqual(Object.keys(actual).sort());
    for (const [table, columns] of Object.entries(actual)) {
      expect({ table, columns: typed[table] }).toEqual({ table, columns });
    }
  });
});

describe('released migrations', () => {
  it('keep their SQL', () => {
    const checksums = Object.fromEntries(
      migrations
        .filter((migration) => migration.id in RELEASED_MIGRATIONS)
        .map((migration) => [
          migration.id,
          createHash('sha256').update(migration.sql.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16),
        ]),
    );
    expect(checksums).toEqual(RELEASED_MIGRATIONS);
  });
});
