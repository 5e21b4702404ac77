import { describe, expect, it } from 'vitest';
import { readGridQuery } from '../../../../core/grid/gridUrlState.ts';
import { ORDER_GRID_ID, orderDetailHref, orderListingHref } from './orderLinks.ts';

describe('order links', () => {
  it('opens the listing with the filters in the grid’s own URL form', () => {
    const href = orderListingHref({ state: ['FAILED_TEMP', 'FAILED'], createdAt: { from: '2026-11-01', to: null } });
    expect(href).toBe(
      '/monitor/order-listing?orders.f.state=FAILED_TEMP&orders.f.state=FAILED&orders.f.createdAt=2026-11-01..',
    );
    const params = new URLSearchParams(href.split('?')[1]);
    const columns = [
      { id: 'state', filter: { kind: 'select' as const, options: [] } },
      { id: 'createdAt', filter: { kind: 'date-range' as const } },
    ];
    expect(readGridQuery(params, ORDER_GRID_ID, columns).filters).toEqual({
      state: ['FAILED_TEMP', 'FAILED'],
      createdAt: { from: '2026-11-01', to: null },
    });
    expect(orderListingHref({}, 'ORD-1')).toBe('/monitor/order-listing?orders.q=ORD-1');
    expect(orderListingHref({})).toBe('/monitor/order-listing');
  });

  it('opens one order by number and id, with the partner account when given', () => {
    expect(orderDetailHref({ orderNumber: 'ORD-00000042', orderId: 'o-1', partnerAccountNumber: '100100' })).toBe(
      '/monitor/order-listing/order?orderNumber=ORD-00000042&orderId=o-1&partnerAccountNumber=100100',
    );
  });
});
