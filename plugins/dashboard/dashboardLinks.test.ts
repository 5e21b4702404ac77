import { describe, expect, it } from 'vitest';
import { bucketHref, localDay, serviceHref, tileHref } from './dashboardLinks.ts';

const WINDOW = { from: new Date(2026, 10, 18, 0, 0).toISOString(), to: new Date(2026, 10, 25, 9, 30).toISOString() };
const decode = (href: string) => decodeURIComponent(href);

describe('dashboard links', () => {
  it('opens what stands now whenever created, and what the window created by what became of it', () => {
    expect(decode(tileHref('parked', WINDOW, null))).toBe('/monitor/order-listing?orders.f.state=FAILED_TEMP');
    expect(decode(tileHref('stalled', WINDOW, 'iptv-addon'))).toBe(
      '/monitor/order-listing?orders.f.stalled=true&orders.f.service=iptv-addon',
    );
    expect(decode(tileHref('failed', WINDOW, null))).toBe(
      '/monitor/order-listing?orders.f.createdAt=2026-11-18..2026-11-25&orders.f.state=FAILED&orders.f.state=ROLLED_BACK',
    );
    expect(decode(tileHref('created', WINDOW, 'iptv-addon'))).toBe(
      '/monitor/order-listing?orders.f.createdAt=2026-11-18..2026-11-25&orders.f.service=iptv-addon',
    );
  });

  it('opens the day of a chart point and a service’s orders of the window', () => {
    expect(localDay(new Date(2026, 10, 20, 23, 0).toISOString())).toBe('2026-11-20');
    expect(decode(bucketHref(new Date(2026, 10, 20, 14).toISOString(), null, ['FAILED_TEMP']))).toBe(
      '/monitor/order-listing?orders.f.createdAt=2026-11-20..2026-11-20&orders.f.state=FAILED_TEMP',
    );
    expect(decode(serviceHref('mobile-postpaid', WINDOW))).toBe(
      '/monitor/order-listing?orders.f.createdAt=2026-11-18..2026-11-25&orders.f.service=mobile-postpaid',
    );
  });
});
