import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkFields,
  fieldValueOf,
  formBody,
  formValuesOf,
  itemsOfText,
  numberOfText,
  sameValues,
  textOfItems,
  visibleFields,
  type FormValues,
  type ResourceField,
} from './resourceFields.ts';

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

const VALUES: FormValues = {
  name: 'HLR',
  healthCheckPath: '',
  'retryPolicy.maxAttempts': 3,
  'retryPolicy.jitter': true,
  timeoutMs: null,
  config: '{"networkElement":"HLR"}',
  retryableErrors: ['TIMEOUT', 'HTTP_5XX'],
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
        'retryPolicy.maxAttempts': 0,
        timeoutMs: numberOfText('soon'),
        config: '[1]',
      }),
    ).toEqual({
      name: 'Name has at most 10 characters.',
      'retryPolicy.maxAttempts': 'Attempts is at least 1.',
      timeoutMs: 'Timeout is a number.',
      config: 'Settings is a JSON object: { … }.',
    });
    expect(checkFields(FIELDS, { ...VALUES, config: '{oops' }).config).toMatch(/^Settings is not valid JSON: /);
    expect(checkFields(FIELDS, { ...VALUES, 'retryPolicy.maxAttempts': numberOfText(' ') })).toEqual({
      'retryPolicy.maxAttempts': 'Enter attempts.',
    });
  });

  it('updates only the top-level fields that changed', () => {
    const before = formBody(FIELDS, VALUES);
    const after = formBody(FIELDS, { ...VALUES, 'retryPolicy.maxAttempts': 5 });
    expect(changedFields(after, before)).toEqual({ retryPolicy: { maxAttempts: 5, jitter: true } });
  });

  it('sends a text trimmed, a secret or code as typed, and a hidden text that clears as its empty text', () => {
    const fields: readonly ResourceField[] = [
      { name: 'service', label: 'Service', kind: 'text', empty: 'null' },
      { name: 'secret', label: 'Secret', kind: 'text', secret: true },
      { name: 'body', label: 'Body', kind: 'textarea', code: true },
      { name: 'format', label: 'Format', kind: 'select', options: [] },
      {
        name: 'translation',
        label: 'Translation',
        kind: 'text',
        empty: 'null',
        clearWhenHidden: true,
        visibleWhen: (values) => values.format === 'XML',
      },
      { name: 'subject', label: 'Subject', kind: 'text', visibleWhen: () => false, clearWhenHidden: true },
      { name: 'header', label: 'Header', kind: 'text', visibleWhen: () => false },
    ];
    const values = {
      service: ' Mobile ',
      secret: ' s3cret ',
      body: '  {"a": 1}\n',
      format: 'XML',
      translation: ' crm ',
      subject: 'Kept?',
      header: 'X-Key',
    };
    expect(formBody(fields, values)).toEqual({
      service: 'Mobile',
      secret: ' s3cret ',
      body: '  {"a": 1}\n',
      format: 'XML',
      translation: 'crm',
      subject: '',
    });
    expect(formBody(fields, { ...values, service: '  ', format: 'JSON' })).toMatchObject({
      service: null,
      translation: null,
    });
  });

  it('reads a typed list from its text: split, trimmed, empty items dropped, upper case when asked', () => {
    expect(itemsOfText({ upperCase: true }, 'add, modify,, ')).toEqual(['ADD', 'MODIFY']);
    expect(itemsOfText({ lines: true }, 'ops@example.net\n\n role:Operator \n')).toEqual([
      'ops@example.net',
      'role:Operator',
    ]);
    expect(textOfItems({}, ['ADD', 'MODIFY'])).toBe('ADD, MODIFY');
    expect(textOfItems({ lines: true }, ['a', 'b'])).toBe('a\nb');
    expect(formBody([{ name: 'operations', label: 'Operations', kind: 'list' }], { operations: ['ADD'] })).toEqual({
      operations: ['ADD'],
    });
  });

  it('holds a number as typed: null when empty, NaN when not a number', () => {
    expect(numberOfText(' 42 ')).toBe(42);
    expect(numberOfText('')).toBeNull();
    expect(numberOfText('1e3')).toBe(1000);
    expect(numberOfText('soon')).toBeNaN();
    expect(formBody([{ name: 'timeoutMs', label: 'Timeout', kind: 'number' }], { timeoutMs: NaN })).toEqual({});
  });

  it('compares values by kind: lists item by item, NaN as itself', () => {
    expect(sameValues({ a: ['x', 'y'], n: NaN }, { a: ['x', 'y'], n: NaN })).toBe(true);
    expect(sameValues({ a: ['x', 'y'] }, { a: ['y', 'x'] })).toBe(false);
    expect(sameValues({ n: 3 }, { n: null })).toBe(false);
  });
});

describe('a form’s values of a record', () => {
  const record = {
    name: 'HLR',
    healthCheckPath: null,
    retryPolicy: { maxAttempts: 3, jitter: false },
    timeoutMs: 10_000,
    config: {},
    retryableErrors: ['TIMEOUT'],
    auth: { type: 'BEARER', secretSet: true },
  };

  it('reads each field at its dotted name, converted by its kind', () => {
    expect(formValuesOf(FIELDS, record)).toEqual({
      name: 'HLR',
      healthCheckPath: '',
      'retryPolicy.maxAttempts': 3,
      'retryPolicy.jitter': false,
      timeoutMs: 10_000,
      config: '',
      retryableErrors: ['TIMEOUT'],
      'auth.type': 'BEARER',
      'auth.token': '',
    });
  });

  it('gives what the record lacks (null or missing) the fallback’s value, else the field’s blank', () => {
    const values = formValuesOf(FIELDS, { name: 'HLR' }, { healthCheckPath: '/health', 'auth.type': 'NONE' });
    expect(values).toMatchObject({
      healthCheckPath: '/health',
      'retryPolicy.maxAttempts': null,
      'retryPolicy.jitter': false,
      timeoutMs: null,
      retryableErrors: [],
      'auth.type': 'NONE',
    });
    const select: ResourceField = {
      name: 'type',
      label: 'Type',
      kind: 'select',
      options: [{ value: 'A', label: 'a' }],
    };
    expect(formValuesOf([select], {})).toEqual({ type: 'A' });
  });

  it('pretty-prints JSON, an empty object or list as empty text, and a custom field by its format', () => {
    const json: ResourceField = { name: 'headers', label: 'Headers', kind: 'json' };
    expect(fieldValueOf(json, { 'X-Channel': 'SDP' })).toBe('{\n  "X-Channel": "SDP"\n}');
    expect(fieldValueOf(json, {})).toBe('');
    expect(fieldValueOf(json, [])).toBe('');
    const input = () => null;
    const custom: ResourceField = { name: 'rows', label: 'Rows', kind: 'custom', input, parse: (text) => text };
    expect(fieldValueOf(custom, 'as is')).toBe('as is');
    expect(fieldValueOf(custom, {})).toBe('{}');
    const formatted: ResourceField = {
      ...custom,
      format: (rows: readonly { from: string; to: string }[]) => rows.map((row) => `${row.from},${row.to}`).join('\n'),
    };
    expect(fieldValueOf(formatted, [{ from: 'A', to: 'B' }])).toBe('A,B');
  });

  it('sends back what it read: a record’s values make its own fields again', () => {
    const values = formValuesOf(FIELDS, { ...record, config: { networkElement: 'HLR' } });
    expect(formBody(FIELDS, values)).toEqual({
      name: 'HLR',
      healthCheckPath: null,
      retryPolicy: { maxAttempts: 3, jitter: false },
      timeoutMs: 10_000,
      config: { networkElement: 'HLR' },
      retryableErrors: ['TIMEOUT'],
      auth: { type: 'BEARER' },
    });
  });
});
