import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { SAVED_REPORT_PATHS, type SavedReport } from '../contract.ts';

/** Saved reports over real HTTP: private or shared, renamed with their version, deleted by their owner. */
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

  it("renames its owner's saved report with the version it changes, and no one else's", async () => {
    const saved = await save('Old name', true);
    const path = one(SAVED_REPORT_PATHS.one, saved.savedReportId);
    expectStatus(await owner.put(path, { name: 'New name' }), 428);
    expectStatus(await colleague.put(path, { version: saved.version, name: 'Taken over' }), 403);
    const renamed = expectStatus(
      await owner.put<SavedReport>(path, { version: saved.version, name: ' New name ' }),
      200,
    ).body.data;
    expect(renamed).toMatchObject({ name: 'New name', shared: true, version: saved.version + 1 });
    const stale = expectStatus(await owner.put(path, { version: saved.version, name: 'Lost edit' }), 412);
    expect(stale.body.errorDescription).toContain(`the current version is ${saved.version + 1}`);
    expect(
      expectStatus(await owner.put(path, { version: renamed.version, name: '' }), 400).body.errorDescription,
    ).toContain('body.name');
    expect((await listOf(colleague)).find((row) => row.savedReportId === saved.savedReportId)?.name).toBe('New name');
  });

  it('refuses filters the report would refuse, naming the field', async () => {
    const refused = expectStatus(
      await owner.post(SAVED_REPORT_PATHS.list, { name: 'Bad', report: 'sla', filters: { range: '1y' } }),
      400,
    );
    expect(refused.body.errorDescription).toContain('body.filters.range');
  });
});
