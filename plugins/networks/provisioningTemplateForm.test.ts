import { describe, expect, it } from 'vitest';
import { referencesOf } from '../resourceKit/public/web/resourceFields.ts';
import { provisioningTemplateForm } from './provisioningTemplateForm.ts';

describe('the provisioning template form', () => {
  it('picks the translation its XML goes through among the existing ones', () => {
    expect(referencesOf(provisioningTemplateForm([], null).fields)).toEqual({ translation: 'translation' });
  });
});
