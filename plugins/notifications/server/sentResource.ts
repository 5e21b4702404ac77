import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../../core/server/resource/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  NOTIFICATION_CHANNELS,
  SENT_PATHS,
  SENT_PERMISSIONS,
  SENT_RESOURCE,
  SENT_STATES,
  resendSchema,
  sentNotificationSchema,
  type SentNotification,
} from '../contract.ts';

const selectSent = (db: Kysely<CoreDatabase>) =>
  (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom('notifications as n')
    .select([
      'n.id as notificationId',
      'n.alert_id as alertId',
      'n.alert_name as alert',
      'n.channel',
      'n.event',
      'n.order_id as orderId',
      'n.order_number as orderNumber',
      'n.recipient',
      'n.subject',
      'n.body',
      'n.state',
      'n.attempts',
      'n.last_error as lastError',
      'n.created_at as createdAt',
      'n.sent_at as sentAt',
      'n.resend_of as resendOf',
    ]);

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
const toSent = (row: Record<string, unknown>): SentNotification =>
  ({ ...row, createdAt: iso(row.createdAt), sentAt: iso(row.sentAt) }) as SentNotification;

/** What was sent, newest first (read-only on the kit), and sending one again as a new notification. */
export function sentResource(services: ServerServices): AnyRoute[] {
  return [
    ...defineResource(services, {
      descriptor: SENT_RESOURCE,
      tags: ['Notifications'],
      table: 'notifications',
      alias: 'n',
      record: sentNotificationSchema,
      select: (db) => selectSent(db) as never,
      toRecords: async (_db, rows: Record<string, unknown>[]) => rows.map(toSent),
      sorts: { createdAt: { key: sql`n.created_at`, type: 'timestamptz' } },
      filters: {
        state: { column: sql`n.state`, values: z.enum(SENT_STATES) },
        channel: { column: sql`n.channel`, values: z.enum(NOTIFICATION_CHANNELS) },
        alert: { column: sql`n.alert_name` },
      },
      search: [sql`n.alert_name`, sql`n.order_number`, sql`n.recipient`, sql`n.subject`],
    }),
    defineRoute({
      method: 'POST',
      url: SENT_PATHS.resend,
      summary:
        'Sends a notification again: a new one with the same recipient, subject and text, queued now (the old one stays as it was).',
      tags: ['Notifications'],
      permission: SENT_PERMISSIONS.update,
      body: resendSchema,
      response: sentNotificationSchema,
      handler: async ({ body, auth }) => {
        const { rows } = await sql<{
          id: string;
        }>`insert into notifications (tenant_id, alert_id, alert_name, channel, event,
            order_id, order_number, recipient, subject, body, state, resend_of)
          select tenant_id, alert_id, alert_name, channel, event, order_id, order_number, recipient, subject, body,
            'QUEUED', id
          from notifications where id = ${body.notificationId} and tenant_id = ${auth.tenantId}
          returning id`.execute(services.db);
        const id = rows[0]?.id;
        if (!id) throw notFound('The notification');
        const row = await selectSent(services.db).where('n.id', '=', id).executeTakeFirstOrThrow();
        return ok(toSent(row), 'Queued to be sent again');
      },
    }),
  ];
}
