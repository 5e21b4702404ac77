import { describe, expect, it } from 'vitest';
import { referencesOf } from '../../resourceKit/public/web/resourceFields.ts';
import { specBody } from '../../resourceKit/public/web/resourceFormSpec.ts';
import {
  createDependencyRuleSchema,
  createTransformationRuleSchema,
  createValidationRuleSchema,
  type TranslationTable,
} from '../contract.ts';
import { dependencyForm, transformationForm, translationForm, validationForm } from './ruleTabs.tsx';

describe('the rules’ forms', () => {
  it('send operations as a list and empty names as null, as the create schemas take them', () => {
    const validation = specBody(validationForm, {
      ...validationForm.empty,
      name: 'Long number',
      operations: ['ADD', 'MODIFY'],
      condition: ' $length(msisdn) >= 10 ',
      message: 'Too short.',
      field: ' ',
    });
    expect(validation).toEqual({
      name: 'Long number',
      description: '',
      service: null,
      operations: ['ADD', 'MODIFY'],
      condition: '$length(msisdn) >= 10',
      message: 'Too short.',
      field: null,
    });
    expect(createValidationRuleSchema.safeParse(validation).success).toBe(true);
    const dependency = specBody(dependencyForm, {
      ...dependencyForm.empty,
      name: 'One at a time',
      service: 'mobile',
      message: 'Wait.',
    });
    expect(dependency).toMatchObject({
      operations: [],
      blockingService: null,
      blockingOperations: [],
      action: 'REFUSE',
    });
    expect(createDependencyRuleSchema.safeParse(dependency).success).toBe(true);
  });

  it('starts a transformation on an empty object to type into, and sends it as one', () => {
    expect(transformationForm.empty).toMatchObject({ mappings: '{\n  \n}', sampleInput: '{\n  \n}' });
    const body = specBody(transformationForm, { ...transformationForm.empty, name: 'Imsi' });
    expect(body).toEqual({ name: 'Imsi', description: '', mappings: {}, sampleInput: {} });
    expect(createTransformationRuleSchema.safeParse(body).success).toBe(true);
  });

  it('reads a translation table’s entries as CSV lines', () => {
    const table: TranslationTable = {
      ruleId: 'r-1',
      name: 'Plans',
      description: '',
      entries: [
        { from: 'UNL-5G', to: 'XL' },
        { from: 'A,B', to: 'M' },
      ],
      enabled: true,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      updatedBy: null,
    };
    const values = translationForm.valuesOf(table);
    expect(values.entries).toBe('UNL-5G,XL\n"A,B",M');
    expect(specBody(translationForm, values).entries).toEqual(table.entries);
  });

  it('pick the services a validation and a dependency rule name among the existing ones', () => {
    expect(referencesOf(validationForm.fields)).toEqual({ service: 'service' });
    expect(referencesOf(dependencyForm.fields)).toEqual({ service: 'service', blockingService: 'service' });
  });
});
