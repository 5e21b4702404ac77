import { describe, expect, it } from 'vitest';
import { accountName, capacityProblem, capacityRowsOf, locationForm } from './locationForm.ts';
import type { Location } from './contract.ts';

const location = (locationId: string, name: string, parentId: string | null = null): Location => ({
  locationId,
  name,
  type: 'WAREHOUSE',
  parentId,
  accountId: null,
  region: null,
  address: '',
  active: true,
  capacities: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'admin',
});

describe("a location's form", () => {
  it('reads the capacity rows and names a bad number or a model given twice', () => {
    expect(capacityRowsOf('')).toEqual([]);
    expect(capacityRowsOf('not json')).toEqual([]);
    expect(capacityProblem('[{"modelId":"a","capacity":10}]')).toBeUndefined();
    expect(capacityProblem('[{"modelId":"a","capacity":-1}]')).toBe('A capacity is a whole number of at least 0.');
    expect(capacityProblem('[{"modelId":"a","capacity":null}]')).toBe('A capacity is a whole number of at least 0.');
    expect(capacityProblem('[{"modelId":"a","capacity":1},{"modelId":"a","capacity":2}]')).toBe(
      'Each model has one capacity.',
    );
  });

  it('offers every other location as the parent, sends the top level as null and a chosen parent as its id', () => {
    const spec = locationForm([location('c', 'Central'), location('v', 'Van', 'c')], 'v');
    const parent = spec.fields.find((field) => field.name === 'parentId');
    expect(parent && 'options' in parent ? parent.options.map((option) => option.value) : []).toEqual(['', 'c']);
    expect(spec.bodyOf?.({ parentId: '' }, {})).toEqual({ parentId: null });
    expect(spec.bodyOf?.({ parentId: 'c' }, {})).toEqual({ parentId: 'c' });
    expect(spec.valuesOf(location('v', 'Van', 'c')).parentId).toBe('c');
    expect(spec.valuesOf(location('c', 'Central')).parentId).toBe('');
  });

  it('names a location’s partner account, or gives its id when the user cannot see that account', () => {
    const accounts = [
      { accountId: 'ACC-NW', accountName: 'Northwind Partners' },
      { accountId: 'ACC-NW-N', accountName: 'Northwind North' },
    ];
    expect(accountName(accounts, 'ACC-NW-N')).toBe('Northwind North');
    expect(accountName(accounts, 'ACC-ELSE')).toBe('ACC-ELSE');
  });

  it('offers the tenant’s own and the accounts the user sees as the partner account, keeping one it does not see', () => {
    const north = {
      accountId: 'ACC-NW-N',
      accountNumber: '100100',
      accountName: 'Northwind North',
      parentAccountId: null,
    };
    const depot = { ...location('d', 'Depot'), accountId: 'ACC-ELSE' };
    const offered = (spec: ReturnType<typeof locationForm>) => {
      const field = spec.fields.find((candidate) => candidate.name === 'accountId');
      return field && 'options' in field ? field.options : [];
    };
    const creating = locationForm([depot], null, [north]);
    expect(offered(creating)).toEqual([
      { value: '', label: 'The tenant’s own' },
      { value: 'ACC-NW-N', label: 'Northwind North (100100)' },
    ]);
    expect(creating.valuesOf(location('c', 'Central')).accountId).toBe('');
    expect(creating.bodyOf?.({ parentId: '', accountId: '' }, {})).toEqual({ parentId: null, accountId: null });
    expect(creating.bodyOf?.({ parentId: '', accountId: 'ACC-NW-N' }, {})).toEqual({
      parentId: null,
      accountId: 'ACC-NW-N',
    });
    expect(offered(locationForm([depot], 'd', [north])).map((option) => option.value)).toEqual([
      '',
      'ACC-NW-N',
      'ACC-ELSE',
    ]);
  });
});
