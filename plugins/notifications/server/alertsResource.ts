import { sql } from 'kysely';
import { z } from 'zod';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../../core/server/resource/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  ALERT_RESOURCE,
  NOTIFICATION_CHANNELS,
  alertSchema,
  createAlertSchema,
  recipientProblem,
  type NotificationChannel,
} from '../contract.ts';

/** The tenant's notifications (the spec's alerts) on the kit; recipients checked against the channel. */
export function alertsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: ALERT_RESOURCE,
    tags: ['Notifications'],
    table: 'alerts',
    alias: 'a',
    record: alertSchema,
    create: createAlertSchema,
    immutable: ['name'],
    columns: {
      name: 'name',
      description: 'description',
      channel: 'channel',
      events: 'events',
      service: 'service',
      recipients: 'recipients',
      subject: 'subject',
      template: 'template',
      enabled: 'enabled',
    },
    sorts: {
      name: { key: sql`lower(a.name)`, type: 'text' },
      updatedAt: { key: sql`a.updated_at`, type: 'timestamptz' },
    },
    filters: {
      enabled: { column: sql`a.enabled::text`, values: z.enum(['true', 'false']) },
      channel: { column: sql`a.channel`, values: z.enum(NOTIFICATION_CHANNELS) },
    },
    search: [sql`a.name`, sql`a.description`, sql`a.template`],
    summaries: {
      create:
        'Creates a notification: its `channel` (EMAIL to the mail outbox or SMTP, SMS to the outbox, WEBHOOK posting JSON), the `events` it is sent on (ORDER_FAILED, TASK_FAILED, ORDER_COMPLETED, WORKLIST_ASSIGNED) for one `service` or all, its `recipients` (addresses, numbers or URLs; `{{payload.msisdn}}` reads one from the order), a `subject` and a `template` with `{{order.orderNumber}}`, `{{event.step}}`, `{{payload.x}}` placeholders.',
      update: 'Changes a notification, given its version; the name stays.',
    },
    hooks: {
      async beforeUpdate(_trx, _ctx, { current, changes }) {
        const channel = (changes.channel ??
          (current as { channel: NotificationChannel }).channel) as NotificationChannel;
        const recipients = (changes.recipients ?? (current as { recipients: string[] }).recipients) as string[];
        recipients.forEach((recipient, index) => {
          const problem = recipientProblem(channel, recipient);
          if (problem) throw invalidField('body', `recipients.${index}`, problem);
        });
      },
      uniqueViolation: (values) =>
        fieldConflict('name', `A notification named "${String(values.name)}" already exists.`),
    },
  });
}
