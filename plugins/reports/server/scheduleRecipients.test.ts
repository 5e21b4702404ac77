import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';
import { SAVED_REPORT_PATHS, type RecipientUser, type ReportsConfiguration } from '../contract.ts';
import {
  allowRecipients,
  putSchedule,
  reportsUser,
  saveReport,
  userRow,
  type ReportsUser,
} from '../testing/scheduleTestBed.ts';

/** Whom a schedule may mail: users of the tenant within the caller's reach, or addresses the tenant allows. */
let server: TestServer;
let admin: Caller;
let owner: ReportsUser;
let operator: { userId: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  owner = await reportsUser(server, 'recipients-owner', { reports: '1100' });
  operator = await userRow(server, 'operator');
});

afterAll(async () => {
  await server?.close();
});

const refusal = async (response: ReturnType<typeof putSchedule>) =>
  expectStatus(await response, 400).body.errorDescription ?? '';

describe('the recipients of a schedule', () => {
  it('refuses an address outside the tenant until an administrator allows it', async () => {
    const saved = await saveReport(owner.api, 'To an auditor');
    const outside = [{ address: 'Auditor@Partner.example' }];
    expect(await refusal(putSchedule(owner.api, saved.savedReportId, outside))).toMatch(
      /body\.recipients\.0: not among the tenant's allowed external recipients/,
    );

    await allowRecipients(admin, ['partner.example', 'boss@elsewhere.example']);
    const scheduled = expectStatus(
      await putSchedule(owner.api, saved.savedReportId, [...outside, { address: 'boss@elsewhere.example' }]),
      200,
    ).body.data;
    expect(scheduled.schedule?.recipients).toEqual([
      { kind: 'address', address: 'auditor@partner.example', skipped: null },
      { kind: 'address', address: 'boss@elsewhere.example', skipped: null },
    ]);
    const other = [...outside, { address: 'clerk@elsewhere.example' }];
    expect(await refusal(putSchedule(owner.api, saved.savedReportId, other, { version: 1 }))).toContain(
      'body.recipients.1',
    );
    expect(
      await refusal(
        putSchedule(owner.api, saved.savedReportId, [{ address: 'x@sub.partner.example' }], { version: 1 }),
      ),
    ).toContain('body.recipients.0');
  });

  it('keeps the allowed external recipients as configuration: versioned, audited, edited with reports:u by the tenant', async () => {
    const path = SAVED_REPORT_PATHS.configuration;
    const current = expectStatus(await admin.get<ReportsConfiguration>(path), 200).body.data;
    expectStatus(await admin.put(path, { allowedRecipients: ['a.example'] }), 428);
    expectStatus(await admin.put(path, { version: current.version + 1, allowedRecipients: ['a.example'] }), 412);
    const bad = expectStatus(
      await admin.put(path, { version: current.version, allowedRecipients: ['a.example', 'not an address'] }),
      400,
    );
    expect(bad.body.errorDescription).toContain('body.allowedRecipients.1');
    const saved = expectStatus(
      await admin.put<ReportsConfiguration>(path, {
        version: current.version,
        allowedRecipients: [' @A.example ', 'ops@b.example'],
      }),
      200,
    ).body.data;
    expect(saved).toEqual({ allowedRecipients: ['a.example', 'ops@b.example'], version: current.version + 1 });
    expectStatus(await owner.api.put(path, { version: saved.version, allowedRecipients: [] }), 403);
    const partnerAdmin = await reportsUser(server, 'recipients-partner-admin', {
      reports: '1111',
      accountId: 'ACC-NW',
    });
    expectStatus(await partnerAdmin.api.put(path, { version: saved.version, allowedRecipients: [] }), 403);
    const audit = await server.runtime.services.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'reportsConfiguration')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'update', after: { allowedRecipients: ['a.example', 'ops@b.example'] } });
  });

  it("takes users of the tenant by id, and refuses another tenant's user, a disabled one and malformed entries", async () => {
    const saved = await saveReport(owner.api, 'To colleagues');
    const scheduled = expectStatus(
      await putSchedule(owner.api, saved.savedReportId, [{ userId: operator.userId }]),
      200,
    ).body.data;
    expect(scheduled.schedule?.recipients).toEqual([
      { kind: 'user', userId: operator.userId, name: 'Oskar Operator', email: operator.email, skipped: null },
    ]);

    const foreign = await reportsUser(server, 'recipients-foreigner', { reports: '0100', tenantId: BOREALIS });
    expect(
      await refusal(putSchedule(owner.api, saved.savedReportId, [{ userId: foreign.userId }], { version: 1 })),
    ).toMatch(/body\.recipients\.0: not a user of the tenant/);
    const disabled = await reportsUser(server, 'recipients-disabled', { reports: '0100' });
    await server.runtime.services.db
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('id', '=', disabled.userId)
      .execute();
    const twice = [{ userId: operator.userId }, { userId: disabled.userId }, { userId: operator.userId }];
    const refused = await refusal(putSchedule(owner.api, saved.savedReportId, twice, { version: 1 }));
    expect(refused).toMatch(/body\.recipients\.1: the user is disabled \(and 1 more\)/);
    for (const malformed of [{ userId: 'not-a-uuid' }, {}, { userId: operator.userId, address: 'a@b.example' }]) {
      expect(await refusal(putSchedule(owner.api, saved.savedReportId, [malformed], { version: 1 }))).toContain(
        'body.recipients.0',
      );
    }
  });

  it('limits a partner user to the users of the partner accounts it reaches', async () => {
    const partnerOwner = await reportsUser(server, 'recipients-partner', { reports: '1100', accountId: 'ACC-NW-N' });
    const sameAccount = await userRow(server, 'partner');
    const otherAccount = await reportsUser(server, 'recipients-south', { reports: '0100', accountId: 'ACC-NW-S' });
    const offered = expectStatus(
      await partnerOwner.api.get<RecipientUser[]>(`${SAVED_REPORT_PATHS.recipients}?q=`),
      200,
    ).body.data.map((user) => user.userId);
    expect(offered).toContain(sameAccount.userId);
    expect(offered).not.toContain(otherAccount.userId);
    expect(offered).not.toContain(operator.userId);

    const saved = await saveReport(partnerOwner.api, 'Northwind North figures');
    expectStatus(await putSchedule(partnerOwner.api, saved.savedReportId, [{ userId: sameAccount.userId }]), 200);
    for (const [recipient, reason] of [
      [{ userId: otherAccount.userId }, 'outside the partner accounts you reach'],
      [{ userId: operator.userId }, 'outside the partner accounts you reach'],
      [{ address: 'ops@partner.example' }, "a partner user's reports go to users of its partner accounts only"],
    ] as const) {
      expect(await refusal(putSchedule(partnerOwner.api, saved.savedReportId, [recipient], { version: 1 }))).toContain(
        `body.recipients.0: ${reason}`,
      );
    }
  });
});
