import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/ApiError.ts';
import { ORDER_STREAM_EVENT } from '../../engine/public/contract/order.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import type { FakeHttpClient } from '../../../tests/renderWorkspace.tsx';
import ordersPlugin from '../index.ts';
import {
  MOBILE_GRAPH,
  MOBILE_LAYOUT,
  PARKED_EVENTS,
  PARKED_TASKS,
  parkedOrder,
} from '../../../tests/support/orderFixtures.ts';

const ORDER = parkedOrder();
/** The order stream's position the screen's one call answers with. */
const READ_AT = '900:14';
const DETAIL = `/monitor/order-listing/order?orderNumber=${ORDER.orderNumber}&orderId=${ORDER.orderId}`;

function answerOrder(http: FakeHttpClient, order = ORDER) {
  const opened = {
    order,
    tasks: PARKED_TASKS,
    events: PARKED_EVENTS,
    graph: MOBILE_GRAPH,
    layout: MOBILE_LAYOUT,
    position: READ_AT,
  };
  http
    .respond('GET', `/order/screen/${ORDER.orderId}`, () => opened)
    .respond('GET', `/order/orderinfo/${ORDER.orderId}`, () => order)
    .respond('GET', `/order/tasks/${ORDER.orderId}`, PARKED_TASKS);
}

async function openOrder(user = adminUser()) {
  const view = await renderWorkspace({ plugins: [ordersPlugin], path: DETAIL, user, http: answerOrder });
  await screen.findByRole('heading', { level: 1, name: /ORD-00000042/ });
  return view;
}

describe('OrderDetailPage', () => {
  it('gives an order the server does not show this user (a partner outside its accounts) the not-found frame', async () => {
    const view = await renderWorkspace({
      plugins: [ordersPlugin],
      path: DETAIL,
      user: adminUser(),
      http: (fake) => {
        answerOrder(fake);
        fake.respond('GET', `/order/screen/${ORDER.orderId}`, () => {
          throw new ApiError('The order was not found.', 'failed', 404);
        });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    await view.events.click(screen.getByRole('link', { name: 'Back to the orders' }));
    await waitFor(() => expect(view.pathname()).toBe('/monitor/order-listing'));
  });

  it('gives a number that names no order the not-found frame', async () => {
    await renderWorkspace({
      plugins: [ordersPlugin],
      path: '/monitor/order-listing/order?orderNumber=ORD-09999999',
      user: adminUser(),
      http: (fake) => fake.respond('GET', '/order/fetchOrderLists', { items: [], nextCursor: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('shows the order, its failed task with the attempt, and its history, read in one call', async () => {
    const view = await openOrder();
    expect(view.http.callsTo(`/order/screen/${ORDER.orderId}`)).toHaveLength(1);
    expect(view.http.callsTo(/^\/order\/(orderinfo|tasks|events|workflow)\//)).toHaveLength(0);
    expect(screen.getByText('The network element answered 503 three times', { selector: 'p' })).toBeTruthy();
    const tasks = screen.getByRole('table', { name: 'Tasks' });
    expect(within(tasks).getAllByRole('row')).toHaveLength(3);
    // The task the order waits on is shown first, with its attempt's request.
    expect(screen.getByRole('heading', { level: 3, name: 'Apply data policy' })).toBeTruthy();
    expect(screen.getByText(/"url": "\/pcrf\/policies"/)).toBeTruthy();
    const history = screen.getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.dataset.event),
    ).toEqual(['ORDER_PARKED', 'ORDER_CREATED']);
  });

  it('says which order a held order waits for, linking to it', async () => {
    const held = {
      ...ORDER,
      state: 'PENDING' as const,
      stateReason: 'Held until the fibre line is installed.',
      waitingFor: { orderId: 'o-fibre', orderNumber: 'ORD-00000041' },
    };
    const http = (fake: FakeHttpClient) => answerOrder(fake, held);
    await renderWorkspace({ plugins: [ordersPlugin], path: DETAIL, user: adminUser(), http });
    await screen.findByRole('heading', { level: 1, name: /ORD-00000042/ });
    expect(screen.getByText('Held until the fibre line is installed.', { selector: 'p' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'ORD-00000041' });
    expect(link.getAttribute('href')).toContain('orderId=o-fibre');
    expect(link.closest('p')?.textContent).toBe('Starts once ORD-00000041 has ended.');
  });

  it('retries the failed task with edited input from its key, sending the version it read', async () => {
    const view = await openOrder();
    view.http.respond('POST', '/order/retryTask', () => ({ ...ORDER, state: 'RUNNING', version: 8 }));
    await view.events.keyboard('e');
    const dialog = await screen.findByRole('dialog', { name: /Retry with edited input/ });
    const confirm = within(dialog).getByRole('button', { name: 'Retry task' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    const input = within(dialog).getByLabelText('Input (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(input.value)).toEqual({ msisdn: '491701234567', plan: 'M' });

    fireEvent.change(input, { target: { value: '{ "msisdn": "491701234567", "plan": "L"' } });
    await view.events.click(confirm);
    expect(within(dialog).getByText(/The input is not valid JSON/)).toBeTruthy();
    expect(input.value).toContain('"plan": "L"');
    expect(view.http.callsTo('/order/retryTask')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '{ "msisdn": "491701234567", "plan": "L" }' } });
    await view.events.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.http.callsTo('/order/retryTask')[0]?.input).toEqual({
      orderId: ORDER.orderId,
      version: 7,
      taskId: 't-policy',
      input: { msisdn: '491701234567', plan: 'L' },
    });
    expect(screen.getByText('Running', { selector: '[data-state]' })).toBeTruthy();
  });

  it('asks for a reason before marking the task done, and shows a refusal keeping what was typed', async () => {
    const view = await openOrder();
    view.http.fail('POST', '/order/markTaskAsSuccess', 'The order is no longer parked.');
    await view.events.click(screen.getByRole('button', { name: /Mark task as success/ }));
    const dialog = await screen.findByRole('dialog', { name: /Mark task as success/ });
    await view.events.click(within(dialog).getByRole('button', { name: 'Mark as success' }));
    expect(within(dialog).getByText('Say why the task counts as done.')).toBeTruthy();
    await view.events.type(within(dialog).getByLabelText('Reason'), 'Provisioned by hand on the PCRF');
    await view.events.click(within(dialog).getByRole('button', { name: 'Mark as success' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The order is no longer parked.');
    expect((within(dialog).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe(
      'Provisioned by hand on the PCRF',
    );
  });

  it('keeps a comment typed on the order, sent with Ctrl+Enter, in its comments and history', async () => {
    const view = await openOrder();
    view.http.respond('POST', '/order/comment', (_url: URL, input: unknown) => ({
      eventId: '20',
      orderId: ORDER.orderId,
      type: 'ORDER_COMMENTED',
      stepId: null,
      taskId: null,
      data: { text: (input as { text: string }).text },
      actor: 'admin',
      at: '2026-11-20T10:06:00.000Z',
    }));
    const box = screen.getByLabelText('Add a comment (Ctrl+Enter sends)');
    await view.events.type(box, 'Customer asked for Friday');
    await view.events.keyboard('{Control>}{Enter}{/Control}');
    const comments = await screen.findByRole('list', { name: 'Comments' });
    await within(comments).findByText('Customer asked for Friday');
    expect(view.http.callsTo('/order/comment')[0]?.input).toEqual({
      orderId: ORDER.orderId,
      text: 'Customer asked for Friday',
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[0]?.dataset.event).toBe('ORDER_COMMENTED');
  });

  it('offers no action to a user who may only read orders', async () => {
    const view = await openOrder(adminUser({ permissions: { monitor: { orders: '0100' } } }));
    expect(screen.queryByRole('toolbar', { name: 'Order actions' })).toBeNull();
    expect(screen.queryByLabelText('Add a comment (Ctrl+Enter sends)')).toBeNull();
    await view.events.keyboard('r');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the order’s stream from where its one call read, reading nothing again when the stream connects', async () => {
    const view = await openOrder();
    await waitFor(() => expect(view.streams.openAt('/order/stream')).toHaveLength(1));
    const [stream] = view.streams.openAt('/order/stream');
    expect(stream?.query).toEqual({ orderId: ORDER.orderId, lastEventId: READ_AT });
    act(() => stream?.options.onConnectionChange?.(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(view.http.callsTo(/^\/order\/(orderinfo|tasks)\//)).toHaveLength(0);
    expect(view.http.callsTo(`/order/screen/${ORDER.orderId}`)).toHaveLength(1);
  });

  it('adds the events of the order stream to the history and reads the order again', async () => {
    const view = await openOrder();
    await waitFor(() => expect(view.streams.openAt('/order/stream')).toHaveLength(1));
    const before = view.http.callsTo(`/order/orderinfo/${ORDER.orderId}`).length;
    view.http.respond('GET', `/order/orderinfo/${ORDER.orderId}`, () => ({ ...ORDER, state: 'RUNNING', version: 8 }));
    view.streams.emit('/order/stream', ORDER_STREAM_EVENT, {
      eventId: '15',
      orderId: ORDER.orderId,
      type: 'ORDER_RETRIGGERED',
      stepId: 'policy',
      taskId: 't-policy',
      data: { reason: 'Element back' },
      actor: 'oskar',
      at: '2026-11-20T10:05:00.000Z',
      orderNumber: ORDER.orderNumber,
      orderState: 'RUNNING',
    });
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[0]?.dataset.event).toBe('ORDER_RETRIGGERED');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await waitFor(() => expect(view.http.callsTo(`/order/orderinfo/${ORDER.orderId}`).length).toBe(before + 1));
    expect(await screen.findByText('Running', { selector: '[data-state]' })).toBeTruthy();
  });
});
