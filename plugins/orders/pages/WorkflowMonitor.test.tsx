import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkflowExecutions } from '../../engine/public/contract/order.ts';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { MOBILE_GRAPH, MOBILE_LAYOUT, PARKED_TASKS, parkedOrder } from '../../../tests/support/orderFixtures.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import ordersPlugin from '../index.ts';

const ORDER = parkedOrder();
const EXECUTIONS: WorkflowExecutions = {
  from: '2026-11-18T10:00:00.000Z',
  to: '2026-11-25T10:00:00.000Z',
  items: [
    {
      workflowId: 'w-1',
      workflow: 'Mobile postpaid – add',
      workflowVersion: 3,
      total: 10,
      byState: { COMPLETED: 8, FAILED_TEMP: 2 },
      lastCreatedAt: '2026-11-25T09:00:00.000Z',
    },
  ],
};

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = stubViewportSize();
});
afterEach(() => restoreViewport());

async function renderMonitor(path: string, user = adminUser()) {
  return renderWorkspace({
    plugins: [ordersPlugin],
    path,
    user,
    http: (http) =>
      http
        .respond('GET', '/order/executions', EXECUTIONS)
        .respond('GET', '/order/choices', { services: [] })
        .respond('GET', '/order/fetchOrderLists', { items: [ORDER], nextCursor: null })
        .respond('GET', `/order/execution/${ORDER.orderId}`, {
          order: ORDER,
          tasks: PARKED_TASKS,
          graph: MOBILE_GRAPH,
          layout: MOBILE_LAYOUT,
        })
        .respond('GET', /^\/views\//, []),
  });
}

describe('Monitor › Workflows', () => {
  it('lists each version by state, and a chosen version’s executions of the window', async () => {
    const view = await renderMonitor('/monitor/workflows-listing');
    const versions = await screen.findByRole('table', { name: 'Workflow versions' });
    const row = within(versions).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('img').getAttribute('aria-label')).toBe('Parked 2, Completed 8');
    await view.events.click(row);
    const grid = await screen.findByRole('grid', { name: 'Executions' });
    await within(grid).findByText(ORDER.orderNumber);
    const asked = view.http.callsTo('/order/fetchOrderLists').at(-1)?.path ?? '';
    expect(asked).toContain('workflowId=w-1');
    expect(asked).toContain('workflowVersion=3');
    expect(asked).toContain(`createdAtFrom=${encodeURIComponent(EXECUTIONS.from)}`);
    expect(view.pathname()).toBe('/monitor/workflows-listing');
    expect(window.location.search).toBe('?version=w-1%3A3');
  });

  it('shows one execution with its path and the step it stands at, and the order link only to order readers', async () => {
    await renderMonitor(`/monitor/workflows-listing/workflows?orderId=${ORDER.orderId}`);
    await screen.findByRole('heading', { level: 1, name: /Mobile postpaid – add v3 · ORD-00000042/ });
    expect(screen.getByRole('heading', { level: 3, name: 'Apply data policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order' })).toBeTruthy();
  });

  it('leaves the order link out for a user who watches workflows only', async () => {
    await renderMonitor(
      `/monitor/workflows-listing/workflows?orderId=${ORDER.orderId}`,
      adminUser({ permissions: { monitor: { workflows: '0100' } } }),
    );
    await screen.findByRole('heading', { level: 1, name: /ORD-00000042/ });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open the order' })).toBeNull());
  });
});
