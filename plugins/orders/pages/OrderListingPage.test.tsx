import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STREAM_EVENT, type BulkOperation, type Order } from '../../engine/public/contract/order.ts';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { adminUser, renderWorkspace, type FakeResponse } from '../../../tests/renderWorkspace.tsx';
import ordersPlugin from '../index.ts';
import { parkedOrder } from '../../../tests/support/orderFixtures.ts';

const ORDERS: Order[] = [
  parkedOrder(),
  parkedOrder({
    orderId: '1b1c2d3e-4f50-4617-8899-aabbccddeeff',
    orderNumber: 'ORD-00000041',
    state: 'RUNNING',
    subscriberKey: '491709999999',
  }),
];

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = stubViewportSize();
});
afterEach(() => restoreViewport());

/** The listing open, its pages answered by `list`; its rows may not be there yet. */
function openListing(list: FakeResponse, user = adminUser()) {
  return renderWorkspace({
    plugins: [ordersPlugin],
    path: '/monitor/order-listing',
    user,
    http: (http) =>
      http
        .respond('GET', '/order/fetchOrderLists', list)
        .respond('GET', '/order/choices', {
          services: [
            {
              name: 'mobile-postpaid',
              displayName: 'Mobile postpaid',
              status: 'ACTIVE',
              operations: ['ADD'],
              forms: {},
            },
          ],
        })
        .respond('GET', /^\/views\//, []),
  });
}

async function renderListing(user = adminUser()) {
  const view = await openListing({ items: ORDERS, nextCursor: null }, user);
  // The screen's chunks load on first use: slow on a busy machine.
  await screen.findByText('ORD-00000042', undefined, { timeout: 12_000 });
  return view;
}

const stateOf = (orderNumber: string) =>
  screen.getByText(orderNumber).closest('[role="row"]')?.querySelector('[data-state]')?.getAttribute('data-state');

describe('OrderListingPage', () => {
  it('follows the event stream: states change in place, new orders are announced and shown on request', async () => {
    const view = await renderListing();
    const listCalls = () => view.http.callsTo('/order/fetchOrderLists').length;
    const loaded = listCalls();
    await waitFor(() => expect(view.streams.openAt('/order/stream')).toHaveLength(1));
    const event = (type: string, order: Order, orderState: string, eventId: string) =>
      view.streams.emit('/order/stream', ORDER_STREAM_EVENT, {
        eventId,
        orderId: order.orderId,
        type,
        stepId: null,
        taskId: null,
        data: {},
        actor: 'engine',
        at: '2026-11-20T11:00:00.000Z',
        orderNumber: order.orderNumber,
        orderState,
      });
    event('ORDER_COMPLETED', ORDERS[1] as Order, 'COMPLETED', '20');
    event('ORDER_CREATED', parkedOrder({ orderId: '2b1c2d3e-4f50-4617-8899-aabbccddeeff' }), 'RUNNING', '21');
    await waitFor(() => expect(stateOf('ORD-00000041')).toBe('COMPLETED'));
    expect(stateOf('ORD-00000042')).toBe('FAILED_TEMP');
    expect(await screen.findByText(/1 new order since the list was loaded/)).toBeTruthy();
    expect(listCalls()).toBe(loaded);

    await view.events.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(listCalls()).toBe(loaded + 1));
    expect(screen.queryByText(/new order since/)).toBeNull();
  });

  it('reads the rows again once the stream is live: what changed before it started is not lost', async () => {
    const view = await renderListing();
    const listCalls = () => view.http.callsTo('/order/fetchOrderLists').length;
    await waitFor(() => expect(view.streams.openAt('/order/stream')).toHaveLength(1));
    const loaded = listCalls();
    // Between the first read and the stream's start: one order ended, another was created. No event says so.
    const ended = { ...(ORDERS[1] as Order), state: 'COMPLETED' as const, lastEventAt: '2026-11-20T12:00:00.000Z' };
    const createdMeanwhile = parkedOrder({ orderId: '3b1c2d3e-4f50-4617-8899-aabbccddeeff', orderNumber: 'ORD-9' });
    view.http.respond('GET', '/order/fetchOrderLists', {
      items: [createdMeanwhile, ORDERS[0], ended],
      nextCursor: null,
    });
    expect(stateOf('ORD-00000041')).toBe('RUNNING');

    act(() => {
      for (const stream of view.streams.openAt('/order/stream')) stream.options.onConnectionChange?.(true);
    });
    await waitFor(() => expect(stateOf('ORD-00000041')).toBe('COMPLETED'));
    expect(await screen.findByText(/1 new order since the list was loaded/)).toBeTruthy();
    expect(screen.queryByText('ORD-9')).toBeNull();
    expect(listCalls()).toBe(loaded + 1);

    // A reconnect resumes the stream where it was: nothing is read again.
    act(() => {
      for (const stream of view.streams.openAt('/order/stream')) {
        stream.options.onConnectionChange?.(false);
        stream.options.onConnectionChange?.(true);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toBe(loaded + 1);
  });

  it('reads a page asked for before the stream was live again even when it is answered after', async () => {
    let answerFirst: () => void = () => undefined;
    const view = await openListing(
      () =>
        new Promise((resolve) => {
          answerFirst = () => resolve({ items: ORDERS, nextCursor: null });
        }),
    );
    await waitFor(() => expect(view.streams.openAt('/order/stream')).toHaveLength(1));
    await waitFor(() => expect(view.http.callsTo('/order/fetchOrderLists')).toHaveLength(1));
    act(() => {
      for (const stream of view.streams.openAt('/order/stream')) stream.options.onConnectionChange?.(true);
    });
    const ended = { ...(ORDERS[1] as Order), state: 'COMPLETED' as const, lastEventAt: '2026-11-20T12:00:00.000Z' };
    view.http.respond('GET', '/order/fetchOrderLists', { items: [ORDERS[0], ended], nextCursor: null });
    await act(async () => answerFirst());
    await screen.findByText('ORD-00000041', undefined, { timeout: 10_000 });
    await waitFor(() => expect(stateOf('ORD-00000041')).toBe('COMPLETED'));
    expect(view.http.callsTo('/order/fetchOrderLists')).toHaveLength(2);
  });

  it('repushes the selected orders after a dry run, then shows each order’s outcome', async () => {
    const view = await renderListing();
    const operation: BulkOperation = {
      bulkId: '9b1c2d3e-4f50-4617-8899-aabbccddeeff',
      kind: 'REPUSH',
      state: 'COMPLETED',
      total: 2,
      done: 1,
      skipped: 1,
      failed: 0,
      createdBy: 'admin',
      createdAt: '2026-11-20T11:00:00.000Z',
      finishedAt: '2026-11-20T11:00:01.000Z',
      items: [
        { orderId: ORDERS[0]?.orderId ?? '', orderNumber: 'ORD-00000042', outcome: 'DONE', message: null },
        { orderId: ORDERS[1]?.orderId ?? '', orderNumber: 'ORD-00000041', outcome: 'SKIPPED', message: 'Not parked' },
      ],
    };
    // The fake sees the call's input, not its body: the first call is the dry run, the second the start.
    let bulkCalls = 0;
    view.http.respond('POST', '/order/bulkRepush', () =>
      ++bulkCalls === 1
        ? { count: 2, eligible: 1, sample: ['ORD-00000042', 'ORD-00000041'], truncated: false }
        : operation,
    );
    await view.events.click(screen.getByRole('checkbox', { name: /select all/i }));
    await view.events.click(await screen.findByRole('button', { name: 'Repush' }));
    const panel = await screen.findByRole('dialog', { name: 'Repush orders' });
    expect(await within(panel).findByText(/2 orders selected/)).toBeTruthy();
    expect(within(panel).getByText(/1 order will be skipped/)).toBeTruthy();
    await view.events.click(within(panel).getByRole('button', { name: 'Repush 1 order' }));
    const results = await within(panel).findByRole('table', { name: 'Result per order' });
    expect(
      within(results)
        .getAllByRole('row')
        .map((row) => row.dataset.outcome),
    ).toEqual([undefined, 'DONE', 'SKIPPED']);
    const sent = view.http.callsTo('/order/bulkRepush').map((call) => call.input);
    expect(sent[1]).toMatchObject({ kind: 'REPUSH', orderIds: ORDERS.map((order) => order.orderId) });
  });

  it('offers no bulk action to a user who may only read orders', async () => {
    await renderListing(adminUser({ permissions: { monitor: { orders: '0100' } } }));
    expect(screen.queryByRole('button', { name: 'Repush matching…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel matching…' })).toBeNull();
  });
});
