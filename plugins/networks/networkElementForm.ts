import {
  AUTH_SECRET_FIELD,
  createNetworkElementSchema,
  KNOWN_NETWORK_ELEMENT_TYPES,
  MAX_NETWORK_TIMEOUT_MS,
  NETWORK_AUTH_TYPES,
  NETWORK_PROTOCOLS,
  networkElementSchema,
  type CreateNetworkElement,
  type NetworkElement,
} from '../engine/public/contract/networkElement.ts';
import { codeOptions } from '../resourceKit/public/web/resourceColumns.tsx';
import type { FormValues, ResourceField } from '../resourceKit/public/web/resourceFields.ts';
import type { MissingSecret } from '../resourceKit/public/web/SecretNeeded.tsx';
import { resourceFormSpec, type FormFieldName } from '../resourceKit/public/web/resourceFormSpec.ts';

export const AUTH_LABELS = { NONE: 'None', BASIC: 'Basic', BEARER: 'Bearer token', API_KEY: 'API key' } as const;

const authIs =
  (type: keyof typeof AUTH_LABELS) =>
  (values: FormValues): boolean =>
    values['auth.type'] === type;

const SECRET_HINT = 'Sealed at rest and never shown again; leave empty to keep the stored one.';

export const NETWORK_ELEMENT_FIELDS: readonly ResourceField<FormFieldName<NetworkElement, CreateNetworkElement>>[] = [
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    maxLength: 80,
    readOnlyOnEdit: true,
    hint: 'HTTP tasks name the element: the name is fixed once created.',
  },
  { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  {
    name: 'type',
    label: 'Type',
    kind: 'text',
    required: true,
    maxLength: 40,
    hint: `Upper case: ${KNOWN_NETWORK_ELEMENT_TYPES.join(', ')} …`,
  },
  { name: 'protocol', label: 'Protocol', kind: 'select', options: codeOptions(NETWORK_PROTOCOLS) },
  {
    name: 'baseUrl',
    label: 'Base URL',
    kind: 'text',
    required: true,
    maxLength: 2000,
    placeholder: 'https://hlr.example.net/api',
    hint: 'http(s)://host[:port][/path], or a path of this server such as /simulator/hlr.',
  },
  {
    name: 'auth.type',
    label: 'Authentication',
    kind: 'select',
    options: NETWORK_AUTH_TYPES.map((type) => ({ value: type, label: AUTH_LABELS[type] })),
  },
  { name: 'auth.username', label: 'User name', kind: 'text', required: true, visibleWhen: authIs('BASIC') },
  {
    name: 'auth.password',
    label: 'Password',
    kind: 'text',
    secret: true,
    empty: 'omit',
    hint: SECRET_HINT,
    visibleWhen: authIs('BASIC'),
  },
  {
    name: 'auth.token',
    label: 'Token',
    kind: 'text',
    secret: true,
    empty: 'omit',
    hint: SECRET_HINT,
    visibleWhen: authIs('BEARER'),
  },
  { name: 'auth.header', label: 'Header', kind: 'text', required: true, visibleWhen: authIs('API_KEY') },
  {
    name: 'auth.key',
    label: 'Key',
    kind: 'text',
    secret: true,
    empty: 'omit',
    hint: SECRET_HINT,
    visibleWhen: authIs('API_KEY'),
  },
  {
    name: 'timeoutMs',
    label: 'Timeout (ms)',
    kind: 'number',
    required: true,
    min: 100,
    max: MAX_NETWORK_TIMEOUT_MS,
  },
  {
    name: 'concurrencyLimit',
    label: 'Concurrent calls at most',
    kind: 'number',
    required: true,
    min: 1,
    max: 1000,
  },
  {
    name: 'healthCheckPath',
    label: 'Health check path',
    kind: 'text',
    empty: 'null',
    placeholder: '/health',
    hint: 'A GET of this path under the base URL; empty checks the base URL.',
  },
  { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
];

/** A network element's side-panel form; its secrets are never read back, an API key's header starts as X-API-Key. */
export const networkElementForm = resourceFormSpec({
  record: networkElementSchema,
  create: createNetworkElementSchema,
  fields: NETWORK_ELEMENT_FIELDS,
  defaults: { type: 'OTHER', 'auth.header': 'X-API-Key' },
});

/** An element that signs in without its secret (copied from another tenant without it). */
export const lacksSecret = (element: NetworkElement): boolean =>
  element.auth.type !== 'NONE' && !element.auth.secretSet;

/** The secret field an element without its secret must have filled, for the kind of authentication chosen. */
export function missingElementSecret(element: NetworkElement, values: FormValues): MissingSecret | null {
  const type = (values['auth.type'] ?? element.auth.type) as keyof typeof AUTH_LABELS;
  if (element.auth.secretSet || type === 'NONE') return null;
  const field = `auth.${AUTH_SECRET_FIELD[type]}`;
  return { field, label: NETWORK_ELEMENT_FIELDS.find((candidate) => candidate.name === field)?.label ?? field };
}

/** A clone's values: the element's settings (its secret excepted) under a name of its own. */
export function cloneNetworkElementValues(element: NetworkElement): FormValues {
  return { ...networkElementForm.valuesOf(element), name: `${element.name} copy` };
}
