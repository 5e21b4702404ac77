import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type DefaultTimestamp,
  type Json,
  type NullableTimestamp,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { NotificationChannel, NotificationEvent, SentState } from '../contract.ts';
import { orderEventCursorToPosition } from '../../engine/public/server/orderEventCursors.ts';

/** The notifications' tables: their migration, their row types, and the typed view of the database. */
export const NOTIFICATIONS_MIGRATIONS: Migration[] = [
  {
    id: 'notifications/001_notifications',
    sql: `${standardTable(
      'alerts',
      `name text not null,
  description text not null default '',
  channel text not null,
  events jsonb not null,
  service text,
  recipients jsonb not null,
  subject text not null default '',
  template text not null,
  enabled boolean not null default true`,
      { uniqueName: true },
    )}
create table notification_cursors (
  tenant_id text primary key references tenants(id) on delete cascade,
  last_event_id bigint not null
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  alert_id uuid references alerts(id) on delete set null,
  alert_name text not null,
  channel text not null,
  event text not null,
  event_id bigint,
  order_id uuid,
  order_number text,
  recipient text not null,
  subject text not null,
  body text not null,
  state text not null,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  resend_of uuid
);
create unique index notifications_once on notifications (alert_id, event_id, recipient) where event_id is not null;
create index notifications_tenant on notifications (tenant_id, created_at desc, id);
create index notifications_due on notifications (next_attempt_at) where state = 'QUEUED';
`,
  },
  {
    id: 'notifications/002_source_cursors',
    sql: `create table notification_source_cursors (
  tenant_id text not null references tenants(id) on delete cascade,
  event text not null,
  last_event_id bigint not null,
  primary key (tenant_id, event)
);
`,
  },
  {
    id: 'notifications/003_cursor_positions',
    sql: orderEventCursorToPosition('notification_cursors'),
  },
  {
    id: 'notifications/004_source_cursor_positions',
    sql: `
-- A contributed source's events written before it had tx all carry the transaction of its own migration,
-- which runs in this one's: every source's events up to the cursor's id stay read.
alter table notification_source_cursors add column position text;
update notification_source_cursors set position = pg_current_xact_id()::text || ':' || last_event_id::text;
alter table notification_source_cursors alter column position set not null;
alter table notification_source_cursors drop column last_event_id;
`,
  },
];

/** A notification's definition (the spec's alert). */
export interface AlertsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  channel: NotificationChannel;
  events: Json<NotificationEvent[]>;
  /** Only this service's orders (its name), or all. */
  service: string | null;
  recipients: Json<string[]>;
  subject: Generated<string>;
  template: string;
  enabled: Generated<boolean>;
}

/** Where the notifier left off in each tenant's order events. */
export interface NotificationCursorsTable {
  tenant_id: string;
  /** The order event feed's position the notifier has read up to. */
  position: string;
}

/** Where the notifier left off in each tenant's events of a source another plugin contributes. */
export interface NotificationSourceCursorsTable {
  tenant_id: string;
  event: string;
  /** The source's position the notifier has read up to. */
  position: string;
}

/** One notification to send, or sent. */
export interface NotificationsTable {
  id: Generated<string>;
  tenant_id: string;
  alert_id: string | null;
  alert_name: string;
  channel: NotificationChannel;
  event: NotificationEvent;
  event_id: number | null;
  order_id: string | null;
  order_number: string | null;
  recipient: string;
  subject: string;
  body: string;
  state: SentState;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  sent_at: NullableTimestamp;
  resend_of: string | null;
}

export interface NotificationsTables {
  alerts: AlertsTable;
  notification_cursors: NotificationCursorsTable;
  notification_source_cursors: NotificationSourceCursorsTable;
  notifications: NotificationsTable;
}

export type NotificationsDb = PluginDb<NotificationsTables>;
export const notificationsDb = (db: Kysely<CoreDatabase>): NotificationsDb => pluginDb<NotificationsTables>(db);

export const NOTIFICATIONS_TABLE_SPECS: TableSpecs<NotificationsTables> = {
  alerts: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    channel: 'text',
    events: 'jsonb',
    service: 'text null',
    recipients: 'jsonb',
    subject: 'text default',
    template: 'text',
    enabled: 'boolean default',
  },
  notification_cursors: {
    tenant_id: 'text',
    position: 'text',
  },
  notification_source_cursors: {
    tenant_id: 'text',
    event: 'text',
    position: 'text',
  },
  notifications: {
    id: 'uuid default',
    tenant_id: 'text',
    alert_id: 'uuid null',
    alert_name: 'text',
    channel: 'text',
    event: 'text',
    event_id: 'bigint null',
    order_id: 'uuid null',
    order_number: 'text null',
    recipient: 'text',
    subject: 'text',
    body: 'text',
    state: 'text',
    attempts: 'integer default',
    last_error: 'text null',
    next_attempt_at: 'timestamptz default',
    created_at: 'timestamptz default',
    sent_at: 'timestamptz null',
    resend_of: 'uuid null',
  },
};
