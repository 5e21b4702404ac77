import { describe, expect, it } from 'vitest';
import { visibleFields } from '../resourceKit/public/web/resourceFields.ts';
import { specBody } from '../resourceKit/public/web/resourceFormSpec.ts';
import { subscriberForm } from './subscriberForm.ts';

const form = subscriberForm({ services: [], accounts: [] });
const values = (change: Record<string, string>) => ({
  ...form.empty,
  name: 'CRM',
  url: 'https://crm.example.com/hooks',
  ...change,
});

describe('the subscriber form', () => {
  it('offers JSON or XML, and the translation picker only for XML', () => {
    const format = form.fields.find((field) => field.name === 'payloadFormat');
    expect(format && 'options' in format ? format.options : []).toEqual([
      { value: 'JSON', label: 'JSON' },
      { value: 'XML', label: 'XML' },
    ]);
    const shown = (change: Record<string, string>) => visibleFields(form.fields, values(change)).map((f) => f.name);
    expect(shown({ payloadFormat: 'JSON' })).not.toContain('translation');
    const translation = form.fields.find((field) => field.name === 'translation');
    expect(translation).toMatchObject({ kind: 'reference', refersTo: 'translation' });
    expect(shown({ payloadFormat: 'XML' })).toContain('translation');
  });

  it('sends the picked translation with XML, and none once the format is JSON again', () => {
    expect(specBody(form, values({ payloadFormat: 'XML', translation: 'Reverse-to-CRM' }))).toMatchObject({
      payloadFormat: 'XML',
      translation: 'Reverse-to-CRM',
    });
    expect(specBody(form, values({ payloadFormat: 'XML', translation: '' }))).toMatchObject({ translation: null });
    expect(specBody(form, values({ payloadFormat: 'JSON', translation: 'Reverse-to-CRM' }))).toMatchObject({
      payloadFormat: 'JSON',
      translation: null,
    });
  });

  it('sends the rate limit per second, or null for none, and refuses what is not a whole number in bounds', () => {
    expect(specBody(form, values({ ratePerSecond: '25' }))).toMatchObject({ ratePerSecond: 25 });
    expect(specBody(form, values({ ratePerSecond: ' ' }))).toMatchObject({ ratePerSecond: null });
    const rate = form.fields.find((field) => field.name === 'ratePerSecond');
    const check = rate && 'check' in rate ? rate.check : undefined;
    expect(check?.('2.5')).toBe('The rate limit is a whole number of deliveries per second.');
    expect(check?.('0')).toBe('The rate limit is between 1 and 10000 per second.');
    expect(check?.('10')).toBeUndefined();
    expect(form.fields.find((field) => field.name === 'concurrency')).toMatchObject({ label: 'Concurrency' });
  });
});
