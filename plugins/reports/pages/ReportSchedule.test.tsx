import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/ApiError.ts';
import { adminUser } from '../../../tests/renderWorkspace.tsx';
import type { RecipientUser, SavedReport, ScheduleRecipient } from '../contract.ts';
import { renderReports, savedHref, TEAM_SLA } from '../testing/reportsScreen.tsx';

/** The schedule's controls as each key offers them, and the recipients picked by user. */
const OSKAR: RecipientUser = {
  userId: '5a4c7a0e-7d33-4b5e-9a53-1f2b3c4d5e6f',
  name: 'Oskar Operator',
  email: 'operator@aurora.example',
};
const OSKAR_RECIPIENT: ScheduleRecipient = { kind: 'user', ...OSKAR, skipped: null };
const SCHEDULE = { frequency: 'weekly' as const, nextRunAt: '2026-11-30T06:00:00.000Z', skipped: null, version: 3 };

const OWN: SavedReport = { ...TEAM_SLA, shared: false };
const THEIRS: SavedReport = {
  ...TEAM_SLA,
  savedReportId: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  name: 'Their SLA',
  own: false,
  ownerName: 'Dana Developer',
  schedule: { ...SCHEDULE, recipients: null },
};

const withReports = (reports: string, isPartner = false) =>
  adminUser({ permissions: { reports }, isPartner, accountId: isPartner ? 'ACC-NW' : null });

const button = (name: string) => screen.queryByRole('button', { name });

describe('scheduling on the reports screen', () => {
  it('offers a user who only reads reports no scheduling, and shows that a shared report is mailed, not to whom', async () => {
    const view = await renderReports({ path: savedHref(OWN), user: withReports('0100'), saved: [OWN, THEIRS] });
    await screen.findByRole('heading', { name: 'Team SLA · Order volume' });
    expect(button('Rename…')).toBeTruthy();
    expect(button('Schedule…')).toBeNull();
    expect(button('External recipients…')).toBeNull();

    await view.events.click(screen.getByRole('link', { name: /Their SLA/ }));
    await screen.findByRole('heading', { name: 'Their SLA · Order volume' });
    expect(screen.getByText(/^Mailed weekly; next /)).toBeTruthy();
    expect(button('Schedule…')).toBeNull();
    expect(button('Rename…')).toBeNull();
  });

  it('lets a holder of reports:c schedule its own report to a user picked by name', async () => {
    const view = await renderReports({
      path: savedHref(OWN),
      user: withReports('1100'),
      saved: [OWN],
      http: (http, saved) =>
        http
          .respond('GET', '/service/report/configuration', { allowedRecipients: [], version: 0 })
          .respond('GET', '/service/report/recipients', () => [OSKAR])
          .respond('PUT', `/service/report/saved/${OWN.savedReportId}/schedule`, () => {
            saved[0] = { ...OWN, schedule: { ...SCHEDULE, version: 1, recipients: [OSKAR_RECIPIENT] } };
            return saved[0];
          }),
    });
    await screen.findByRole('heading', { name: 'Team SLA · Order volume' });
    expect(button('External recipients…')).toBeNull();
    await view.events.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule report' });
    expect(within(panel).queryByRole('button', { name: 'Stop schedule' })).toBeNull();
    expect((within(panel).getByLabelText('Add an address outside the tenant') as HTMLInputElement).disabled).toBe(true);
    await view.events.type(within(panel).getByRole('combobox', { name: 'Add a user' }), 'osk');
    await view.events.click(await within(panel).findByRole('option', { name: /Oskar Operator/ }));
    expect(within(within(panel).getByRole('list', { name: 'Recipients' })).getByText(/Oskar Operator/)).toBeTruthy();
    await view.events.click(within(panel).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(view.http.callsTo(`/service/report/saved/${OWN.savedReportId}/schedule`).at(-1)?.input).toEqual({
        savedReportId: OWN.savedReportId,
        sendNow: false,
        schedule: { frequency: 'weekly', recipients: [{ userId: OSKAR.userId }] },
      }),
    );
    expect(await within(panel).findByRole('button', { name: 'Stop schedule' })).toBeTruthy();
  });

  it('shows the server’s refusal on the recipient it names and keeps what was picked', async () => {
    const scheduled: SavedReport = { ...OWN, schedule: { ...SCHEDULE, recipients: [OSKAR_RECIPIENT] } };
    const view = await renderReports({
      path: savedHref(scheduled),
      user: withReports('1100'),
      saved: [scheduled],
      http: (http) =>
        http
          .respond('GET', '/service/report/configuration', { allowedRecipients: [], version: 0 })
          .respond('PUT', `/service/report/saved/${OWN.savedReportId}/schedule`, () => {
            const description = 'Invalid request: body.recipients.0: the user is disabled';
            throw new ApiError(description, 'failed', 400, {
              status: 'Failed',
              data: { fieldErrors: [{ part: 'body', path: 'recipients.0', message: 'the user is disabled' }] },
              message: '',
              errorDescription: description,
            });
          }),
    });
    await view.events.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule report' });
    await view.events.selectOptions(within(panel).getByLabelText('How often'), 'daily');
    await view.events.click(within(panel).getByRole('button', { name: 'Schedule' }));
    expect(await within(panel).findByText('the user is disabled')).toBeTruthy();
    expect(within(within(panel).getByRole('list', { name: 'Recipients' })).getByText(/Oskar Operator/)).toBeTruthy();
    expect((within(panel).getByLabelText('How often') as HTMLSelectElement).value).toBe('daily');
    expect(view.http.callsTo(`/service/report/saved/${OWN.savedReportId}/schedule`).at(-1)?.input).toMatchObject({
      schedule: { version: 3 },
    });
  });

  it("lets reports:u change another user's schedule but not stop it, and offers a partner user nothing of another's", async () => {
    const visible: SavedReport = { ...THEIRS, schedule: { ...SCHEDULE, recipients: [OSKAR_RECIPIENT] } };
    const view = await renderReports({
      path: savedHref(visible),
      user: withReports('0110'),
      saved: [visible],
      http: (http) => http.respond('GET', '/service/report/configuration', { allowedRecipients: [], version: 0 }),
    });
    await view.events.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule report' });
    expect(within(panel).getByRole('button', { name: 'Schedule' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Stop schedule' })).toBeNull();
    expect(button('External recipients…')).toBeTruthy();
    view.unmount();

    await renderReports({ path: savedHref(THEIRS), user: withReports('1111', true), saved: [THEIRS] });
    await screen.findByRole('heading', { name: 'Their SLA · Order volume' });
    expect(button('Schedule…')).toBeNull();
    expect(button('External recipients…')).toBeNull();
  });

  it('lets the administrator edit the allowed external recipients with the version it read', async () => {
    const view = await renderReports({
      http: (http) =>
        http
          .respond('GET', '/service/report/configuration', { allowedRecipients: ['partner.example'], version: 2 })
          .respond('PUT', '/service/report/configuration', (_url: URL, input: unknown) => ({
            ...(input as { allowedRecipients: string[] }),
            version: 3,
          })),
    });
    await view.events.click(await screen.findByRole('button', { name: 'External recipients…' }));
    const field = await screen.findByLabelText('Allowed addresses and domains');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('partner.example'));
    await view.events.type(field, '{Enter}auditor@elsewhere.example');
    await view.events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.http.callsTo('/service/report/configuration').find((call) => call.method === 'PUT')?.input).toEqual({
        allowedRecipients: ['partner.example', 'auditor@elsewhere.example'],
        version: 2,
      }),
    );
  });
});
