import { describe, expect, it } from 'vitest';
import { REPORTS } from './contract.ts';
import { periodDays, rowListingHref } from './reportLinks.ts';

const RESULT = { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' };
const query = (href: string) => decodeURIComponent(href.split('?')[1] ?? '');

describe('report links', () => {
  it('gives the days a day, a week (from Monday) and a month cover', () => {
    expect(periodDays('2026-11-24', 'day')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(periodDays('2026-11-23', 'week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodDays('2026-02', 'month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('2026-12', 'month')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('opens the listing at the range (its last day included) with the filters and the row’s own columns', () => {
    const href = rowListingHref(REPORTS.sla, { service: 'fibre-broadband', accountId: 'ACC-NW', orders: 3 }, RESULT, {
      operation: 'ADD',
    });
    expect(query(href)).toBe(
      'orders.f.createdAt=2026-10-01..2026-10-31&orders.f.operation=ADD&orders.f.service=fibre-broadband&orders.f.accountId=ACC-NW',
    );
  });

  it('narrows the order volume’s row to its period and leaves out an empty partner account', () => {
    const volume = rowListingHref(
      REPORTS.orderVolume,
      { period: '2026-10', service: 's', operation: 'ADD', state: 'FAILED' },
      RESULT,
      {
        bucket: 'month',
      },
    );
    expect(query(volume)).toContain('orders.f.createdAt=2026-10-01..2026-10-31');
    expect(query(volume)).toContain('orders.f.state=FAILED');
    const tenant = rowListingHref(REPORTS.sla, { service: 's', accountId: '' }, RESULT, {});
    expect(query(tenant)).not.toContain('accountId');
  });
});
