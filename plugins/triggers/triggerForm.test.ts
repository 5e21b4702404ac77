import { describe, expect, it } from 'vitest';
import { referencesOf } from '../resourceKit/public/web/resourceFields.ts';
import { specBody } from '../resourceKit/public/web/resourceFormSpec.ts';
import { createTriggerSchema, type Trigger } from './contract.ts';
import { triggerForm } from './triggerForm.ts';

const CRM: Trigger = {
  triggerId: '00000000-0000-4000-8000-000000000001',
  name: 'CRM activation',
  description: '',
  path: 'crm-activation',
  endpoint: '/inbound/acme/crm-activation',
  auth: 'HMAC',
  secretSet: true,
  secretUpdatedAt: '2026-01-01T00:00:00.000Z',
  format: 'XML',
  translation: 'crm-in',
  service: 'mobile',
  operation: 'ADD',
  idempotencyField: 'order.id',
  subscriberKeyField: null,
  enabled: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
};

describe('the trigger form', () => {
  it('sends a new trigger as the create schema takes it: empty fields null, the secret as typed', () => {
    expect(triggerForm.empty).toMatchObject({ auth: 'API_KEY', format: 'JSON', operation: 'ADD', translation: '' });
    const body = specBody(triggerForm, {
      ...triggerForm.empty,
      name: 'CRM',
      path: 'crm',
      secret: ' a secret of 16+ ',
      translation: 'left over',
      service: 'mobile',
    });
    expect(body).toEqual({
      name: 'CRM',
      description: '',
      path: 'crm',
      auth: 'API_KEY',
      secret: ' a secret of 16+ ',
      format: 'JSON',
      translation: null,
      service: 'mobile',
      operation: 'ADD',
      idempotencyField: null,
      subscriberKeyField: null,
    });
    expect(createTriggerSchema.safeParse(body).success).toBe(true);
  });

  it('reads a stored trigger back as it sends it, keeping its secret unless one is typed', () => {
    const values = triggerForm.valuesOf(CRM);
    expect(values).toMatchObject({ secret: '', translation: 'crm-in', subscriberKeyField: '' });
    expect(specBody(triggerForm, values)).toEqual({
      name: CRM.name,
      description: '',
      path: CRM.path,
      auth: 'HMAC',
      format: 'XML',
      translation: 'crm-in',
      service: 'mobile',
      operation: 'ADD',
      idempotencyField: 'order.id',
      subscriberKeyField: null,
    });
  });

  it('picks its service and translation among the existing ones', () => {
    expect(referencesOf(triggerForm.fields)).toEqual({ translation: 'translation', service: 'service' });
  });
});
