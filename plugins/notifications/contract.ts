import { z } from 'zod';
import { resourceMetaFields } from '../../core/contract/resourceSchemas.ts';

export { ALERT_PERMISSIONS, ALERT_RESOURCE, SENT_PATHS, SENT_PERMISSIONS, SENT_RESOURCE } from './paths.ts';

export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'WEBHOOK'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The events a notification is sent on, each the engine's events it stands for. */
export const NOTIFICATION_EVENTS = [
  'ORDER_FAILED',
  'TASK_FAILED',
  'ORDER_COMPLETED',
  'WORKLIST_ASSIGNED',
  'SLA_BREACHED',
  'ORDER_STALLED',
  'STOCK_BELOW_THRESHOLD',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_EVENT_LABELS: Readonly<Record<NotificationEvent, string>> = {
  ORDER_FAILED: 'Order failed',
  TASK_FAILED: 'Task failed',
  ORDER_COMPLETED: 'Order completed',
  WORKLIST_ASSIGNED: 'Worklist item assigned',
  SLA_BREACHED: 'SLA breached',
  ORDER_STALLED: 'Order stalled',
  STOCK_BELOW_THRESHOLD: 'Stock below threshold',
};

export const SENT_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type SentState = (typeof SENT_STATES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{6,15}$/;

/** An email recipient naming the tenant's users of a role (`role:Operator`) or one user (`user:operator`). */
export const PEOPLE_RECIPIENT = /^(role|user):\s*(\S.*)$/;

/**
 * Why a recipient does not suit the channel, or null; one holding a `{{ }}` placeholder is read when sent,
 * and an email may name a role's users or a user.
 */
export function recipientProblem(channel: NotificationChannel, recipient: string): string | null {
  if (recipient.includes('{{')) return null;
  if (PEOPLE_RECIPIENT.test(recipient)) {
    return channel === 'EMAIL' ? null : 'Roles and users are recipients of emails only.';
  }
  if (channel === 'EMAIL') return EMAIL.test(recipient) ? null : `${recipient} is not an email address.`;
  if (channel === 'SMS') return PHONE.test(recipient) ? null : `${recipient} is not a phone number (digits, + first).`;
  return /^https?:\/\/\S+$/.test(recipient) ? null : `${recipient} is not an http(s) address.`;
}

/**
 * A notification: what to send (a subject and a template with `{{ }}` placeholders over the order and
 * the event), on which events (of one service, or all), to whom, and through which channel.
 */
export const alertSchema = z.object({
  alertId: z.string(),
  name: z.string(),
  description: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  events: z.array(z.enum(NOTIFICATION_EVENTS)),
  service: z.string().nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  template: z.string(),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type Alert = z.infer<typeof alertSchema>;

export const createAlertSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z][A-Za-z0-9 _.-]{0,79}$/,
        'A name starts with a letter: letters, digits, spaces, _, . and -, at most 80.',
      ),
    description: z.string().trim().max(500).default(''),
    channel: z.enum(NOTIFICATION_CHANNELS),
    events: z.array(z.enum(NOTIFICATION_EVENTS)).min(1, 'Choose at least one event.').max(NOTIFICATION_EVENTS.length),
    service: z.string().trim().min(1).max(80).nullable().default(null),
    recipients: z.array(z.string().trim().min(1).max(300)).min(1, 'Name at least one recipient.').max(20),
    subject: z.string().trim().max(200).default(''),
    template: z.string().trim().min(1, 'Write what the notification says.').max(2_000),
    enabled: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    value.recipients.forEach((recipient, index) => {
      const problem = recipientProblem(value.channel, recipient);
      if (problem) context.addIssue({ code: 'custom', path: ['recipients', index], message: problem });
    });
  });
export type CreateAlert = z.input<typeof createAlertSchema>;

/** One notification sent (or being sent) for an event of an order. */
export const sentNotificationSchema = z.object({
  notificationId: z.string(),
  alertId: z.string().nullable(),
  alert: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  event: z.enum(NOTIFICATION_EVENTS),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(SENT_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  resendOf: z.string().nullable(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

export const resendSchema = z.strictObject({ notificationId: z.uuid('Name the notification to send again.') });
