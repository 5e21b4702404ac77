import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../tests/renderWorkspace.tsx';
import type { ReportResult, SavedReport } from '../contract.ts';
import { renderReports, TEAM_SLA, VOLUME } from '../testing/reportsScreen.tsx';

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

function renderPage(path = '/reports', user = adminUser()) {
  return renderReports({
    path,
    user,
    saved: [{ ...TEAM_SLA }],
    http: (http, saved) =>
      http
        .respond('GET', '/service/report/durations', () => DURATIONS)
        .respond('POST', '/service/report/saved', (_url: URL, input: unknown) => {
          const body = input as Pick<SavedReport, 'name' | 'report' | 'filters' | 'shared'>;
          const created = { ...TEAM_SLA, ...body, savedReportId: '0d9f1a77-1111-4c2b-8d57-6a0f4b1c2d3e' };
          saved.push(created);
          return created;
        })
        .respond('PUT', `/service/report/saved/${TEAM_SLA.savedReportId}`, (_url: URL, input: unknown) => {
          const { change } = input as { change: { name: string; shared: boolean } };
          saved[0] = { ...TEAM_SLA, ...change, version: TEAM_SLA.version + 1 };
          return saved[0];
        }),
  });
}

describe('ReportsPage', () => {
  it('shows the order volume as bars and a table, each opening the orders it counts', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Order volume' });
    const first = within(table).getByRole('link', { name: '2026-11-24' });
    expect(decodeURIComponent(first.getAttribute('href') ?? '')).toBe(
      '/sdp/monitor/order-listing?orders.f.createdAt=2026-11-24..2026-11-24&orders.f.service=mobile-postpaid&orders.f.operation=ADD&orders.f.state=COMPLETED',
    );
    const chart = screen.getByRole('figure', { name: 'Orders by period' });
    expect(within(chart).getByRole('link', { name: /2026-11-25.*3/ })).toBeTruthy();
  });

  it('asks for another range, custom days and a service, kept in the URL', async () => {
    const view = await renderPage();
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
    const view = await renderPage();
    await screen.findByRole('table', { name: 'Order volume' });
    await view.events.click(screen.getByRole('link', { name: 'Durations' }));
    const table = await screen.findByRole('table', { name: 'Durations' });
    expect(table.textContent).toContain('850 ms');
    expect(table.textContent).toContain('12.4 s');
    expect(table.textContent).toContain('3.2 min');
    expect(table.textContent).toContain('5.0 h');
  });

  it('renames the caller’s saved report with the version it read, and lists it by its new name', async () => {
    const view = await renderPage(`/reports?report=orderVolume&range=7d&saved=${TEAM_SLA.savedReportId}`);
    await screen.findByRole('heading', { name: 'Team SLA · Order volume' });
    await view.events.click(screen.getByRole('button', { name: 'Rename…' }));
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Team SLA');
    await view.events.clear(name);
    await view.events.type(name, 'Weekly SLA');
    await view.events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.http.callsTo(`/service/report/saved/${TEAM_SLA.savedReportId}`).at(-1)?.input).toEqual({
        savedReportId: TEAM_SLA.savedReportId,
        change: { version: 1, name: 'Weekly SLA', shared: true },
      }),
    );
    expect(
      await within(screen.getByRole('list', { name: 'Saved reports' })).findByRole('link', { name: 'Weekly SLA' }),
    ).toBeTruthy();
  });

  it('is forbidden to a user without reports:r, and asks for no figures', async () => {
    const view = await renderPage('/reports', adminUser({ permissions: { dashboard: '0100' } }));
    expect(await screen.findByText('403')).toBeTruthy();
    expect(view.http.callsTo(/^\/service\/report\//)).toHaveLength(0);
  });

  it('saves the report with its filters, shared, and then shows it as the saved report opened', async () => {
    const view = await renderPage('/reports?range=90d&service=mobile-postpaid');
    await screen.findByRole('table', { name: 'Order volume' });
    await view.events.click(screen.getByRole('button', { name: 'Save…' }));
    const name = await screen.findByLabelText('Name');
    await view.events.clear(name);
    await view.events.type(name, 'Mobile quarter');
    await view.events.click(screen.getByLabelText('Share with everyone in the tenant'));
    await view.events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.http.callsTo('/service/report/saved').some((call) => call.method === 'POST')).toBe(true),
    );
    const posted = view.http.callsTo('/service/report/saved').find((call) => call.method === 'POST');
    expect(posted?.input).toEqual({
      name: 'Mobile quarter',
      report: 'orderVolume',
      filters: { range: '90d', service: 'mobile-postpaid' },
      shared: true,
    });
    await waitFor(() => expect(window.location.search).toContain('saved=0d9f1a77-1111-4c2b-8d57-6a0f4b1c2d3e'));
    expect(await screen.findByRole('heading', { name: 'Mobile quarter · Order volume' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Saved reports' })).getByRole('link', { name: 'Team SLA' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeTruthy();
  });
});
