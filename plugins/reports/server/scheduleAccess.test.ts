import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { demoPassword } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';
import { SAVED_REPORT_PATHS } from '../contract.ts';
import {
  capturingMailer,
  listedAs,
  putSchedule,
  reportsUser,
  runsAs,
  saveReport,
  stopSchedule,
  userRow,
  type ReportsUser,
} from '../testing/scheduleTestBed.ts';
import { sendScheduledReport } from './scheduledReports.ts';

/** Who may schedule, change and stop a saved report's schedule, and who sees whom it is mailed to. */
let server: TestServer;
let admin: Caller;
let owner: ReportsUser;
let reader: ReportsUser;
let changer: ReportsUser;
let stopper: ReportsUser;
let partnerChanger: ReportsUser;
let colleague: { userId: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  owner = await reportsUser(server, 'schedule-owner', { reports: '1100' });
  reader = await reportsUser(server, 'schedule-reader', { reports: '0100' });
  changer = await reportsUser(server, 'schedule-changer', { reports: '0110' });
  stopper = await reportsUser(server, 'schedule-stopper', { reports: '0101' });
  partnerChanger = await reportsUser(server, 'schedule-partner-changer', { reports: '0111', accountId: 'ACC-NW' });
  colleague = await userRow(server, 'operator');
});

afterAll(async () => {
  await server?.close();
});

describe('scheduling a saved report', () => {
  it.each(['operator', 'partner', 'developer'])(
    'refuses the read-only %s role every scheduling call, on its own saved report too',
    async (username) => {
      const api = caller(server, await server.login(username, demoPassword(username)));
      const saved = await saveReport(api, `Own report of ${username}`);
      const mailed = [{ userId: colleague.userId }];
      expectStatus(await putSchedule(api, saved.savedReportId, mailed), 403);
      expectStatus(await putSchedule(api, saved.savedReportId, mailed, { sendNow: true }), 403);
      expectStatus(await putSchedule(api, saved.savedReportId, [{ address: 'anyone@outside.example' }]), 403);
      expectStatus(await stopSchedule(api, saved.savedReportId, 1), 403);
      expectStatus(await api.get(`${SAVED_REPORT_PATHS.recipients}?q=a`), 403);
      expect((await listedAs(api, saved.savedReportId))?.schedule).toBeNull();
    },
  );

  it('lets the administrator and a holder of reports:c schedule their own saved reports', async () => {
    for (const api of [admin, owner.api]) {
      const saved = await saveReport(api, 'Scheduled by a writer');
      const scheduled = expectStatus(await putSchedule(api, saved.savedReportId, [{ userId: colleague.userId }]), 200)
        .body.data;
      expect(scheduled.schedule).toMatchObject({ frequency: 'weekly', version: 1, skipped: null });
    }
  });

  it("lets reports:u change and reports:d stop another user's schedule, with its version, and no one else", async () => {
    const saved = await saveReport(owner.api, 'Changed by others');
    const recipients = [{ userId: colleague.userId }];
    expectStatus(await putSchedule(changer.api, saved.savedReportId, recipients), 403);
    expectStatus(await putSchedule(owner.api, saved.savedReportId, recipients), 200);

    expectStatus(await putSchedule(reader.api, saved.savedReportId, recipients, { version: 1 }), 403);
    expectStatus(await putSchedule(stopper.api, saved.savedReportId, recipients, { version: 1 }), 403);
    expectStatus(await putSchedule(partnerChanger.api, saved.savedReportId, recipients, { version: 1 }), 403);
    expectStatus(await putSchedule(changer.api, saved.savedReportId, recipients), 428);
    const changed = expectStatus(
      await putSchedule(changer.api, saved.savedReportId, recipients, { version: 1, frequency: 'daily' }),
      200,
    ).body.data;
    expect(changed.schedule).toMatchObject({ frequency: 'daily', version: 2 });
    expectStatus(await putSchedule(owner.api, saved.savedReportId, recipients, { version: 1 }), 412);

    expectStatus(await stopSchedule(changer.api, saved.savedReportId, 2), 403);
    expectStatus(await stopSchedule(reader.api, saved.savedReportId, 2), 403);
    expectStatus(await stopSchedule(partnerChanger.api, saved.savedReportId, 2), 403);
    expectStatus(await stopSchedule(stopper.api, saved.savedReportId), 428);
    expectStatus(await stopSchedule(stopper.api, saved.savedReportId, 1), 412);
    expectStatus(await stopSchedule(stopper.api, saved.savedReportId, 2), 200);
    expect((await listedAs(owner.api, saved.savedReportId))?.schedule).toBeNull();
  });

  it('shows whom a shared report is mailed to only to its owner and to those who may change or stop it', async () => {
    const saved = await saveReport(owner.api, 'Mailed quietly');
    expectStatus(await putSchedule(owner.api, saved.savedReportId, [{ userId: colleague.userId }]), 200);
    await sendScheduledReport(server.runtime.services.db, capturingMailer(), saved.savedReportId, server.clock.now());

    const seenByReader = await listedAs(reader.api, saved.savedReportId);
    expect(seenByReader?.schedule).toMatchObject({ frequency: 'weekly', recipients: null });
    expect(JSON.stringify(seenByReader)).not.toContain(colleague.email);
    const [readerRun] = await runsAs(reader.api, saved.savedReportId);
    expect(readerRun).toMatchObject({ result: 'SENT', sentCount: 1, sentTo: null, skipped: null });
    expect(JSON.stringify(readerRun)).not.toContain(colleague.email);
    expect((await listedAs(partnerChanger.api, saved.savedReportId))?.schedule?.recipients).toBeNull();

    for (const api of [owner.api, changer.api, stopper.api]) {
      const seen = await listedAs(api, saved.savedReportId);
      expect(seen?.schedule?.recipients).toEqual([
        expect.objectContaining({ kind: 'user', userId: colleague.userId, email: colleague.email, skipped: null }),
      ]);
      expect((await runsAs(api, saved.savedReportId))[0]?.sentTo).toEqual([colleague.email]);
    }
  });
});
