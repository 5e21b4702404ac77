import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridColumns, SavedView, SavedViewList, SavedViewState } from '../contract.ts';
import { AURORA, demoPassword } from '../../../tests/server/support/fixtures.ts';
import { auditOf, caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';

let server: TestServer;
let admin: Caller;
let operator: Caller;
let borealis: Caller;

const state: SavedViewState = {
  filters: { status: 'DISABLED', q: 'north' },
  sort: [{ id: 'lastLogin', desc: true }],
  columns: { order: ['name', 'email', 'status'], hidden: ['email'] },
};

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  operator = caller(server, await server.login('operator', demoPassword('operator')));
  borealis = caller(server, await server.login('borealis-admin', demoPassword('borealis-admin')));
});

afterAll(async () => {
  await server?.close();
});

async function create(api: Caller, body: Record<string, unknown>): Promise<SavedView> {
  return expectStatus(await api.post<SavedView>('/views', { gridId: 'users', state, ...body }), 200).body.data;
}

async function names(api: Caller, gridId = 'users'): Promise<string[]> {
  return expectStatus(await api.get<SavedViewList>(`/views/${gridId}`), 200).body.data.items.map((view) => view.name);
}

describe('saved views', () => {
  it("lists the caller's own views first, then the tenant's shared ones, never others' private views", async () => {
    const own = await create(admin, { name: 'Disabled users' });
    expect(own).toMatchObject({ gridId: 'users', name: 'Disabled users', state, shared: false, own: true, version: 1 });
    await create(admin, { name: 'Shared by admin', shared: true });
    await create(operator, { name: 'Mine' });
    await create(admin, { name: 'Other grid', gridId: 'roles' });

    expect(await names(admin)).toEqual(['Disabled users', 'Shared by admin']);
    expect(await names(operator)).toEqual(['Mine', 'Shared by admin']);
    const shared = (await operator.get<SavedViewList>('/views/users')).body.data.items[1];
    expect(shared).toMatchObject({ own: false, ownerName: 'Ada Administrator', shared: true });
    expect(await names(borealis)).toEqual([]);
    expect(await names(admin, 'roles')).toEqual(['Other grid']);

    const [entry] = await auditOf(server, own.viewId);
    expect(entry).toMatchObject({ entity: 'savedView', action: 'create', before: null, actor_username: 'admin' });
    expect(entry?.after).toMatchObject({ gridId: 'users', name: 'Disabled users', shared: false, state });
  });

  it('refuses a second view of the same name on the grid, and malformed states', async () => {
    expectStatus(await admin.post('/views', { gridId: 'users', name: 'Disabled users', state }), 409);
    const bad = await admin.post('/views', { gridId: 'users', name: 'Bad', state: { ...state, sort: 'name' } });
    expectStatus(bad, 400);
    expect(bad.body.errorDescription).toMatch(/body\.state\.sort/);
    expectStatus(await admin.post('/views', { gridId: 'no spaces allowed', name: 'Bad', state }), 400);
    const huge = {
      ...state,
      filters: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'.repeat(400)])),
    };
    expectStatus(await admin.post('/views', { gridId: 'users', name: 'Huge', state: huge }), 400);
  });

  it('changes a view with its version: 428 without, 412 when stale, keeping the first change', async () => {
    const view = await create(admin, { name: 'Versioned view' });
    expectStatus(await admin.put(`/views/${view.viewId}`, { name: 'No version' }), 428);
    const renamed = await admin.put<SavedView>(`/views/${view.viewId}`, {
      version: 1,
      name: 'Renamed view',
      shared: true,
    });
    expect(expectStatus(renamed, 200).body.data).toMatchObject({
      name: 'Renamed view',
      shared: true,
      version: 2,
      state,
    });
    expectStatus(await admin.put(`/views/${view.viewId}`, { version: 1, name: 'Overwritten' }), 412);
    expect(await names(admin)).toContain('Renamed view');
    expectStatus(await admin.put(`/views/${view.viewId}`, { version: 2, name: 'Disabled users' }), 409);
    const update = (await auditOf(server, view.viewId)).at(-1);
    expect(update).toMatchObject({ action: 'update', before: { name: 'Versioned view', version: 1 } });
    expect(update?.after).toMatchObject({ name: 'Renamed view', shared: true, version: 2 });
  });

  it('lets only the owner change or delete a view; others get 403 on shared ones and 404 on the rest', async () => {
    const shared = await create(admin, { name: 'Only admin edits', shared: true });
    const hidden = await create(admin, { name: 'Private to admin' });
    expectStatus(await operator.put(`/views/${shared.viewId}`, { version: 1, name: 'Taken over' }), 403);
    expectStatus(await operator.delete(`/views/${shared.viewId}`), 403);
    expectStatus(await operator.put(`/views/${hidden.viewId}`, { version: 1, name: 'Taken over' }), 404);
    expectStatus(await operator.delete(`/views/${hidden.viewId}`), 404);
    expectStatus(await borealis.put(`/views/${shared.viewId}`, { version: 1, name: 'Taken over' }), 404);
    expectStatus(await borealis.delete(`/views/${shared.viewId}`), 404);
    expectStatus(await admin.delete('/views/not-a-view'), 404);
    expect(await names(admin)).toEqual(expect.arrayContaining(['Only admin edits', 'Private to admin']));
  });

  it('deletes the owner’s view and audits it', async () => {
    const view = await create(operator, { name: 'Short-lived' });
    expectStatus(await operator.delete(`/views/${view.viewId}`), 200);
    expect(await names(operator)).not.toContain('Short-lived');
    const deleted = (await auditOf(server, view.viewId)).at(-1);
    expect(deleted).toMatchObject({ action: 'delete', after: null, actor_username: 'operator' });
    expect(deleted?.before).toMatchObject({ name: 'Short-lived' });
  });
});

const columns = { order: ['status', 'name', 'email'], hidden: ['email'] };

async function columnsOf(api: Caller, gridId: string): Promise<GridColumns> {
  return expectStatus(await api.get<GridColumns>(`/views/${gridId}/columns`), 200).body.data;
}

async function adminUserId(): Promise<string> {
  const row = await server.runtime.services.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', AURORA)
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("each user's grid columns", () => {
  it('are null until saved, then read back as saved, and never written to the Configuration Logs', async () => {
    expect(await columnsOf(admin, 'users')).toEqual({ gridId: 'users', columns: null, updatedAt: null });
    const saved = expectStatus(await admin.put<GridColumns>('/views/users/columns', columns), 200).body.data;
    expect(saved).toMatchObject({ gridId: 'users', columns });
    expect(await columnsOf(admin, 'users')).toEqual(saved);

    const moved = { order: ['name', 'status', 'email'], hidden: [] };
    expectStatus(await admin.put('/views/users/columns', moved), 200);
    expect((await columnsOf(admin, 'users')).columns).toEqual(moved);

    expect(await auditOf(server, `${await adminUserId()}/users`)).toEqual([]);
    const anyColumnsEntry = await server.runtime.services.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'gridColumns')
      .executeTakeFirst();
    expect(anyColumnsEntry).toBeUndefined();
  });

  it('keep one layout per grid', async () => {
    expectStatus(await admin.put('/views/roles/columns', { order: ['name'], hidden: [] }), 200);
    expect((await columnsOf(admin, 'roles')).columns).toEqual({ order: ['name'], hidden: [] });
    expect((await columnsOf(admin, 'users')).columns?.order).toEqual(['name', 'status', 'email']);
  });

  it("never show another user's or another tenant's columns", async () => {
    expect((await columnsOf(operator, 'users')).columns).toBeNull();
    expect((await columnsOf(borealis, 'users')).columns).toBeNull();
    expectStatus(await borealis.put('/views/users/columns', { order: ['email'], hidden: ['name'] }), 200);
    expectStatus(await operator.put('/views/users/columns', { order: ['status'], hidden: [] }), 200);
    expect((await columnsOf(admin, 'users')).columns?.order).toEqual(['name', 'status', 'email']);
    expect((await columnsOf(borealis, 'users')).columns).toEqual({ order: ['email'], hidden: ['name'] });
    expect((await columnsOf(operator, 'users')).columns).toEqual({ order: ['status'], hidden: [] });
  });

  it('outlive signing out', async () => {
    const token = await server.login('operator', demoPassword('operator'));
    const response = await server.request('POST', '/authentication/logout', {
      token,
      body: { tenantId: AURORA, userName: 'operator', token },
    });
    expectStatus(response, 200);
    const again = caller(server, await server.login('operator', demoPassword('operator')));
    expect((await columnsOf(again, 'users')).columns).toEqual({ order: ['status'], hidden: [] });
  });

  it('refuse malformed columns and grid ids, naming the field', async () => {
    const wrongType = await admin.put('/views/users/columns', { order: 'name', hidden: [] });
    expectStatus(wrongType, 400);
    expect(wrongType.body.errorDescription).toMatch(/body\.order/);
    const tooMany = await admin.put('/views/users/columns', {
      order: Array.from({ length: 201 }, (_, i) => `c${i}`),
      hidden: [],
    });
    expectStatus(tooMany, 400);
    expect(tooMany.body.errorDescription).toMatch(/body\.order/);
    const unknown = await admin.put('/views/users/columns', { ...columns, width: 3 });
    expectStatus(unknown, 400);
    expect(unknown.body.errorDescription).toMatch(/width/);
    const badGrid = await admin.get('/views/no%20spaces/columns');
    expectStatus(badGrid, 400);
    expect(badGrid.body.errorDescription).toMatch(/gridId/);
    expect((await columnsOf(admin, 'users')).columns?.order).toEqual(['name', 'status', 'email']);
  });

  it('need a session', async () => {
    expectStatus(await server.request('GET', '/views/users/columns'), 401);
    expectStatus(await server.request('PUT', '/views/users/columns', { body: columns }), 401);
  });
});
