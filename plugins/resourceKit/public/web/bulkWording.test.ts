import { describe, expect, it } from 'vitest';
import type { ResourceToggle } from '../contract/resource.ts';
import { bulkOutcome, bulkQuestion, bulkVerb, bulkWording } from './bulkWording.ts';

const ENABLED: ResourceToggle = { field: 'enabled', enabled: true, disabled: false };
const SERVICE_STATUS: ResourceToggle = { field: 'status', enabled: 'ACTIVE', disabled: 'INACTIVE' };
const USER_STATUS: ResourceToggle = { field: 'status', enabled: 'ACTIVE', disabled: 'DISABLED' };
const SERVICES = { entity: 'service', plural: 'services' };

const verbs = (wording: ReturnType<typeof bulkWording>) => [wording.enable.verb, wording.disable.verb];

describe('bulk wording', () => {
  it('names the toggle after the states of the field it flips', () => {
    expect(verbs(bulkWording(ENABLED, { label: 'Enabled' }))).toEqual(['Enable', 'Disable']);
    expect(verbs(bulkWording({ field: 'active', enabled: true, disabled: false }, { label: 'Active' }))).toEqual([
      'Activate',
      'Deactivate',
    ]);
    const options = [
      { value: 'ACTIVE', label: 'Active' },
      { value: 'INACTIVE', label: 'Inactive' },
    ];
    expect(verbs(bulkWording(SERVICE_STATUS, { label: 'Status', options }))).toEqual(['Activate', 'Deactivate']);
  });

  it('reads the values themselves without a form: a field named enabled, codes in sentence case', () => {
    expect(verbs(bulkWording(ENABLED))).toEqual(['Enable', 'Disable']);
    expect(verbs(bulkWording(SERVICE_STATUS))).toEqual(['Activate', 'Deactivate']);
    expect(verbs(bulkWording(SERVICE_STATUS, { label: 'Status', options: [] }))).toEqual(['Activate', 'Deactivate']);
  });

  it('takes Enable and Disable first when a state reads Enabled or Disabled, and when no pair matches', () => {
    expect(verbs(bulkWording(USER_STATUS))).toEqual(['Enable', 'Disable']);
    expect(verbs(bulkWording({ field: 'state', enabled: 'OPEN', disabled: 'CLOSED' }))).toEqual(['Enable', 'Disable']);
    expect(verbs(bulkWording({ field: 'published', enabled: true, disabled: false }, { label: 'Published' }))).toEqual([
      'Enable',
      'Disable',
    ]);
    expect(verbs(bulkWording(undefined))).toEqual(['Enable', 'Disable']);
  });

  it('words the confirm and the outcome with the same verbs; delete is always Delete', () => {
    const wording = bulkWording(SERVICE_STATUS);
    expect(bulkQuestion(SERVICES, 'disable', 3, wording)).toBe('Deactivate 3 services?');
    expect(bulkOutcome(SERVICES, 'enable', 1, 0, wording)).toBe('1 service activated.');
    expect(bulkOutcome(SERVICES, 'disable', 2, 1, wording)).toBe('2 services deactivated, 1 failed.');
    expect(bulkVerb('delete', wording)).toBe('Delete');
    expect(bulkQuestion(SERVICES, 'disable', 2)).toBe('Disable 2 services?');
  });
});
