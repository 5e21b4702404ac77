import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { alertsResource } from './server/alertsResource.ts';
import { NOTIFY_QUEUE, notifyRegularly } from './server/notifier.ts';
import { seedNotifications } from './server/notificationsSeed.ts';
import { sentResource } from './server/sentResource.ts';

/**
 * The server half of the notifications: their definitions, the notifier that follows the engine's order
 * events and sends (email, SMS to the outbox, webhook), and what was sent, with resend.
 */
export default defineServerPlugin({
  id: 'notifications',
  dependsOn: ['engine'],
  migrations: [
    {
      id: 'notifications/001_notifications',
      sql: `
create table alerts (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  channel text not null,
  events jsonb not null,
  service text,
  recipients jsonb not null,
  subject text not null default '',
  template text not null,
  enabled boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text
);
create unique index alerts_name_key on alerts (tenant_id, lower(name));

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
  ],
  queues: (config) => [
    { name: NOTIFY_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
  ],
  routes: (services) => [...alertsResource(services), ...sentResource(services)],
  workers: (services) => notifyRegularly(services.jobs, services),
  seed: seedNotifications,
});
