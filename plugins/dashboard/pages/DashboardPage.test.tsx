import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardOrders, DashboardWorklist } from '../contract.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import dashboardPlugin from '../index.ts';

const ORDERS: DashboardOrders = {
  range: '24h',
  bucket: 'hour',
  from: '2026-11-24T10:00:00.000Z',
  to: '2026-11-25T10:00:00.000Z',
  tiles: {
    running: 12,
    waitingManual: 3,
    paused: 1,
    parked: 4,
    pending: 0,
    stalled: 2,
    created: 120,
    completed: 100,
    failed: 5,
    cancelled: 1,
    failureRate: 0.082,
    throughputPerHour: 4.2,
    durationP50Ms: 5_000,
    durationP95Ms: 120_000,
  },
  series: [
    {
      at: '2026-11-24T10:00:00.000Z',
      created: 5,
      completed: 4,
      byState: {
        PENDING: 0,
        RUNNING: 0,
        WAITING_MANUAL: 0,
        PAUSED: 0,
        FAILED_TEMP: 1,
        COMPLETED: 4,
        FAILED: 0,
        CANCELLED: 0,
        ROLLED_BACK: 0,
      },
    },
  ],
  services: [{ service: 'mobile-postpaid', created: 80, failed: 3 }],
};

const WORKLIST: DashboardWorklist = {
  open: 7,
  claimed: 2,
  unassigned: 6,
  overdue: 1,
  oldestCreatedAt: '2026-11-20T10:00:00.000Z',
  ageing: [
    { label: 'under 1 hour', count: 2 },
    { label: 'over 3 days', count: 1 },
  ],
  groups: [{ group: 'Operator', waiting: 9, overdue: 1 }],
};

async function renderDashboard(user = adminUser()) {
  return renderWorkspace({
    plugins: [dashboardPlugin],
    path: '/dashboard',
    user,
    http: (http) =>
      http.respond('GET', '/dashboard/orders', () => ORDERS).respond('GET', '/dashboard/worklist', WORKLIST),
  });
}

describe('DashboardPage', () => {
  it('shows the key figures, each opening the orders it counts', async () => {
    await renderDashboard();
    const tiles = await screen.findByRole('list', { name: 'Key figures' });
    const parked = within(tiles).getByRole('link', { name: '4 Parked' });
    expect(decodeURIComponent(parked.getAttribute('href') ?? '')).toBe(
      '/sdp/monitor/order-listing?orders.f.state=FAILED_TEMP',
    );
    expect(within(tiles).getByRole('link', { name: '8.2 % Failure rate' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Orders by service' }).textContent).toContain('mobile-postpaid');
    expect(screen.getByRole('table', { name: 'Waiting items by group' }).textContent).toContain('Operator');
    // Each chart's figures are there as a table too, once the charts' chunk is in (the figures do not wait for it).
    expect(await screen.findByRole('table', { name: 'Orders by what became of them, per hour' })).toBeTruthy();
  });

  it('asks for another window and a service, kept in the URL', async () => {
    const view = await renderDashboard();
    await screen.findByRole('list', { name: 'Key figures' });
    await view.events.selectOptions(screen.getByLabelText('Window'), '7d');
    await waitFor(() => expect(view.http.callsTo('/dashboard/orders').at(-1)?.path).toBe('/dashboard/orders?range=7d'));
    await view.events.selectOptions(screen.getByLabelText('Service'), 'mobile-postpaid');
    await waitFor(() =>
      expect(view.http.callsTo('/dashboard/orders').at(-1)?.path).toBe(
        '/dashboard/orders?range=7d&service=mobile-postpaid',
      ),
    );
    expect(window.location.search).toBe('?range=7d&service=mobile-postpaid');
  });

  it('leaves the worklist out for a user who may not read it', async () => {
    const view = await renderDashboard(adminUser({ permissions: { dashboard: '0100' } }));
    await screen.findByRole('list', { name: 'Key figures' });
    expect(screen.queryByRole('table', { name: 'Waiting items by group' })).toBeNull();
    expect(view.http.callsTo('/dashboard/worklist')).toHaveLength(0);
  });
});
