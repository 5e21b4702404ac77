import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteRefusedData, StaleVersionData, ValidationFailureData } from '../../core/contract/failures.ts';
import type { BulkResult } from '../../plugins/resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { GADGET_PATHS, createGadget, gadgetAudit, gadgetPath } from './support/gadgetCalls.ts';
import { FAILING_LABEL, gadgetsPlugin, type Gadget } from './support/gadgetsPlugin.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** The resource kit's create, update, delete and bulk over a resource declared only in this test. */
let server: TestServer;
let admin: Caller;
let borealis: Caller;

async function signIn(tenantId: string, username: string, flags = '1111'): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions: { gadgets: flags } });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer({}, { plugins: [gadgetsPlugin] });
  admin = await signIn(AURORA, 'gadget-admin');
  borealis = await signIn(BOREALIS, 'gadget-foreigner');
});

afterAll(async () => {
  await server?.close();
});

const update = (api: Caller, gadget: Pick<Gadget, 'gadgetId'>, body: Record<string, unknown>) =>
  api.put<Gadget>(gadgetPath('update', gadget.gadgetId), body);
const current = async (gadget: Pick<Gadget, 'gadgetId'>) =>
  expectStatus(await admin.get<Gadget>(gadgetPath('get', gadget.gadgetId)), 200).body.data;
const bulk = (api: Caller, action: string, items: { id: string; version: number }[]) =>
  api.post<BulkResult>(GADGET_PATHS.bulk ?? '', { action, items });

describe('creating', () => {
  it('creates version 1 with its defaults, names the writer and audits the record after it', async () => {
    const created = await createGadget(admin, { name: 'Lathe', weight: 12 });
    expect(created).toMatchObject({ name: 'Lathe', label: '', weight: 12, enabled: true, version: 1 });
    expect(created.updatedBy).toBe('gadget-admin');
    const [entry] = await gadgetAudit(server, created.gadgetId);
    expect(entry).toMatchObject({ action: 'create', before: null, account_id: null });
    expect(entry?.after).toMatchObject({ name: 'Lathe', weight: 12, version: 1, gadgetId: created.gadgetId });
    expect(entry?.after).not.toHaveProperty('updatedAt');
  });

  it('answers a duplicate the hook finds with 409 naming the field, and leaves nothing behind', async () => {
    const response = await admin.post(GADGET_PATHS.create ?? '', { name: 'LATHE', colour: 'red' });
    expect(expectStatus(response, 409).body.errorDescription).toBe('A gadget named "LATHE" already exists.');
    expect(response.body.data as unknown as ValidationFailureData).toEqual({
      fieldErrors: [{ part: 'body', path: 'name', message: 'A gadget named "LATHE" already exists.' }],
    });
  });

  it('answers a bad body with 400 naming each field, in the text and in the data', async () => {
    const response = await admin.post(GADGET_PATHS.create ?? '', { colour: 'purple', weight: -1, extra: 1 });
    const description = expectStatus(response, 400).body.errorDescription;
    expect(description).toMatch(/body\.name: required/);
    expect(description).toMatch(/body\.colour/);
    const data = response.body.data as unknown as ValidationFailureData;
    expect(data.fieldErrors.map((error) => `${error.part}.${error.path}`).sort()).toEqual([
      'body.colour',
      'body.extra',
      'body.name',
      'body.weight',
    ]);
  });
});

describe('updating', () => {
  it('needs the version: 428 without, 412 with the current version in the data when stale', async () => {
    const gadget = await createGadget(admin, { name: 'Vice' });
    expectStatus(await update(admin, gadget, { label: 'no version' }), 428);
    const changed = expectStatus(await update(admin, gadget, { version: 1, label: 'gripping' }), 200).body.data;
    expect(changed).toMatchObject({ label: 'gripping', version: 2, name: 'Vice', weight: 0 });
    const stale = await update(admin, gadget, { version: 1, label: 'overwritten' });
    expect(expectStatus(stale, 412).body.errorDescription).toMatch(/you edited version 1, the current version is 2/);
    expect(stale.body.data as unknown as StaleVersionData).toEqual({ currentVersion: 2 });
    expect((await current(gadget)).label).toBe('gripping');
    const audit = await gadgetAudit(server, gadget.gadgetId);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ label: '', version: 1 });
    expect(audit[1]?.after).toMatchObject({ label: 'gripping', version: 2 });
  });

  it('keeps fields left out as they are (no defaults on update) and refuses unknown ones', async () => {
    const gadget = await createGadget(admin, { name: 'Plane', weight: 9, locked: true, label: 'smooth' });
    const renamed = expectStatus(await update(admin, gadget, { version: 1, name: 'Jack plane' }), 200).body.data;
    expect(renamed).toMatchObject({ name: 'Jack plane', weight: 9, locked: true, label: 'smooth' });
    const unknown = await update(admin, gadget, { version: 2, enabled: false });
    expect(expectStatus(unknown, 400).body.errorDescription).toMatch(/body\.enabled: unknown field/);
  });

  it('turns a unique violation into the 409 of the declaration', async () => {
    await createGadget(admin, { name: 'Router' });
    const gadget = await createGadget(admin, { name: 'Sander' });
    const clash = await update(admin, gadget, { version: 1, name: 'router' });
    expect(expectStatus(clash, 409).body.errorDescription).toBe('A gadget named "router" already exists.');
    expect(await current(gadget)).toMatchObject({ name: 'Sander', version: 1 });
  });

  it('rolls back the row and its audit entry when a later write of the transaction fails', async () => {
    const gadget = await createGadget(admin, { name: 'Brace' });
    const failed = await update(admin, gadget, { version: 1, label: FAILING_LABEL, weight: 77 });
    expect(expectStatus(failed, 409).body.errorDescription).toBe('The gadget refused the label after writing it.');
    expect(await current(gadget)).toMatchObject({ label: '', weight: 0, version: 1 });
    expect((await gadgetAudit(server, gadget.gadgetId)).map((entry) => entry.action)).toEqual(['create']);
  });

  it("answers 404 for another tenant's record and changes nothing", async () => {
    const gadget = await createGadget(admin, { name: 'Awl' });
    expectStatus(await update(borealis, gadget, { version: 1, label: 'taken' }), 404);
    expectStatus(await borealis.delete(`${gadgetPath('delete', gadget.gadgetId)}?version=1`), 404);
    expect(await current(gadget)).toMatchObject({ label: '', version: 1 });
  });
});

describe('deleting', () => {
  it('needs the version, refuses with the hook’s reason, and audits the record before it', async () => {
    const locked = await createGadget(admin, { name: 'Safe', locked: true });
    const refused = await admin.delete(`${gadgetPath('delete', locked.gadgetId)}?version=1`);
    expect(expectStatus(refused, 409).body.errorDescription).toBe(
      'The gadget cannot be deleted: it is locked by its owner.',
    );
    expect(refused.body.data as unknown as DeleteRefusedData).toEqual({ reason: 'it is locked by its owner.' });

    const gadget = await createGadget(admin, { name: 'Shim' });
    expectStatus(await admin.delete(gadgetPath('delete', gadget.gadgetId)), 428);
    const stale = await admin.delete(`${gadgetPath('delete', gadget.gadgetId)}?version=3`);
    expect(expectStatus(stale, 412).body.data as unknown as StaleVersionData).toEqual({ currentVersion: 1 });
    const deleted = expectStatus(await admin.delete(`${gadgetPath('delete', gadget.gadgetId)}?version=1`), 200);
    expect(deleted.body).toMatchObject({ data: null, message: 'Gadget deleted' });
    expectStatus(await admin.get(gadgetPath('get', gadget.gadgetId)), 404);
    const last = (await gadgetAudit(server, gadget.gadgetId)).at(-1);
    expect(last).toMatchObject({ action: 'delete', after: null });
    expect(last?.before).toMatchObject({ name: 'Shim', version: 1 });
  });
});

describe('bulk actions', () => {
  it('disables and enables several records in one call, each item on its own', async () => {
    const [one, two, three] = [
      await createGadget(admin, { name: 'Bulk one' }),
      await createGadget(admin, { name: 'Bulk two' }),
      await createGadget(admin, { name: 'Bulk three' }),
    ] as [Gadget, Gadget, Gadget];
    const foreign = await createGadget(borealis, { name: 'Foreign' });
    const result = await bulk(admin, 'disable', [
      { id: one.gadgetId, version: 1 },
      { id: two.gadgetId, version: 7 },
      { id: foreign.gadgetId, version: 1 },
      { id: three.gadgetId, version: 1 },
    ]);
    const data = expectStatus(result, 200).body.data;
    expect(result.body.message).toBe('2 of 4 gadgets disabled');
    expect(data).toMatchObject({ action: 'disable', succeeded: 2, failed: 2 });
    expect(data.results).toEqual([
      { id: one.gadgetId, ok: true, status: 200, message: '', version: 2 },
      {
        id: two.gadgetId,
        ok: false,
        status: 412,
        message:
          'The gadget was changed by someone else: you edited version 7, the current version is 1. Reload it and try again.',
      },
      { id: foreign.gadgetId, ok: false, status: 404, message: 'The gadget was not found.' },
      { id: three.gadgetId, ok: true, status: 200, message: '', version: 2 },
    ]);
    expect(await current(one)).toMatchObject({ enabled: false, version: 2 });
    expect(await current(two)).toMatchObject({ enabled: true, version: 1 });
    expect((await borealis.get<Gadget>(gadgetPath('get', foreign.gadgetId))).body.data).toMatchObject({
      enabled: true,
      version: 1,
    });
    const audit = await gadgetAudit(server, one.gadgetId);
    expect(audit.at(-1)).toMatchObject({ action: 'disable' });
    expect(audit.at(-1)?.before).toMatchObject({ enabled: true, version: 1 });
    expect(audit.at(-1)?.after).toMatchObject({ enabled: false, version: 2 });

    const again = expectStatus(await bulk(admin, 'enable', [{ id: one.gadgetId, version: 2 }]), 200).body.data;
    expect(again.results[0]).toMatchObject({ ok: true, version: 3 });
    const unchanged = expectStatus(await bulk(admin, 'enable', [{ id: one.gadgetId, version: 3 }]), 200).body.data;
    expect(unchanged.results[0]).toMatchObject({ ok: true, version: 3 });
    expect((await gadgetAudit(server, one.gadgetId)).map((entry) => entry.action)).toEqual([
      'create',
      'disable',
      'enable',
    ]);
  });

  it('deletes with the checks of a single delete: a refused item keeps its row, the rest go', async () => {
    const kept = await createGadget(admin, { name: 'Bulk locked', locked: true });
    const gone = await createGadget(admin, { name: 'Bulk gone' });
    const data = expectStatus(
      await bulk(admin, 'delete', [
        { id: kept.gadgetId, version: 1 },
        { id: gone.gadgetId, version: 1 },
        { id: 'not-an-id', version: 1 },
      ]),
      200,
    ).body.data;
    expect(data.results).toEqual([
      {
        id: kept.gadgetId,
        ok: false,
        status: 409,
        message: 'The gadget cannot be deleted: it is locked by its owner.',
      },
      { id: gone.gadgetId, ok: true, status: 200, message: '' },
      { id: 'not-an-id', ok: false, status: 404, message: 'The gadget was not found.' },
    ]);
    expect(await current(kept)).toMatchObject({ name: 'Bulk locked' });
    expectStatus(await admin.get(gadgetPath('get', gone.gadgetId)), 404);
  });

  it('needs the key of the action and a well-formed body', async () => {
    const updater = await signIn(AURORA, 'gadget-updater', '0110');
    const gadget = await createGadget(admin, { name: 'Bulk keyed' });
    expectStatus(await bulk(updater, 'delete', [{ id: gadget.gadgetId, version: 1 }]), 403);
    expectStatus(await bulk(updater, 'disable', [{ id: gadget.gadgetId, version: 1 }]), 200);
    const reader = await signIn(AURORA, 'gadget-bulk-reader', '0100');
    expectStatus(await bulk(reader, 'enable', [{ id: gadget.gadgetId, version: 2 }]), 403);
    expect(
      expectStatus(await bulk(admin, 'archive', [{ id: gadget.gadgetId, version: 2 }]), 400).body.errorDescription,
    ).toMatch(/body\.action/);
    expect(expectStatus(await bulk(admin, 'enable', []), 400).body.errorDescription).toMatch(/body\.items/);
    const tooMany = Array.from({ length: 501 }, () => ({ id: gadget.gadgetId, version: 2 }));
    expectStatus(await bulk(admin, 'enable', tooMany), 400);
    expect(await current(gadget)).toMatchObject({ enabled: false, version: 2 });
  });
});
