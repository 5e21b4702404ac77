import { describe, expect, it } from 'vitest';
import { changedFields, checkFields, formBody, visibleFields, type ResourceField } from './resourceFields.ts';

const FIELDS: readonly ResourceField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 10 },
  { name: 'healthCheckPath', label: 'Health check path', kind: 'text', empty: 'null' },
  { name: 'retryPolicy.maxAttempts', label: 'Attempts', kind: 'number', required: true, min: 1, max: 100 },
  { name: 'retryPolicy.jitter', label: 'Jitter', kind: 'checkbox' },
  { name: 'timeoutMs', label: 'Timeout', kind: 'number' },
  { name: 'config', label: 'Settings', kind: 'json' },
  { name: 'retryableErrors', label: 'Retry on', kind: 'checkboxes', options: [] },
  { name: 'auth.type', label: 'Auth', kind: 'select', options: [] },
  {
    name: 'auth.token',
    label: 'Token',
    kind: 'text',
    secret: true,
    empty: 'omit',
    visibleWhen: (values) => values['auth.type'] === 'BEARER',
  },
];

const VALUES = {
  name: 'HLR',
  healthCheckPath: '',
  'retryPolicy.maxAttempts': '3',
  'retryPolicy.jitter': true,
  timeoutMs: '',
  config: '{"networkElement":"HLR"}',
  retryableErrors: 'TIMEOUT,HTTP_5XX',
  'auth.type': 'BEARER',
  'auth.token': '',
};

describe('resource form fields', () => {
  it('sends values converted and nested by their dotted names, leaving out what is empty and optional', () => {
    expect(formBody(FIELDS, VALUES)).toEqual({
      name: 'HLR',
      healthCheckPath: null,
      retryPolicy: { maxAttempts: 3, jitter: true },
      config: { networkElement: 'HLR' },
      retryableErrors: ['TIMEOUT', 'HTTP_5XX'],
      auth: { type: 'BEARER' },
    });
    expect(formBody(FIELDS, { ...VALUES, 'auth.token': 's3cret' }).auth).toEqual({ type: 'BEARER', token: 's3cret' });
  });

  it('shows, checks and sends a conditional field only while its condition holds', () => {
    const none = { ...VALUES, 'auth.type': 'NONE', 'auth.token': 'left over' };
    expect(visibleFields(FIELDS, none).map((field) => field.name)).not.toContain('auth.token');
    expect(formBody(FIELDS, none).auth).toEqual({ type: 'NONE' });
  });

  it('names each field whose value cannot be sent', () => {
    expect(
      checkFields(FIELDS, {
        ...VALUES,
        name: 'A name far too long',
        'retryPolicy.maxAttempts': '0',
        timeoutMs: 'soon',
        config: '[1]',
      }),
    ).toEqual({
      name: 'Name has at most 10 characters.',
      'retryPolicy.maxAttempts': 'Attempts is at least 1.',
      timeoutMs: 'Timeout is a number.',
      config: 'Settings is a JSON object: { … }.',
    });
    expect(checkFields(FIELDS, { ...VALUES, config: '{oops' }).config).toMatch(/^Settings is not valid JSON: /);
    expect(checkFields(FIELDS, { ...VALUES, 'retryPolicy.maxAttempts': ' ' })).toEqual({
      'retryPolicy.maxAttempts': 'Enter attempts.',
    });
  });

  it('updates only the top-level fields that changed', () => {
    const before = formBody(FIELDS, VALUES);
    const after = formBody(FIELDS, { ...VALUES, 'retryPolicy.maxAttempts': '5' });
    expect(changedFields(after, before)).toEqual({ retryPolicy: { maxAttempts: 5, jitter: true } });
  });
});
