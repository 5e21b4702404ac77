import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../tests/support/gridDoubles.tsx';
import {
  MOBILE_GRAPH,
  MOBILE_LAYOUT,
  PARKED_EVENTS,
  PARKED_TASKS,
  parkedOrder,
} from '../../tests/support/orderFixtures.ts';
import ordersPlugin from './index.ts';

const ORDER = parkedOrder();

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = stubViewportSize();
});
afterEach(() => restoreViewport());

describe("the order screens' first reads, started with their chunks", () => {
  it("reads the listing's first page once: the preloaded page is the one the grid asks for", async () => {
    const view = await renderWorkspace({
      plugins: [ordersPlugin],
      path: '/monitor/order-listing',
      user: adminUser(),
      http: (http) =>
        http
          .respond('GET', '/order/fetchOrderLists', { items: [ORDER], nextCursor: null })
          .respond('GET', '/order/choices', { services: [] }),
    });
    await screen.findByText(ORDER.orderNumber);
    expect(view.http.callsTo('/order/fetchOrderLists').map((call) => call.path)).toEqual([
      '/order/fetchOrderLists?limit=50',
    ]);
  });

  it('leaves a filtered listing to the grid, which reads it as its columns say', async () => {
    const view = await renderWorkspace({
      plugins: [ordersPlugin],
      path: '/monitor/order-listing?orders.q=491701234567',
      user: adminUser(),
      http: (http) =>
        http
          .respond('GET', '/order/fetchOrderLists', { items: [ORDER], nextCursor: null })
          .respond('GET', '/order/choices', { services: [] }),
    });
    await screen.findByText(ORDER.orderNumber);
    expect(view.http.callsTo('/order/fetchOrderLists').map((call) => call.path)).toEqual([
      '/order/fetchOrderLists?limit=50&q=491701234567',
    ]);
  });

  it('reads the order screen once, in its one call', async () => {
    const opened = {
      order: ORDER,
      tasks: PARKED_TASKS,
      events: PARKED_EVENTS,
      graph: MOBILE_GRAPH,
      layout: MOBILE_LAYOUT,
      position: '900:14',
    };
    const view = await renderWorkspace({
      plugins: [ordersPlugin],
      path: `/monitor/order-listing/order?orderNumber=${ORDER.orderNumber}&orderId=${ORDER.orderId}`,
      user: adminUser(),
      http: (http) => http.respond('GET', `/order/screen/${ORDER.orderId}`, () => opened),
    });
    await screen.findByRole('heading', { level: 1, name: new RegExp(ORDER.orderNumber) });
    expect(view.http.callsTo(`/order/screen/${ORDER.orderId}`)).toHaveLength(1);
  });
});
