import { resourceFormSpec } from '../resourceKit/public/web/resourceFormSpec.ts';
import {
  alertSchema,
  createAlertSchema,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
} from './contract.ts';

const CHANNEL_LABELS = { EMAIL: 'Email', SMS: 'SMS (to the outbox)', WEBHOOK: 'Webhook (JSON POST)' } as const;

/** A notification's side-panel form: channel, events, service, recipients one per line, subject and text. */
export const alertForm = resourceFormSpec({
  record: alertSchema,
  create: createAlertSchema,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80, readOnlyOnEdit: true },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
    {
      name: 'channel',
      label: 'Channel',
      kind: 'select',
      options: NOTIFICATION_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    },
    {
      name: 'events',
      label: 'Sent on',
      kind: 'checkboxes',
      options: NOTIFICATION_EVENTS.map((value) => ({ value, label: NOTIFICATION_EVENT_LABELS[value] })),
    },
    {
      name: 'service',
      label: 'Service',
      kind: 'reference',
      refersTo: 'service',
      empty: 'null',
      maxLength: 80,
      hint: 'Only this service’s orders (a stock event has no service: leave empty); empty: all.',
    },
    {
      name: 'recipients',
      label: 'Recipients',
      kind: 'list',
      lines: true,
      code: true,
      hint: 'One per line: addresses, numbers or URLs as the channel takes; {{payload.msisdn}} reads one from the order; an email may go to role:<role> or user:<username>.',
    },
    {
      name: 'subject',
      label: 'Subject',
      kind: 'text',
      maxLength: 200,
      clearWhenHidden: true,
      visibleWhen: (values) => values.channel === 'EMAIL',
    },
    {
      name: 'template',
      label: 'Text',
      kind: 'textarea',
      required: true,
      hint: 'Placeholders: {{order.orderNumber}}, {{order.service}}, {{order.operation}}, {{order.state}}, {{order.link}}, {{event.step}}, {{payload.<field>}}; for a failed order {{event.stepName}} and {{event.reason}}; for stock below threshold {{stock.location}}, {{stock.model}}, {{stock.inStock}}, {{stock.threshold}}.',
    },
  ],
  defaults: { events: ['ORDER_FAILED'], subject: 'Order {{order.orderNumber}} failed' },
});
