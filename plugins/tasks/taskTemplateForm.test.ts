import { describe, expect, it } from 'vitest';
import { createTaskTemplateSchema, type TaskTemplate } from '../engine/public/contract/taskTemplate.ts';
import { referencesOf } from '../resourceKit/public/web/resourceFields.ts';
import { specBody } from '../resourceKit/public/web/resourceFormSpec.ts';
import { cloneTaskTemplateValues, taskTemplateForm } from './taskTemplateForm.ts';

const END: TaskTemplate = {
  taskTemplateId: '00000000-0000-4000-8000-000000000001',
  name: 'Wait a day',
  description: '',
  type: 'WAIT',
  config: { durationMs: 86_400_000 },
  inputMapping: {},
  outputMapping: { at: 'now' },
  retryPolicy: { maxAttempts: 1, backoff: 'FIXED', delayMs: 0, maxDelayMs: 0, jitter: false },
  timeoutMs: 60_000,
  retryableErrors: [],
  enabled: false,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
};

describe('the task template form', () => {
  it('starts from the create schema’s defaults: numbers, the retryable codes, an HTTP call', () => {
    expect(taskTemplateForm.empty).toMatchObject({
      type: 'HTTP_CALL',
      'config.outcome': 'COMPLETED',
      'config.durationMs': null,
      inputMapping: '',
      timeoutMs: 30_000,
      'retryPolicy.maxAttempts': 3,
      'retryPolicy.backoff': 'EXPONENTIAL',
      'retryPolicy.delayMs': 1000,
      'retryPolicy.maxDelayMs': 60_000,
      'retryPolicy.jitter': true,
      retryableErrors: ['TIMEOUT', 'CONNECTION', 'HTTP_5XX', 'HTTP_429'],
      enabled: true,
    });
    const body = specBody(taskTemplateForm, {
      ...taskTemplateForm.empty,
      name: 'Activate',
      'config.networkElement': 'HLR',
      'config.operation': 'ADD',
    });
    expect(body.config).toEqual({ networkElement: 'HLR', operation: 'ADD' });
    expect(createTaskTemplateSchema.safeParse(body).success).toBe(true);
  });

  it('sends an ASSIGN_STOCK template’s model and the settings of its location rule only', () => {
    const base = { ...taskTemplateForm.empty, name: 'Assign ONT', type: 'ASSIGN_STOCK', 'config.model': 'ONT' };
    const fixed = specBody(taskTemplateForm, { ...base, 'config.location': 'Harbour Road warehouse' });
    expect(fixed.config).toEqual({ model: 'ONT', locationRule: 'FIXED', location: 'Harbour Road warehouse' });
    expect(createTaskTemplateSchema.safeParse(fixed).success).toBe(true);
    const regional = specBody(taskTemplateForm, {
      ...base,
      'config.locationRule': 'SUBSCRIBER_REGION',
      'config.location': 'Harbour Road warehouse',
      'config.locationField': 'site.region',
    });
    expect(regional.config).toEqual({ model: 'ONT', locationRule: 'SUBSCRIBER_REGION', locationField: 'site.region' });
  });

  it('reads a template’s own settings, numbers as numbers, and sends them back', () => {
    const values = taskTemplateForm.valuesOf(END);
    expect(values).toMatchObject({
      'config.durationMs': 86_400_000,
      'config.until': '',
      'config.outcome': 'COMPLETED',
      inputMapping: '',
      outputMapping: '{\n  "at": "now"\n}',
      'retryPolicy.maxAttempts': 1,
      retryableErrors: [],
    });
    const { taskTemplateId: _id, version: _version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = END;
    expect(specBody(taskTemplateForm, values)).toEqual(fields);
    expect(cloneTaskTemplateValues(END)).toEqual({ ...values, name: 'Wait a day (copy)' });
  });

  it('picks every item a type names among the existing ones: element, its template, form, group, notification, workflow, rule, stock model and location', () => {
    expect(referencesOf(taskTemplateForm.fields)).toEqual({
      'config.networkElement': 'networkElement',
      'config.operation': 'provisioningTemplate',
      'config.form': 'form',
      'config.group': 'role',
      'config.rule': 'transformationRule',
      'config.alert': 'notification',
      'config.workflow': 'workflow',
      'config.model': 'deviceModel',
      'config.location': 'location',
    });
    const operation = taskTemplateForm.fields.find((field) => field.name === 'config.operation');
    const within = operation?.kind === 'reference' ? operation.within : undefined;
    expect(within?.({ 'config.networkElement': ' HLR ' })).toBe('HLR');
    expect(within?.({ 'config.networkElement': '' })).toBeNull();
  });
});
