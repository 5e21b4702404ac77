import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import type { ReportResult } from '../contract.ts';
import reportsPlugin from '../index.ts';

const VOLUME: ReportResult = {
  report: 'orderVolume',
  from: '2026-10-27T10:00:00.000Z',
  to: '2026-11-26T10:00:00.000Z',
  rows: [
    { period: '2026-11-24', service: 'mobile-postpaid', operation: 'ADD', state: 'COMPLETED', orders: 12 },
    { period: '2026-11-25', service: 'fibre-broadband', operation: 'ADD', state: 'FAILED', orders: 3 },
  ],
};

const DURATIONS: ReportResult = {
  report: 'durations',
  from: VOLUME.from,
  to: VOLUME.to,
  rows: [
    {
      service: 'mobile-postpaid',
      step: 'Whole order',
      count: 40,
      p50Ms: 850,
      p90Ms: 12_400,
      p95Ms: 192_000,
      p99Ms: 18_000_000,
    },
  ],
};

function renderReports(path = '/reports', user = adminUser()) {
  return renderWorkspace({
    plugins: [reportsPlugin],
    path,
    user,
    http: (http) =>
      http
        .respond('GET', '/service/report/orderVolume', () => VOLUME)
        .respond('GET', '/service/report/durations', () => DURATIONS),
  });
}

describe('ReportsPage', () => {
  it('shows the order volume as bars and a table, each opening the orders it counts', async () => {
    await renderReports();
    const table = await screen.findByRole('table', { name: 'Order volume' });
    const first = within(table).getByRole('link', { name: '2026-11-24' });
    expect(decodeURIComponent(first.getAttribute('href') ?? '')).toBe(
      '/sdp/monitor/order-listing?orders.f.createdAt=2026-11-24..2026-11-24&orders.f.service=mobile-postpaid&orders.f.operation=ADD&orders.f.state=COMPLETED',
    );
    const chart = screen.getByRole('figure', { name: 'Orders by period' });
    expect(within(chart).getByRole('link', { name: /2026-11-25.*3/ })).toBeTruthy();
  });

  it('asks for another range, custom days and a service, kept in the URL', async () => {
    const view = await renderReports();
    await screen.findByRole('table', { name: 'Order volume' });
    await view.events.selectOptions(screen.getByLabelText('Range'), '7d');
    await waitFor(() =>
      expect(view.http.callsTo('/service/report/orderVolume').at(-1)?.path).toBe(
        '/service/report/orderVolume?range=7d',
      ),
    );
    await view.events.type(screen.getByLabelText('Service'), 'mobile-postpaid{Enter}');
    await waitFor(() =>
      expect(view.http.callsTo('/service/report/orderVolume').at(-1)?.path).toBe(
        '/service/report/orderVolume?range=7d&service=mobile-postpaid',
      ),
    );
    await view.events.selectOptions(screen.getByLabelText('Range'), 'custom');
    await waitFor(() => expect(window.location.search).toContain('range=custom'));
    expect(view.http.callsTo('/service/report/orderVolume').at(-1)?.path).toMatch(/from=.*&to=/);
  });

  it('shows durations as people read them, and opens another report from the list', async () => {
    const view = await renderReports();
    await screen.findByRole('table', { name: 'Order volume' });
    await view.events.click(screen.getByRole('link', { name: 'Durations' }));
    const table = await screen.findByRole('table', { name: 'Durations' });
    expect(table.textContent).toContain('850 ms');
    expect(table.textContent).toContain('12.4 s');
    expect(table.textContent).toContain('3.2 min');
    expect(table.textContent).toContain('5.0 h');
  });

  it('is forbidden to a user without reports:r, and asks for no figures', async () => {
    const view = await renderReports('/reports', adminUser({ permissions: { dashboard: '0100' } }));
    expect(await screen.findByText('403')).toBeTruthy();
    expect(view.http.callsTo(/^\/service\/report\//)).toHaveLength(0);
  });
});
