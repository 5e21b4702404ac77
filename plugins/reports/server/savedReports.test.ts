import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import type { Mailer, OutgoingMail } from '../../../core/server/mail/mailer.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  REPORTS,
  SAVED_REPORT_PATHS,
  reportPath,
  type ReportResult,
  type SavedReport,
  type ScheduleRun,
} from '../contract.ts';
import { reportsDb } from './reportsTables.ts';
import { sendDueReports, sendScheduledReport } from './scheduledReports.ts';

/** Saved reports and their schedules over real HTTP; a schedule's mail read back with its XLSX. */
let server: TestServer;
let owner: Caller;
let colleague: Caller;

async function signIn(username: string) {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    permissions: { reports: '0100' },
  });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn('saved-reports-owner');
  colleague = await signIn('saved-reports-colleague');
});

afterAll(async () => {
  await server?.close();
});

const save = async (name: string, shared: boolean, filters: Record<string, string> = { range: '90d' }) =>
  expectStatus(await owner.post<SavedReport>(SAVED_REPORT_PATHS.list, { name, report: 'sla', filters, shared }), 200)
    .body.data;
const listOf = async (api: Caller) =>
  expectStatus(await api.get<SavedReport[]>(SAVED_REPORT_PATHS.list), 200).body.data;
const one = (path: string, savedReportId: string) => fillPath(path, { savedReportId });

function capturingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: vi.fn(async (mail: OutgoingMail) => void sent.push(mail)) };
}

describe('saved reports', () => {
  it('keeps a private report to its owner and shows a shared one to the tenant', async () => {
    const mine = await save('My SLA', false);
    const shared = await save('Team SLA', true);
    expect(mine).toMatchObject({ report: 'sla', filters: { range: '90d' }, own: true, shared: false, schedule: null });
    expect((await listOf(owner)).map((row) => row.name)).toEqual(expect.arrayContaining(['My SLA', 'Team SLA']));
    const seen = await listOf(colleague);
    expect(seen.map((row) => row.savedReportId)).toContain(shared.savedReportId);
    expect(seen.map((row) => row.savedReportId)).not.toContain(mine.savedReportId);
    expect(seen.find((row) => row.savedReportId === shared.savedReportId)?.own).toBe(false);
    expectStatus(await colleague.delete(one(SAVED_REPORT_PATHS.one, shared.savedReportId)), 403);
    expectStatus(await colleague.delete(one(SAVED_REPORT_PATHS.one, mine.savedReportId)), 404);
    expectStatus(await owner.delete(one(SAVED_REPORT_PATHS.one, mine.savedReportId)), 200);
    expect((await listOf(owner)).map((row) => row.savedReportId)).not.toContain(mine.savedReportId);
  });

  it('refuses filters the report would refuse and a bad recipient, naming the field', async () => {
    const refused = expectStatus(
      await owner.post(SAVED_REPORT_PATHS.list, { name: 'Bad', report: 'sla', filters: { range: '1y' } }),
      400,
    );
    expect(refused.body.errorDescription).toContain('body.filters.range');
    const saved = await save('Recipients', false);
    const badMail = expectStatus(
      await owner.put(one(SAVED_REPORT_PATHS.schedule, saved.savedReportId), {
        frequency: 'daily',
        recipients: ['not-an-address'],
      }),
      400,
    );
    expect(badMail.body.errorDescription).toContain('body.recipients.0');
  });

  it('schedules a report, mails it with its XLSX (the same table) and lists the run', async () => {
    const saved = await save('Mailed SLA', true);
    const scheduled = expectStatus(
      await owner.put<SavedReport>(one(SAVED_REPORT_PATHS.schedule, saved.savedReportId), {
        frequency: 'weekly',
        recipients: ['ops@example.test', 'boss@example.test'],
      }),
      200,
    ).body.data;
    expect(scheduled.schedule).toMatchObject({
      frequency: 'weekly',
      recipients: ['ops@example.test', 'boss@example.test'],
    });
    expect(new Date(scheduled.schedule?.nextRunAt ?? '').getUTCDay()).toBe(1);
    expectStatus(
      await colleague.put(one(SAVED_REPORT_PATHS.schedule, saved.savedReportId), {
        frequency: 'daily',
        recipients: ['a@example.test'],
      }),
      403,
    );

    const db = server.runtime.services.db;
    const mailer = capturingMailer();
    await sendScheduledReport(db, mailer, saved.savedReportId, server.clock.now());
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ops@example.test', 'boss@example.test']);
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Report: Mailed SLA');
    const file = mail?.attachments?.[0];
    expect(file?.filename).toMatch(/^sla-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file?.content ?? []).buffer);
    const table = expectStatus(await owner.get<ReportResult>(`${reportPath('sla')}?range=90d`), 200).body.data;
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(table.rows.length + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(table.rows[0]?.service);
    expect(sheet?.getRow(2).getCell(3).value).toBe(table.rows[0]?.orders);
    expect(REPORTS.sla.columns[2]?.id).toBe('orders');

    const runs = expectStatus(
      await colleague.get<ScheduleRun[]>(one(SAVED_REPORT_PATHS.runs, saved.savedReportId)),
      200,
    ).body.data;
    expect(runs[0]).toMatchObject({ result: 'SENT', rows: table.rows.length });
  });

  it('sends what is due once, moves it to its next time, and sends through the outbox on "send now"', async () => {
    const saved = await save('Due report', false, { range: '7d' });
    expectStatus(
      await owner.put(one(SAVED_REPORT_PATHS.schedule, saved.savedReportId), {
        frequency: 'daily',
        recipients: ['due@example.test'],
      }),
      200,
    );
    const db = server.runtime.services.db;
    const reports = reportsDb(db);
    const now = server.clock.now();
    await reports
      .updateTable('report_schedules')
      .set({ next_run_at: new Date(now - 60_000) })
      .where('saved_report_id', '=', saved.savedReportId)
      .execute();
    const mailer = capturingMailer();
    expect(await sendDueReports(db, mailer, now)).toBeGreaterThanOrEqual(1);
    expect(mailer.sent.filter((mail) => mail.to === 'due@example.test')).toHaveLength(1);
    expect(await sendDueReports(db, mailer, now)).toBe(0);
    const schedule = await reports
      .selectFrom('report_schedules')
      .select('next_run_at')
      .where('saved_report_id', '=', saved.savedReportId)
      .executeTakeFirstOrThrow();
    expect(schedule.next_run_at.getTime()).toBeGreaterThan(now);

    expectStatus(
      await owner.put(`${one(SAVED_REPORT_PATHS.schedule, saved.savedReportId)}?sendNow=true`, {
        frequency: 'daily',
        recipients: ['now@example.test'],
      }),
      200,
    );
    await expect
      .poll(
        async () =>
          (
            await db.selectFrom('mail_outbox').select('subject').where('recipient', '=', 'now@example.test').execute()
          ).map((row) => row.subject),
        { timeout: 20_000, interval: 250 },
      )
      .toEqual(['Report: Due report']);
  });
});
