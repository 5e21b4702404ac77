import { resourceFormSpec } from '../resourceKit/public/web/resourceFormSpec.ts';
import { textOf } from '../resourceKit/public/web/resourceFields.ts';
import { choiceInput, type Choice } from './components/ChoiceInput.tsx';
import {
  createSubscriberSchema,
  PAYLOAD_FORMATS,
  REVERSE_EVENT_LABELS,
  REVERSE_EVENT_TYPES,
  subscriberSchema,
} from './contract.ts';
import { parseSchedule, scheduleProblem, scheduleText } from './retrySchedule.ts';

/** What the filters' pickers offer: the services with their operations, and the partner accounts. */
export interface SubscriberChoices {
  services: readonly { name: string; label: string; operations: readonly string[] }[];
  accounts: readonly Choice[];
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const storedText = (stored: string | null) => stored ?? '';

/** A subscriber's side-panel form: where its events go, which ones, how they are sent and retried. */
export function subscriberForm(choices: SubscriberChoices) {
  const serviceInput = choiceInput('Any service', () =>
    choices.services.map((service) => ({ value: service.name, label: service.label })),
  );
  const operationInput = choiceInput('Any operation', (values) => {
    const service = choices.services.find((candidate) => candidate.name === textOf(values.service));
    const operations = service
      ? service.operations
      : [...new Set(choices.services.flatMap((entry) => entry.operations))];
    return operations.map((operation) => ({ value: operation, label: operation }));
  });
  const accountInput = choiceInput('Any account', () => choices.accounts);
  return resourceFormSpec({
    record: subscriberSchema,
    create: createSubscriberSchema,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80 },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
      {
        name: 'url',
        label: 'URL',
        kind: 'text',
        required: true,
        maxLength: 2000,
        placeholder: 'https://crm.example.com/webhooks/sdp',
        hint: 'Events are posted here, signed (webhook-id, webhook-timestamp, webhook-signature). Outside addresses only, unless the server’s operator allows others; the built-in receiver is /reverse-receiver/<tenant>/<name>.',
      },
      {
        name: 'eventTypes',
        label: 'Event types',
        kind: 'checkboxes',
        options: REVERSE_EVENT_TYPES.map((value) => ({ value, label: REVERSE_EVENT_LABELS[value] })),
      },
      {
        name: 'service',
        label: 'Service',
        kind: 'custom',
        input: serviceInput,
        parse: orNull,
        format: storedText,
        hint: 'Only orders of this service; any service when left open.',
      },
      {
        name: 'operation',
        label: 'Operation',
        kind: 'custom',
        input: operationInput,
        parse: orNull,
        format: storedText,
      },
      {
        name: 'accountId',
        label: 'Partner account',
        kind: 'custom',
        input: accountInput,
        parse: orNull,
        format: storedText,
        hint: 'Only orders of this partner account (and those beneath it).',
      },
      {
        name: 'payloadFormat',
        label: 'Payload format',
        kind: 'select',
        options: PAYLOAD_FORMATS.map((value) => ({ value, label: value })),
      },
      {
        name: 'translation',
        label: 'Translation',
        kind: 'reference',
        refersTo: 'translation',
        empty: 'null',
        maxLength: 80,
        clearWhenHidden: true,
        hint: 'A translation of the Translator (XSLT), by name: the event’s XML goes through it before it is sent. Empty: the event’s own XML.',
        visibleWhen: (values) => textOf(values.payloadFormat) === 'XML',
      },
      {
        name: 'headers',
        label: 'Headers',
        kind: 'json',
        hint: 'Extra request headers as a JSON object, e.g. {"Authorization": "Bearer …"}. Values are sealed and never shown again: a stored one reads ••••, and left so it is kept. The signature and connection headers are the server’s.',
      },
      { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
      {
        name: 'retrySchedule',
        label: 'Retry schedule',
        kind: 'custom',
        input: scheduleInput,
        parse: (text) => {
          const parsed = parseSchedule(text);
          return 'delays' in parsed && parsed.delays.length > 0 ? parsed.delays : null;
        },
        check: scheduleProblem,
        format: (stored: number[] | null) => (stored ? scheduleText(stored) : ''),
        hint: 'The wait before each attempt, e.g. 0 s, 5 s, 5 min, 30 min, 2 h. Leave empty for the configuration’s default.',
      },
      {
        name: 'concurrency',
        label: 'Concurrency',
        kind: 'number',
        min: 1,
        max: 50,
        unit: 'deliveries at once',
        hint: 'How many deliveries to this subscriber may be in flight at once.',
      },
      {
        name: 'ratePerSecond',
        label: 'Rate limit',
        kind: 'custom',
        input: rateInput,
        parse: (text) => (text.trim() === '' ? null : Number(text.trim())),
        check: rateProblem,
        format: (stored: number | null) => (stored === null ? '' : String(stored)),
        hint: 'At most this many deliveries started per second, by every server together; the others wait (they do not fail). Leave empty for no limit.',
      },
      { name: 'inOrder', label: 'Each order’s events in order, one after the other', kind: 'checkbox' },
    ],
  });
}

/** The rate limit's problem as typed: empty, or a whole number of deliveries per second within bounds. */
export function rateProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return 'The rate limit is a whole number of deliveries per second.';
  const rate = Number(trimmed);
  return rate < 1 || rate > 10_000 ? 'The rate limit is between 1 and 10000 per second.' : undefined;
}

/** The rate limit's text field: a plain input the form kit labels and checks. */
const rateInput = choiceInput('No limit (deliveries per second)', () => []);

/** The schedule's text field: a plain input the form kit labels and checks. */
const scheduleInput = choiceInput('0 s, 5 s, 5 min, 30 min, 2 h', () => []);
