import { describe, expect, it } from 'vitest';
import { resourceListQuery } from './resourceListQuery.ts';

const descriptor = {
  sorts: ['name', 'updatedAt'] as const,
  filters: { colour: 'list', label: 'text', at: 'range' } as const,
};
const request = { cursor: null, limit: 50, sort: [], filters: {}, search: '' };

describe('resourceListQuery', () => {
  it('sends only the sorts the resource offers', () => {
    expect(resourceListQuery(descriptor, { ...request, sort: [{ columnId: 'name', direction: 'desc' }] })).toEqual({
      limit: 50,
      sort: 'name',
      order: 'desc',
    });
    expect(resourceListQuery(descriptor, { ...request, sort: [{ columnId: 'colour', direction: 'asc' }] })).toEqual({
      limit: 50,
    });
  });

  it('joins list choices, trims text and q, and turns a day range into <name>From and <name>To', () => {
    const query = resourceListQuery(descriptor, {
      ...request,
      cursor: 'c1',
      search: '  lathe ',
      filters: { colour: ['red', 'blue'], label: ' big ', at: { from: '2026-03-01', to: '2026-03-02' }, other: 'x' },
    });
    expect(query).toEqual({
      limit: 50,
      cursor: 'c1',
      q: 'lathe',
      colour: 'red,blue',
      label: 'big',
      atFrom: new Date(2026, 2, 1).toISOString(),
      atTo: new Date(2026, 2, 3).toISOString(),
    });
  });
});
