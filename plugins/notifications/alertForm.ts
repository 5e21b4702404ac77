import type { ResourceFormSpec } from '../../core/resource/ResourceForm.tsx';
import { listValues, type FormValues } from '../../core/resource/resourceFields.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENT_LABELS, NOTIFICATION_EVENTS, type Alert } from './contract.ts';

const text = (values: FormValues, name: string) => String(values[name] ?? '').trim();
const CHANNEL_LABELS = { EMAIL: 'Email', SMS: 'SMS (to the outbox)', WEBHOOK: 'Webhook (JSON POST)' } as const;

/** A notification's side-panel form: channel, events, service, recipients one per line, subject and text. */
export const alertForm: ResourceFormSpec<Alert> = {
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
    { name: 'service', label: 'Service', kind: 'text', maxLength: 80, hint: 'Only this service’s orders; empty: all.' },
    {
      name: 'recipients',
      label: 'Recipients',
      kind: 'textarea',
      code: true,
      hint: 'One per line: addresses, numbers or URLs as the channel takes; {{payload.msisdn}} reads one from the order; an email may go to role:<role> or user:<username>.',
    },
    {
      name: 'subject',
      label: 'Subject',
      kind: 'text',
      maxLength: 200,
      visibleWhen: (values) => values.channel === 'EMAIL',
    },
    {
      name: 'template',
      label: 'Text',
      kind: 'textarea',
      required: true,
      hint: 'Placeholders: {{order.orderNumber}}, {{order.service}}, {{order.operation}}, {{order.state}}, {{event.step}}, {{payload.<field>}}.',
    },
  ],
  empty: {
    name: '',
    description: '',
    channel: 'EMAIL',
    events: 'ORDER_FAILED',
    service: '',
    recipients: '',
    subject: 'Order {{order.orderNumber}} failed',
    template: '',
  },
  valuesOf: (row) => ({
    name: row.name,
    description: row.description,
    channel: row.channel,
    events: row.events.join(','),
    service: row.service ?? '',
    recipients: row.recipients.join('\n'),
    subject: row.subject,
    template: row.template,
  }),
  bodyOf: (values) => ({
    name: text(values, 'name'),
    description: text(values, 'description'),
    channel: text(values, 'channel'),
    events: listValues(values.events),
    service: text(values, 'service') || null,
    recipients: text(values, 'recipients')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    subject: values.channel === 'EMAIL' ? text(values, 'subject') : '',
    template: text(values, 'template'),
  }),
};
