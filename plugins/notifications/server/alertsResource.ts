import { sql } from 'kysely';
import { z } from 'zod';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  ALERT_RESOURCE,
  NOTIFICATION_CHANNELS,
  alertSchema,
  createAlertSchema,
  recipientProblem,
} from '../contract.ts';
import { notificationsDb } from './notificationsTables.ts';

/** The declaration of notifications: their routes' and their copy's; recipients checked against the channel. */
export function alertsDeclaration() {
  return declareResource({
    descriptor: ALERT_RESOURCE,
    tags: ['Notifications'],
    database: notificationsDb,
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
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      enabled: { column: sql`a.enabled::text`, values: z.enum(['true', 'false']) },
      channel: { column: 'channel', values: z.enum(NOTIFICATION_CHANNELS) },
    },
    search: ['name', 'description', 'template'],
    summaries: {
      create:
        'Creates a notification: its `channel` (EMAIL to the mail outbox or SMTP, SMS to the outbox, WEBHOOK posting JSON), the `events` it is sent on (ORDER_FAILED, TASK_FAILED, ORDER_COMPLETED, WORKLIST_ASSIGNED) for one `service` or all, its `recipients` (addresses, numbers or URLs; `{{payload.msisdn}}` reads one from the order), a `subject` and a `template` with `{{order.orderNumber}}`, `{{order.state}}`, `{{order.link}}`, `{{event.step}}`, `{{event.stepName}}`, `{{event.reason}}`, `{{payload.x}}` placeholders.',
      update: 'Changes a notification, given its version; the name stays.',
    },
    references: { kind: 'notification' },
    hooks: {
      async beforeUpdate(_trx, _ctx, { current, changes }) {
        const channel = changes.channel ?? current.channel;
        const recipients = changes.recipients ?? current.recipients;
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

/** The tenant's notifications (the spec's alerts) on the kit. */
export function alertsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, alertsDeclaration());
}
