import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  isEmptySearch,
  orderSearchQuery,
  readOrderSearch,
  writeOrderSearch,
} from './orderSearchQuery.ts';

describe('order search query', () => {
  it('round-trips through the URL and becomes the listing query', () => {
    const search = {
      ...EMPTY_SEARCH,
      text: ' 4917 ',
      service: 'mobile-postpaid',
      state: 'FAILED_TEMP',
      payload: [
        { path: 'customer.city', text: 'Berlin' },
        { path: '', text: 'ignored' },
      ],
    };
    const params = writeOrderSearch(search);
    expect(params.toString()).toBe('q=4917&service=mobile-postpaid&state=FAILED_TEMP&payload=customer.city%3DBerlin');
    expect(readOrderSearch(params)).toEqual({
      ...search,
      text: '4917',
      payload: [{ path: 'customer.city', text: 'Berlin' }],
    });
    expect(orderSearchQuery(readOrderSearch(params))).toEqual({
      q: '4917',
      service: 'mobile-postpaid',
      state: 'FAILED_TEMP',
      payload: 'customer.city=Berlin',
    });
  });

  it('sends a day range as the start of the first day and of the day after the last', () => {
    const query = orderSearchQuery({ ...EMPTY_SEARCH, from: '2026-03-01', to: '2026-03-02' });
    expect(query.createdAtFrom).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.createdAtTo).toBe(new Date(2026, 2, 3).toISOString());
  });

  it('knows an empty search', () => {
    expect(isEmptySearch(EMPTY_SEARCH)).toBe(true);
    expect(isEmptySearch({ ...EMPTY_SEARCH, payload: [{ path: 'a', text: ' ' }] })).toBe(true);
    expect(isEmptySearch({ ...EMPTY_SEARCH, operation: 'ADD' })).toBe(false);
  });
});
