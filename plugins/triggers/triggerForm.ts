import { resourceFormSpec } from '../resourceKit/public/web/resourceFormSpec.ts';
import { createTriggerSchema, TRIGGER_AUTHS, TRIGGER_FORMATS, triggerSchema } from './contract.ts';

/** A trigger's side-panel form: where it is called, how callers prove themselves, and the order it makes. */
export const triggerForm = resourceFormSpec({
  record: triggerSchema,
  create: createTriggerSchema,
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
        label:
          value === 'API_KEY'
            ? 'API key (x-api-key header)'
            : 'HMAC-SHA256 signature of timestamp and body (x-signature, x-signature-timestamp)',
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
      kind: 'reference',
      refersTo: 'translation',
      empty: 'null',
      clearWhenHidden: true,
      maxLength: 80,
      hint: 'An XSLT of the Translator the XML goes through first (its output’s root element holds the fields).',
      visibleWhen: (values) => values.format === 'XML',
    },
    { name: 'service', label: 'Service', kind: 'reference', refersTo: 'service', required: true, maxLength: 80 },
    {
      name: 'operation',
      label: 'Operation',
      kind: 'text',
      required: true,
      maxLength: 40,
      upperCase: true,
      placeholder: 'ADD',
    },
    {
      name: 'idempotencyField',
      label: 'Idempotency field',
      kind: 'text',
      empty: 'null',
      maxLength: 120,
      hint: 'The payload field that tells requests apart: the same value again answers the same order.',
    },
    {
      name: 'subscriberKeyField',
      label: 'Subscriber key field',
      kind: 'text',
      empty: 'null',
      maxLength: 120,
      hint: 'The payload field that names the subscriber (dependency rules and search use it).',
    },
  ],
  defaults: { operation: 'ADD' },
});
