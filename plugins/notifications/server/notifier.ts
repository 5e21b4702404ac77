import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { JobQueue } from '../../../core/server/jobs/JobQueue.ts';
import { runRegularly } from '../../../core/server/jobs/runRegularly.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { OrderEventFeed, type FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';
import { PEOPLE_RECIPIENT, type Alert, type NotificationEvent } from '../contract.ts';
import type { NotificationSource } from '../public/server/NotificationSources.ts';
import { fillTemplate, textContext } from './notificationText.ts';
import { notificationsDb } from './notificationsTables.ts';

export const NOTIFY_QUEUE = 'notifications';
const TICK_MS = 2_000;
const EVENTS_PER_TICK = 500;
const SENDS_PER_TICK = 20;
export const MAX_ATTEMPTS = 3;
const WEBHOOK_TIMEOUT_MS = 5_000;

/** The engine's events each notification event stands for. */
const ENGINE_EVENTS: Readonly<Record<string, NotificationEvent>> = {
  ORDER_FAILED: 'ORDER_FAILED',
  ORDER_PARKED: 'ORDER_FAILED',
  TASK_FAILED: 'TASK_FAILED',
  ORDER_COMPLETED: 'ORDER_COMPLETED',
  WORKLIST_ITEM_ASSIGNED: 'WORKLIST_ASSIGNED',
  ORDER_SLA_BREACHED: 'SLA_BREACHED',
  ORDER_STALLED: 'ORDER_STALLED',
};

type Db = Kysely<CoreDatabase>;

/**
 * The recipients with each `role:<name>` and `user:<username>` replaced by the email addresses of the
 * tenant's own active users it names (never a partner's users: an order is not theirs to hear of); one
 * that names nobody stays, and fails as having no address.
 */
async function expandPeople(trx: Db, tenantId: string, recipients: readonly string[]): Promise<string[]> {
  const expanded: string[] = [];
  for (const recipient of recipients) {
    const people = PEOPLE_RECIPIENT.exec(recipient);
    if (!people) {
      expanded.push(recipient);
      continue;
    }
    const [, kind, name] = people;
    const { rows } =
      kind === 'role'
        ? await sql<{ email: string }>`select u.email from users u
            join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
            where u.tenant_id = ${tenantId} and lower(r.name) = lower(${name}) and u.status = 'ACTIVE'
              and u.account_id is null and u.email <> ''`.execute(trx)
        : await sql<{ email: string }>`select email from users where tenant_id = ${tenantId}
            and lower(username) = lower(${name}) and status = 'ACTIVE' and account_id is null and email <> ''`.execute(
            trx,
          );
    expanded.push(...(rows.length > 0 ? rows.map((row) => row.email) : [recipient]));
  }
  return [...new Set(expanded)];
}

/** What the notifier reads of a notification's definition. */
type AlertToSend = Pick<
  Alert,
  'alertId' | 'name' | 'channel' | 'events' | 'service' | 'recipients' | 'subject' | 'template'
>;

/** Which event a notification stands for, and where it came from. */
interface Occurrence {
  kind: NotificationEvent;
  context: Record<string, unknown>;
  /** The order's event: an order event once per notification definition and recipient. */
  eventId: number | null;
  order: { id: string; number: string; service: string } | null;
}

async function queueForOccurrence(
  trx: Db,
  tenantId: string,
  alerts: readonly AlertToSend[],
  occurrence: Occurrence,
): Promise<void> {
  const { kind, context, order } = occurrence;
  for (const alert of alerts) {
    if (!alert.events.includes(kind)) continue;
    // A notification kept to one service hears only that service's orders.
    if (alert.service !== null && alert.service.toLowerCase() !== order?.service.toLowerCase()) continue;
    const subject = fillTemplate(alert.subject, context);
    const body = fillTemplate(alert.template, context);
    for (const recipient of await expandPeople(trx, tenantId, alert.recipients)) {
      const to = fillTemplate(recipient, context).trim();
      const missing =
        to === ''
          ? `The recipient ${recipient} is empty for this ${order ? 'order' : 'event'}.`
          : PEOPLE_RECIPIENT.test(to)
            ? `${to} names no active user of the tenant with an email address.`
            : null;
      await notificationsDb(trx)
        .insertInto('notifications')
        .values({
          tenant_id: tenantId,
          alert_id: alert.alertId,
          alert_name: alert.name,
          channel: alert.channel,
          event: kind,
          event_id: occurrence.eventId,
          order_id: order?.id ?? null,
          order_number: order?.number ?? null,
          recipient: to || recipient,
          subject,
          body,
          state: missing ? 'FAILED' : 'QUEUED',
          last_error: missing,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}

const orderOccurrence = (event: FeedEvent, origin: string): Occurrence | null => {
  const kind = ENGINE_EVENTS[event.type];
  return kind
    ? {
        kind,
        context: textContext(event, origin),
        eventId: Number(event.eventId),
        order: { id: event.orderId, number: event.orderNumber, service: event.service },
      }
    : null;
};

const enabledAlerts = (trx: Db, tenantId: string) =>
  notificationsDb(trx)
    .selectFrom('alerts')
    .select(['id as alertId', 'name', 'channel', 'events', 'service', 'recipients', 'subject', 'template'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .execute();

/**
 * Follows one contributed source of a tenant like the order events: from its cursor (a first read starts
 * at its newest event), queueing what its new events call for, in the transaction that moves the cursor.
 */
async function queueFromSource(services: ServerServices, tenantId: string, source: NotificationSource): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ cursor: string }>`select position as cursor from notification_source_cursors
      where tenant_id = ${tenantId} and event = ${source.event} for update skip locked`.execute(trx);
    const cursor = rows[0]?.cursor;
    if (cursor === undefined) {
      const latest = await source.latestPosition(trx, tenantId);
      await sql`insert into notification_source_cursors (tenant_id, event, position)
        values (${tenantId}, ${source.event}, ${latest}) on conflict do nothing`.execute(trx);
      return;
    }
    const events = await source.after(trx, tenantId, cursor, EVENTS_PER_TICK);
    const last = events.at(-1);
    if (!last) return;
    const alerts = await enabledAlerts(trx, tenantId);
    for (const event of events) {
      await queueForOccurrence(trx, tenantId, alerts, {
        kind: source.event,
        context: event.context,
        eventId: null,
        order: null,
      });
    }
    await sql`update notification_source_cursors set position = ${last.position}
      where tenant_id = ${tenantId} and event = ${source.event}`.execute(trx);
  });
}

/**
 * Reads each tenant's new order events (from where it left off; a tenant's first read starts at its
 * newest event, so nothing from before its first notification is sent) and queues a notification per
 * matching notification definition and recipient — once per event, whichever process reads; then the
 * same for the events of each source other plugins contribute (stock below threshold).
 */
export async function queueNotifications(
  services: ServerServices,
  sources: readonly NotificationSource[] = [],
): Promise<void> {
  // Where the texts' links open the console from outside, as the reset-password links do.
  const { SDP_PUBLIC_URL, PORT } = services.config;
  const origin = (SDP_PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
  const tenants = await notificationsDb(services.db)
    .selectFrom('alerts')
    .select('tenant_id as tenantId')
    .distinct()
    .where('enabled', '=', true)
    .execute();
  for (const { tenantId } of tenants) {
    await services.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ cursor: string }>`select position as cursor from notification_cursors
        where tenant_id = ${tenantId} for update skip locked`.execute(trx);
      const cursor = rows[0]?.cursor;
      if (cursor === undefined) {
        const latest = await services.get(OrderEventFeed).latestPosition(trx, tenantId);
        await sql`insert into notification_cursors (tenant_id, position) values (${tenantId}, ${latest})
          on conflict do nothing`.execute(trx);
        return;
      }
      const events = await services.get(OrderEventFeed).after(trx, tenantId, cursor, EVENTS_PER_TICK);
      const last = events.at(-1);
      if (!last) return;
      const alerts = await enabledAlerts(trx, tenantId);
      for (const event of events) {
        const occurrence = orderOccurrence(event, origin);
        if (occurrence) await queueForOccurrence(trx, tenantId, alerts, occurrence);
      }
      await sql`update notification_cursors set position = ${last.position}
        where tenant_id = ${tenantId}`.execute(trx);
    });
    for (const source of sources) await queueFromSource(services, tenantId, source);
  }
}

interface QueuedRow {
  id: string;
  tenantId: string;
  alertName: string;
  channel: Alert['channel'];
  event: NotificationEvent;
  orderNumber: string | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Sends one notification: EMAIL through the mailer (its outbox, and SMTP when set), SMS to the outbox, WEBHOOK as JSON. */
async function deliver(services: ServerServices, row: QueuedRow): Promise<void> {
  if (row.channel === 'EMAIL') {
    await services.mailer.send({ tenantId: row.tenantId, to: row.recipient, subject: row.subject, body: row.body });
    return;
  }
  if (row.channel === 'SMS') return;
  const response = await fetch(row.recipient, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      notification: row.alertName,
      event: row.event,
      orderNumber: row.orderNumber,
      subject: row.subject,
      text: row.body,
    }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The webhook answered HTTP ${response.status}.`);
}

/**
 * Sends what is queued and due: each taken for a minute first (another process leaves it alone; a crash
 * mid-send lets it go again), then sent outside any transaction; a failure is tried again later, and is
 * FAILED after MAX_ATTEMPTS.
 */
export async function sendQueued(services: ServerServices): Promise<void> {
  const { rows } = await sql<QueuedRow>`update notifications set next_attempt_at = now() + interval '60 seconds'
    where id in (select id from notifications where state = 'QUEUED' and next_attempt_at <= now()
      order by created_at limit ${SENDS_PER_TICK} for update skip locked)
    returning id, tenant_id as "tenantId", alert_name as "alertName", channel, event,
      order_number as "orderNumber", recipient, subject, body, attempts`.execute(services.db);
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await deliver(services, row);
      await sql`update notifications set state = 'SENT', attempts = ${attempts}, sent_at = now(), last_error = null
        where id = ${row.id}`.execute(services.db);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const state = attempts >= MAX_ATTEMPTS ? 'FAILED' : 'QUEUED';
      await sql`update notifications set state = ${state}, attempts = ${attempts}, last_error = ${message},
          next_attempt_at = now() + make_interval(secs => ${attempts * 5}) where id = ${row.id}`.execute(services.db);
    }
  }
}

/** The notifier's tick on the job queue: queue what the new events call for, send what is due, again in 2 s. */
export function notifyRegularly(
  jobs: JobQueue,
  services: ServerServices,
  sources: () => readonly NotificationSource[],
): void {
  runRegularly(jobs, {
    queue: NOTIFY_QUEUE,
    everyMs: TICK_MS,
    idleMs: 1_000,
    run: async () => {
      await queueNotifications(services, sources());
      await sendQueued(services);
    },
    onError: (error) => services.log.error({ err: error }, 'notifications'),
  });
}
