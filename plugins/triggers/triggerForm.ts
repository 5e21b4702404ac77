import type { ResourceFormSpec } from '../../core/resource/ResourceForm.tsx';
import type { FormValues } from '../../core/resource/resourceFields.ts';
import { TRIGGER_AUTHS, TRIGGER_FORMATS, type Trigger } from './contract.ts';

const text = (values: FormValues, name: string) => String(values[name] ?? '').trim();
const orNull = (values: FormValues, name: string) => text(values, name) || null;

/** A trigger's side-panel form: where it is called, how callers prove themselves, and the order it makes. */
export const triggerForm: ResourceFormSpec<Trigger> = {
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80, readOnlyOnEdit: true },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
    {
      name: 'path',
      label: 'Path',
      kind: 'text',
      required: true,
      maxLength: 60,
      hint: 'Called at /inbound/<tenant>/<path>: lower-case letters, digits and -.',
    },
    {
      name: 'auth',
      label: 'Authentication',
      kind: 'select',
      options: TRIGGER_AUTHS.map((value) => ({
        value,
        label: value === 'API_KEY' ? 'API key (x-api-key header)' : 'HMAC-SHA256 signature of the body (x-signature)',
      })),
    },
    {
      name: 'secret',
      label: 'Secret',
      kind: 'text',
      secret: true,
      empty: 'omit',
      maxLength: 200,
      hint: 'The API key or the signing secret, at least 16 characters; stored sealed. Leave empty to keep it.',
    },
    {
      name: 'format',
      label: 'Format',
      kind: 'select',
      options: TRIGGER_FORMATS.map((value) => ({ value, label: value })),
    },
    {
      name: 'translation',
      label: 'Translation',
      kind: 'text',
      maxLength: 80,
      hint: 'An XSLT of the Translator the XML goes through first (its output’s root element holds the fields).',
      visibleWhen: (values) => values.format === 'XML',
    },
    { name: 'service', label: 'Service', kind: 'text', required: true, maxLength: 80 },
    { name: 'operation', label: 'Operation', kind: 'text', required: true, maxLength: 40, placeholder: 'ADD' },
    {
      name: 'idempotencyField',
      label: 'Idempotency field',
      kind: 'text',
      maxLength: 120,
      hint: 'The payload field that tells requests apart: the same value again answers the same order.',
    },
    {
      name: 'subscriberKeyField',
      label: 'Subscriber key field',
      kind: 'text',
      maxLength: 120,
      hint: 'The payload field that names the subscriber (dependency rules and search use it).',
    },
  ],
  empty: {
    name: '',
    description: '',
    path: '',
    auth: 'API_KEY',
    secret: '',
    format: 'JSON',
    translation: '',
    service: '',
    operation: 'ADD',
    idempotencyField: '',
    subscriberKeyField: '',
  },
  valuesOf: (row) => ({
    name: row.name,
    description: row.description,
    path: row.path,
    auth: row.auth,
    secret: '',
    format: row.format,
    translation: row.translation ?? '',
    service: row.service,
    operation: row.operation,
    idempotencyField: row.idempotencyField ?? '',
    subscriberKeyField: row.subscriberKeyField ?? '',
  }),
  bodyOf: (values) => ({
    name: text(values, 'name'),
    description: text(values, 'description'),
    path: text(values, 'path'),
    auth: text(values, 'auth'),
    ...(text(values, 'secret') ? { secret: String(values.secret) } : {}),
    format: text(values, 'format'),
    translation: values.format === 'XML' ? orNull(values, 'translation') : null,
    service: text(values, 'service'),
    operation: text(values, 'operation').toUpperCase(),
    idempotencyField: orNull(values, 'idempotencyField'),
    subscriberKeyField: orNull(values, 'subscriberKeyField'),
  }),
};
