import { describe, expect, it } from 'vitest';
import { referencesOf } from '../resourceKit/public/web/resourceFields.ts';
import { specBody } from '../resourceKit/public/web/resourceFormSpec.ts';
import { alertForm } from './alertForm.ts';
import { createAlertSchema, type Alert } from './contract.ts';

const FAILED: Alert = {
  alertId: '00000000-0000-4000-8000-000000000001',
  name: 'Failed orders',
  description: '',
  channel: 'SMS',
  events: ['ORDER_FAILED', 'TASK_FAILED'],
  service: null,
  recipients: ['+46700000001', '{{payload.msisdn}}'],
  subject: '',
  template: 'Order {{order.orderNumber}} failed.',
  enabled: true,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
};

describe('the notification form', () => {
  it('starts an email on a failed order, and sends what the create schema takes', () => {
    expect(alertForm.empty).toMatchObject({
      channel: 'EMAIL',
      events: ['ORDER_FAILED'],
      service: '',
      recipients: [],
      subject: 'Order {{order.orderNumber}} failed',
    });
    const body = specBody(alertForm, {
      ...alertForm.empty,
      name: ' Ops ',
      recipients: ['ops@example.net', 'role:Operator'],
      template: 'Failed.',
    });
    expect(body).toEqual({
      name: 'Ops',
      description: '',
      channel: 'EMAIL',
      events: ['ORDER_FAILED'],
      service: null,
      recipients: ['ops@example.net', 'role:Operator'],
      subject: 'Order {{order.orderNumber}} failed',
      template: 'Failed.',
    });
    expect(createAlertSchema.safeParse(body).success).toBe(true);
  });

  it('reads a stored notification back as it sends it, with no subject outside email', () => {
    const values = alertForm.valuesOf(FAILED);
    expect(values).toMatchObject({
      events: ['ORDER_FAILED', 'TASK_FAILED'],
      service: '',
      recipients: FAILED.recipients,
    });
    expect(specBody(alertForm, { ...values, subject: 'left over' })).toEqual({
      name: FAILED.name,
      description: '',
      channel: 'SMS',
      events: FAILED.events,
      service: null,
      recipients: FAILED.recipients,
      subject: '',
      template: FAILED.template,
    });
  });

  it('picks its service among the existing ones', () => {
    expect(referencesOf(alertForm.fields)).toEqual({ service: 'service' });
  });
});
