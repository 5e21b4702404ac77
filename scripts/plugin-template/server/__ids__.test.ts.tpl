import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import type { StaleVersionData } from '../../../core/contract/failures.ts';
import { recordPath, type BulkResult } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { __CONST___RESOURCE, type __Pascal__ } from '../contract.ts';

/** __Titles__ over real HTTP on a real database: the resource kit's routes of this plugin. */
const PATHS = __CONST___RESOURCE.paths;
let server: TestServer;
let editor: Caller;
let reader: Caller;
let foreigner: Caller;

async function signIn(tenantId: string, username: string, flags: string): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions: __permissionTree__ });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(AURORA, '__name__-editor', '1111');
  reader = await signIn(AURORA, '__name__-reader', '0100');
  foreigner = await signIn(BOREALIS, '__name__-foreigner', '1111');
});

afterAll(async () => {
  await server?.close();
});

async function create(name: string, description = ''): Promise<__Pascal__> {
  return expectStatus(await editor.post<__Pascal__>(PATHS.create ?? '', { name, description }), 200).body.data;
}

const one = (row: __Pascal__) => recordPath(__CONST___RESOURCE, 'get', row.__entity__Id);

describe('__titles__', () => {
  it('creates version 1, reads it back and lists it, audited with its values', async () => {
    const created = await create('First __title__', 'made by the test');
    expect(created).toMatchObject({ name: 'First __title__', enabled: true, version: 1, updatedBy: '__name__-editor' });
    expect(expectStatus(await reader.get<__Pascal__>(one(created)), 200).body.data).toEqual(created);
    const page = expectStatus(await reader.get<KeysetPage<__Pascal__>>(`${PATHS.list}?q=first`), 200).body.data;
    expect(page.items.map((row) => row.__entity__Id)).toContain(created.__entity__Id);
    const audit = await server.runtime.services.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', created.__entity__Id)
      .execute();
    expect(audit).toEqual([{ action: 'create', after: expect.objectContaining({ name: 'First __title__' }) }]);
  });

  it('updates with the version, refuses a stale one with 412 naming the current version', async () => {
    const created = await create('Second __title__');
    const path = recordPath(__CONST___RESOURCE, 'update', created.__entity__Id);
    const updated = expectStatus(await editor.put<__Pascal__>(path, { description: 'changed', version: 1 }), 200);
    expect(updated.body.data).toMatchObject({ description: 'changed', version: 2 });
    const stale = expectStatus(await editor.put(path, { description: 'again', version: 1 }), 412);
    expect(stale.body.data as unknown as StaleVersionData).toEqual({ currentVersion: 2 });
  });

  it('answers a taken name with 409 naming the field, and a bad body with 400 naming it', async () => {
    await create('Third __title__');
    const taken = expectStatus(await editor.post(PATHS.create ?? '', { name: 'third __title__' }), 409);
    expect(taken.body.errorDescription).toContain('name');
    const bad = expectStatus(await editor.post(PATHS.create ?? '', { name: '' }), 400);
    expect(bad.body.errorDescription).toContain('name');
  });

  it('disables in bulk with a result per item, and deletes', async () => {
    const a = await create('Bulk __title__ A');
    const b = await create('Bulk __title__ B');
    const result = expectStatus(
      await editor.post<BulkResult>(PATHS.bulk ?? '', {
        action: 'disable',
        items: [
          { id: a.__entity__Id, version: 1 },
          { id: b.__entity__Id, version: 9 },
        ],
      }),
      200,
    ).body.data;
    expect(result).toMatchObject({ succeeded: 1, failed: 1 });
    expect(result.results.find((item) => item.id === b.__entity__Id)).toMatchObject({ ok: false, status: 412 });
    const removed = await editor.delete(`${recordPath(__CONST___RESOURCE, 'delete', a.__entity__Id)}?version=2`);
    expectStatus(removed, 200);
    expectStatus(await reader.get(one(a)), 404);
  });

  it('keeps writes to holders of the keys and every row inside its tenant', async () => {
    const created = await create('Fourth __title__');
    expectStatus(await reader.post(PATHS.create ?? '', { name: 'Not allowed' }), 403);
    expectStatus(await foreigner.get(one(created)), 404);
    const theirs = expectStatus(await foreigner.get<KeysetPage<__Pascal__>>(`${PATHS.list}?limit=500`), 200).body.data;
    expect(theirs.items.map((row) => row.__entity__Id)).not.toContain(created.__entity__Id);
  });
});
