import { sql, type InferResult, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
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
import { notificationsDb } from './notificationsTables.ts';

const selectSent = (db: Kysely<CoreDatabase>) =>
  notificationsDb(db)
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

const toSent = (row: InferResult<ReturnType<typeof selectSent>>[number]): SentNotification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt === null ? null : row.sentAt.toISOString(),
});

/** What was sent, newest first (read-only on the kit), and sending one again as a new notification. */
export function sentResource(services: ServerServices): AnyRoute[] {
  return [
    ...defineResource(services, {
      descriptor: SENT_RESOURCE,
      tags: ['Notifications'],
      database: notificationsDb,
      table: 'notifications',
      alias: 'n',
      record: sentNotificationSchema,
      select: (db) => selectSent(db),
      toRecords: async (_db, rows) => rows.map(toSent),
      sorts: { createdAt: { key: 'created_at', type: 'timestamptz' } },
      filters: {
        state: { column: 'state', values: z.enum(SENT_STATES) },
        channel: { column: 'channel', values: z.enum(NOTIFICATION_CHANNELS) },
        alert: { column: 'alert_name' },
      },
      search: ['alert_name', 'order_number', 'recipient', 'subject'],
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
