import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceFormSpec, schemaDefaults, specBody } from './resourceFormSpec.ts';

const retryPolicy = z.strictObject({
  maxAttempts: z.number().int().min(1),
  backoff: z.enum(['FIXED', 'EXPONENTIAL']),
  jitter: z.boolean(),
});

const gadgetSchema = z.object({
  gadgetId: z.string(),
  name: z.string(),
  kind: z.enum(['LATHE', 'DRILL']),
  note: z.string().nullable(),
  config: z.record(z.string(), z.unknown()),
  mapping: z.record(z.string(), z.string()),
  retryPolicy,
  timeoutMs: z.number().int(),
  tags: z.array(z.string()),
  enabled: z.boolean(),
  version: z.number().int(),
});
type Gadget = z.infer<typeof gadgetSchema>;

const createGadgetSchema = z
  .strictObject({
    name: z.string().trim().min(1),
    kind: z.enum(['LATHE', 'DRILL']),
    note: z.string().trim().min(1).nullable().default(null),
    config: z.record(z.string(), z.unknown()).default({}),
    mapping: z.record(z.string(), z.string()).default({}),
    retryPolicy: retryPolicy.default({ maxAttempts: 3, backoff: 'EXPONENTIAL', jitter: true }),
    timeoutMs: z.number().int().min(1).default(30_000),
    tags: z.array(z.string()).default(['new']),
    enabled: z.boolean().default(true),
    /** Write-only: never answered. */
    secret: z.string().min(8).optional(),
  })
  .superRefine(() => undefined);

const gadgetForm = resourceFormSpec({
  record: gadgetSchema,
  create: createGadgetSchema,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: [
        { value: 'LATHE', label: 'Lathe' },
        { value: 'DRILL', label: 'Drill' },
      ],
    },
    { name: 'note', label: 'Note', kind: 'text', empty: 'null' },
    { name: 'config.speed', label: 'Speed', kind: 'number', visibleWhen: (values) => values.kind === 'LATHE' },
    { name: 'config.bit', label: 'Bit', kind: 'text', visibleWhen: (values) => values.kind === 'DRILL' },
    { name: 'mapping', label: 'Mapping', kind: 'json' },
    { name: 'retryPolicy.maxAttempts', label: 'Attempts', kind: 'number', required: true, min: 1 },
    {
      name: 'retryPolicy.backoff',
      label: 'Backoff',
      kind: 'select',
      options: [
        { value: 'FIXED', label: 'Fixed' },
        { value: 'EXPONENTIAL', label: 'Exponential' },
      ],
    },
    { name: 'retryPolicy.jitter', label: 'Jitter', kind: 'checkbox' },
    { name: 'timeoutMs', label: 'Timeout', kind: 'number', required: true },
    { name: 'tags', label: 'Tags', kind: 'list', upperCase: true },
    { name: 'secret', label: 'Secret', kind: 'text', secret: true, empty: 'omit' },
    { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
  ],
  defaults: { 'config.bit': 'HSS', tags: ['FRESH'] },
});

const LATHE: Gadget = {
  gadgetId: 'g-1',
  name: 'Lathe',
  kind: 'LATHE',
  note: null,
  config: { speed: 1200 },
  mapping: { msisdn: 'order.msisdn' },
  retryPolicy: { maxAttempts: 5, backoff: 'FIXED', jitter: false },
  timeoutMs: 10_000,
  tags: ['SHOP'],
  enabled: false,
  version: 2,
};

describe('schemaDefaults', () => {
  it('reads what parsing leaves in each field given nothing, through refinements and nested objects', () => {
    expect(schemaDefaults(createGadgetSchema)).toEqual({
      note: null,
      config: {},
      mapping: {},
      retryPolicy: { maxAttempts: 3, backoff: 'EXPONENTIAL', jitter: true },
      timeoutMs: 30_000,
      tags: ['new'],
      enabled: true,
    });
    const nested = z.object({ auth: z.object({ header: z.string().default('X-API-Key'), key: z.string() }) });
    expect(schemaDefaults(nested)).toEqual({ auth: { header: 'X-API-Key' } });
    expect(schemaDefaults(z.object({ a: z.number().default(1) }).transform((value) => value))).toEqual({ a: 1 });
    expect(schemaDefaults(z.string())).toEqual({});
  });
});

describe('resourceFormSpec', () => {
  it('starts a new record from the create schema’s defaults, the spec’s over them, each field’s blank else', () => {
    expect(gadgetForm.empty).toEqual({
      name: '',
      kind: 'LATHE',
      note: '',
      'config.speed': null,
      'config.bit': 'HSS',
      mapping: '',
      'retryPolicy.maxAttempts': 3,
      'retryPolicy.backoff': 'EXPONENTIAL',
      'retryPolicy.jitter': true,
      timeoutMs: 30_000,
      tags: ['FRESH'],
      secret: '',
      enabled: true,
    });
  });

  it('reads a stored record at the fields’ dotted names, typed by kind, the spec’s defaults where it holds none', () => {
    expect(gadgetForm.valuesOf(LATHE)).toEqual({
      name: 'Lathe',
      kind: 'LATHE',
      note: '',
      'config.speed': 1200,
      'config.bit': 'HSS',
      mapping: '{\n  "msisdn": "order.msisdn"\n}',
      'retryPolicy.maxAttempts': 5,
      'retryPolicy.backoff': 'FIXED',
      'retryPolicy.jitter': false,
      timeoutMs: 10_000,
      tags: ['SHOP'],
      secret: '',
      enabled: false,
    });
  });

  it('sends a body the create schema takes, and a stored record’s own values back', () => {
    const created = specBody(gadgetForm, { ...gadgetForm.empty, name: 'Drill', kind: 'DRILL' });
    expect(created).toEqual({
      name: 'Drill',
      kind: 'DRILL',
      note: null,
      config: { bit: 'HSS' },
      mapping: {},
      retryPolicy: { maxAttempts: 3, backoff: 'EXPONENTIAL', jitter: true },
      timeoutMs: 30_000,
      tags: ['FRESH'],
      enabled: true,
    });
    expect(createGadgetSchema.safeParse(created).success).toBe(true);
    const { gadgetId: _id, version: _version, ...stored } = LATHE;
    expect(specBody(gadgetForm, gadgetForm.valuesOf(LATHE))).toEqual(stored);
  });

  it('takes values computed from the record, and a body changed where the fields cannot say it', () => {
    const spec = resourceFormSpec({
      record: gadgetSchema,
      create: createGadgetSchema,
      fields: [{ name: 'name', label: 'Name', kind: 'text' }],
      overrides: (gadget) => ({ name: `${gadget.name} (copy)` }),
      bodyOf: (body) => ({ ...body, kind: 'LATHE' }),
    });
    expect(spec.valuesOf(LATHE)).toEqual({ name: 'Lathe (copy)' });
    expect(specBody(spec, { name: 'Drill' })).toEqual({ name: 'Drill', kind: 'LATHE' });
  });
});
