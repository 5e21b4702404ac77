import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';
import { until } from '../../../tests/server/support/until.ts';
import { REPORTS, reportPath, type ReportResult } from '../contract.ts';
import {
  allowRecipients,
  capturingMailer,
  listedAs,
  putSchedule,
  reportsUser,
  runsAs,
  saveReport,
  type ReportsUser,
} from '../testing/scheduleTestBed.ts';
import { reportsDb } from './reportsTables.ts';
import { sendDueReports, sendScheduledReport } from './scheduledReports.ts';

/** A schedule's runs: the mail and its XLSX, the recipients judged again at each run, what is due and "send now". */
let server: TestServer;
let admin: Caller;
let owner: ReportsUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  owner = await reportsUser(server, 'runs-owner', { reports: '1100' });
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.services.db;
const send = async (savedReportId: string) => {
  const mailer = capturingMailer();
  await sendScheduledReport(db(), mailer, savedReportId, server.clock.now());
  return mailer.sent;
};

describe('scheduled runs', () => {
  it('mails its XLSX (the same table) to each user at their address of the moment, and lists the run', async () => {
    const colleague = await reportsUser(server, 'runs-colleague', { reports: '0100' });
    const saved = await saveReport(owner.api, 'Mailed SLA');
    expectStatus(await putSchedule(owner.api, saved.savedReportId, [{ userId: colleague.userId }]), 200);
    await db()
      .updateTable('users')
      .set({ email: 'moved@fixture.example' })
      .where('id', '=', colleague.userId)
      .execute();

    const [mail, ...more] = await send(saved.savedReportId);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'moved@fixture.example', subject: 'Report: Mailed SLA' });
    const file = mail?.attachments?.[0];
    expect(file?.filename).toMatch(/^sla-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file?.content ?? []).buffer);
    const table = expectStatus(await owner.api.get<ReportResult>(`${reportPath('sla')}?range=90d`), 200).body.data;
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(table.rows.length + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(table.rows[0]?.service);
    expect(sheet?.getRow(2).getCell(3).value).toBe(table.rows[0]?.orders);
    expect(REPORTS.sla.columns[2]?.id).toBe('orders');
    expect((await runsAs(owner.api, saved.savedReportId))[0]).toMatchObject({
      result: 'SENT',
      rows: table.rows.length,
      message: 'Sent to 1 recipient',
      sentTo: ['moved@fixture.example'],
      skipped: [],
    });
  });

  it('skips a user disabled since and an address no longer allowed, mails the rest and records both', async () => {
    const stays = await reportsUser(server, 'runs-stays', { reports: '0100' });
    const leaves = await reportsUser(server, 'runs-leaves', { reports: '0100' });
    await allowRecipients(admin, ['kept.example', 'dropped.example']);
    const saved = await saveReport(owner.api, 'Judged at each run');
    const recipients = [
      { userId: stays.userId },
      { userId: leaves.userId },
      { address: 'ops@kept.example' },
      { address: 'ops@dropped.example' },
    ];
    expectStatus(await putSchedule(owner.api, saved.savedReportId, recipients), 200);
    await db().updateTable('users').set({ status: 'DISABLED' }).where('id', '=', leaves.userId).execute();
    await allowRecipients(admin, ['kept.example']);

    expect((await send(saved.savedReportId)).map((mail) => mail.to)).toEqual([stays.email, 'ops@kept.example']);
    const [run] = await runsAs(owner.api, saved.savedReportId);
    expect(run).toMatchObject({ result: 'SENT', message: 'Sent to 2 recipients; 2 skipped', sentCount: 2 });
    expect(run?.skipped).toEqual([
      { recipient: `runs-leaves <${leaves.email}>`, reason: 'the user is disabled' },
      { recipient: 'ops@dropped.example', reason: expect.stringContaining("not among the tenant's allowed") },
    ]);
    expect(
      (await listedAs(owner.api, saved.savedReportId))?.schedule?.recipients?.map((entry) => entry.skipped),
    ).toEqual([null, 'the user is disabled', null, expect.stringContaining("not among the tenant's allowed")]);
  });

  it('mails nothing once its owner may no longer schedule reports, and says why', async () => {
    const demoted = await reportsUser(server, 'runs-demoted', { reports: '1100' });
    const saved = await saveReport(demoted.api, 'Owner demoted');
    expectStatus(await putSchedule(demoted.api, saved.savedReportId, [{ userId: owner.userId }]), 200);
    await db()
      .updateTable('roles')
      .set({ permissions: JSON.stringify({ reports: '0100' }) })
      .where('name', '=', 'fixture-runs-demoted')
      .execute();

    expect(await send(saved.savedReportId)).toEqual([]);
    const [run] = await runsAs(owner.api, saved.savedReportId);
    expect(run).toMatchObject({ result: 'SKIPPED', sentCount: 0, rows: null });
    expect(run?.message).toContain('its owner may no longer schedule reports (reports:c)');
    expect((await listedAs(owner.api, saved.savedReportId))?.schedule?.skipped).toContain('may no longer schedule');
  });

  it('sends what is due once, moves it to its next time, and sends through the outbox on "send now"', async () => {
    const saved = await saveReport(owner.api, 'Due report', false);
    expectStatus(
      await putSchedule(owner.api, saved.savedReportId, [{ userId: owner.userId }], { frequency: 'daily' }),
      200,
    );
    const reports = reportsDb(db());
    const now = server.clock.now();
    await reports
      .updateTable('report_schedules')
      .set({ next_run_at: new Date(now - 60_000) })
      .where('saved_report_id', '=', saved.savedReportId)
      .execute();
    const mailer = capturingMailer();
    expect(await sendDueReports(db(), mailer, now)).toBeGreaterThanOrEqual(1);
    expect(mailer.sent.filter((mail) => mail.subject === 'Report: Due report')).toHaveLength(1);
    expect(await sendDueReports(db(), mailer, now)).toBe(0);
    const schedule = await reports
      .selectFrom('report_schedules')
      .select('next_run_at')
      .where('saved_report_id', '=', saved.savedReportId)
      .executeTakeFirstOrThrow();
    expect(schedule.next_run_at.getTime()).toBeGreaterThan(now);

    const sendNow = await reportsUser(server, 'runs-send-now', { reports: '0100' });
    expectStatus(
      await putSchedule(owner.api, saved.savedReportId, [{ userId: sendNow.userId }], { version: 1, sendNow: true }),
      200,
    );
    const mailed = await until(
      () => db().selectFrom('mail_outbox').select('subject').where('recipient', '=', sendNow.email).execute(),
      (rows) => rows.length > 0,
      'the report sent now in the outbox',
    );
    expect(mailed.map((row) => row.subject)).toEqual(['Report: Due report']);
  });
});
