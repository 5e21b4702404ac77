import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceExport } from '../../plugins/resourceKit/public/contract/resource.ts';
import type { AuditEntry, AuditFilters, AuditPage } from '../../plugins/configurationLogs/contract.ts';
import type { Role } from '../../plugins/users/contract.ts';
import { AURORA, demoPassword } from './support/fixtures.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: Caller;
let borealis: Caller;
let role: Role;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  borealis = caller(server, await server.login('borealis-admin', demoPassword('borealis-admin')));
  role = expectStatus(await admin.post<Role>('/user/role', { name: 'Logged', permissions: { reports: '0100' } }), 200)
    .body.data;
  const renamed = await admin.put<Role>('/user/role', {
    roleId: role.roleId,
    version: 1,
    name: 'Logged and renamed',
    permissions: { reports: '0100' },
  });
  role = expectStatus(renamed, 200).body.data;
});

afterAll(async () => {
  await server?.close();
});

async function page(api: Caller, query: string): Promise<AuditPage> {
  return expectStatus(await api.get<AuditPage>(`/audit/getAuditDetails?${query}`), 200).body.data;
}

async function allPages(query: string): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const next: AuditPage = await page(admin, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    entries.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return entries;
}

describe('the audit log', () => {
  it('lists the newest entries first, with who, what, before, after and the changed fields', async () => {
    const [latest, previous] = (await page(admin, 'limit=2')).items;
    expect(latest).toMatchObject({
      actorUsername: 'admin',
      entity: 'role',
      entityId: role.roleId,
      action: 'update',
      before: { name: 'Logged', version: 1 },
      after: { name: 'Logged and renamed', version: 2 },
      changedFields: ['name', 'version'],
    });
    expect(previous).toMatchObject({ action: 'create', before: null, entityId: role.roleId });
    expect(previous?.changedFields).toEqual(['description', 'name', 'permissions', 'version']);
    expect(Date.parse(latest?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(previous?.at ?? ''));
  });

  it('pages without duplicates or gaps through entries written in one transaction', async () => {
    // The seed writes every entry of the tenant in one transaction: they share one time.
    const whole = (await page(admin, 'limit=200')).items;
    const seeded = whole.filter((entry) => entry.actorUsername === 'system');
    expect(seeded.length).toBeGreaterThan(5);
    expect(new Set(seeded.map((entry) => entry.at)).size).toBe(1);
    const paged = await allPages('limit=2');
    expect(paged.map((entry) => entry.id)).toEqual(whole.map((entry) => entry.id));
    expect(new Set(paged.map((entry) => entry.id)).size).toBe(paged.length);
  });

  it('filters by user, entity, action and time range', async () => {
    const byEntityAction = (await page(admin, 'entity=role&action=update')).items;
    expect(byEntityAction.map((entry) => entry.entityId)).toEqual([role.roleId]);
    const several = (await page(admin, 'entity=role,tenant&action=update,create&limit=200')).items;
    expect(several.length).toBeGreaterThan(0);
    expect(several.every((entry) => ['role', 'tenant'].includes(entry.entity))).toBe(true);
    expect(several.every((entry) => ['update', 'create'].includes(entry.action))).toBe(true);
    expect(several.some((entry) => entry.entityId === role.roleId)).toBe(true);
    const bySystem = (await page(admin, 'user=SYST&limit=200')).items;
    expect(bySystem.length).toBeGreaterThan(5);
    expect(bySystem.every((entry) => entry.actorUsername === 'system')).toBe(true);
    expect((await page(admin, 'user=nobody-at-all')).items).toEqual([]);

    const all = (await page(admin, 'limit=200')).items;
    const newest = all[0]?.at ?? '';
    const inRange = (await page(admin, `atFrom=${encodeURIComponent(newest)}&limit=200`)).items;
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((entry) => entry.at >= newest)).toBe(true);
    const before = (await page(admin, `atTo=${encodeURIComponent(newest)}&limit=200`)).items;
    expect(before.every((entry) => entry.at < newest)).toBe(true);
    expect(inRange.length + before.length).toBe(all.length);
  });

  it('refuses a reversed time range and a tampered cursor with 400', async () => {
    const reversed = await admin.get('/audit/getAuditDetails?atFrom=2030-01-02T00:00:00Z&atTo=2030-01-01T00:00:00Z');
    expect(expectStatus(reversed, 400).body.errorDescription).toBe(
      'Invalid request: query.atTo: must be later than query.atFrom',
    );
    expect(expectStatus(await admin.get('/audit/getAuditDetails?atFrom=yesterday'), 400).body.errorDescription).toMatch(
      /query\.atFrom/,
    );
    expectStatus(await admin.get('/audit/getAuditDetails?from=2030-01-01T00:00:00Z'), 400);
    const cursor = (await page(admin, 'limit=1')).nextCursor ?? '';
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k: string };
    for (const key of ['2026-13-01T00:00:00.000000Z', "'; drop table audit_log; --", '2026-02-30T00:00:00.000000Z']) {
      const forged = Buffer.from(JSON.stringify({ ...payload, k: key })).toString('base64url');
      const response = await admin.get(`/audit/getAuditDetails?cursor=${forged}`);
      expectStatus(response, 400);
      expect(response.body.errorDescription).toMatch(/query\.cursor/);
    }
  });

  it('searches with q and exports what the listing selects', async () => {
    expect((await page(admin, `q=${role.roleId}`)).items.map((entry) => entry.action)).toEqual(['update', 'create']);
    const exported = expectStatus(
      await admin.get<ResourceExport<AuditEntry>>('/audit/exportAuditDetails?entity=role&action=update'),
      200,
    ).body.data;
    expect(exported).toMatchObject({ truncated: false });
    expect(exported.items.map((entry) => entry.entityId)).toEqual([role.roleId]);
    expect(exported.items[0]?.accountId).toBeNull();
  });

  it("shows one entry, and another tenant's entries as absent", async () => {
    const [latest] = (await page(admin, 'limit=1')).items;
    const one = expectStatus(await admin.get<AuditEntry>(`/audit/getAuditDetails/${latest?.id}`), 200).body.data;
    expect(one).toEqual(latest);
    expectStatus(await borealis.get(`/audit/getAuditDetails/${latest?.id}`), 404);
    expectStatus(await admin.get('/audit/getAuditDetails/not-an-id'), 404);
    const borealisEntries = (await page(borealis, 'limit=200')).items;
    expect(borealisEntries.some((entry) => entry.entityId === role.roleId || entry.entityId === AURORA)).toBe(false);
  });

  it('offers the entities and actions of the log as filter choices', async () => {
    const filters = expectStatus(await admin.get<AuditFilters>('/audit/getAuditFilters'), 200).body.data;
    expect(filters.entities).toEqual(expect.arrayContaining(['role', 'tenant', 'user']));
    expect(filters.actions).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('is closed to users without configurationLogs:r', async () => {
    const operator = caller(server, await server.login('operator', demoPassword('operator')));
    expectStatus(await operator.get('/audit/getAuditDetails'), 403);
  });
});
