import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteRefusedData } from '../../../core/contract/failures.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import {
  referenceNamesPath,
  referencesPath,
  type ReferenceNames,
  type WhereUsed,
} from '../../../core/contract/references.ts';
import { TASK_TEMPLATE_RESOURCE, type TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions, demoPassword } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';
import { DEVICE_MODEL_RESOURCE, LOCATION_RESOURCE, type DeviceModel, type Location } from '../contract.ts';

/**
 * Inventory's kinds in the map of references over HTTP: device models (and the device types ASSIGN_STOCK
 * steps may name) and locations: the names a picker offers, where each is used, a delete refused while
 * configuration names it, and a copy's closure and apply to another tenant.
 */
/** What a transfer dry run answers, as far as these tests read it. */
interface CopyPlan {
  applied: boolean;
  items: { kind: string; name: string; action: string; neededBy: unknown }[];
}

let server: TestServer;
let admin: Caller;
let borealis: Caller;
let model: DeviceModel;
let depot: Location;
let shelf: Location;
let template: TaskTemplate;

const MODEL = 'Ref ONT 9000';
const DEPOT = 'Ref depot';
const SHELF = 'Ref shelf';
const TEMPLATE = 'Take a ref ONT';

const names = async (kind: string, q: string) =>
  expectStatus(await admin.get<ReferenceNames>(`${referenceNamesPath(kind)}?q=${encodeURIComponent(q)}`), 200).body
    .data;
const whereUsed = async (kind: string, name: string, as: Caller = admin) =>
  expectStatus(await as.get<WhereUsed>(`${referencesPath(kind)}?name=${encodeURIComponent(name)}`), 200).body.data;
const users = (data: WhereUsed) => data.usedBy.map((user) => [user.kind, user.name, user.via]);

async function remove(path: string, version: number) {
  return admin.delete(`${path}?version=${version}`);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  borealis = caller(server, await server.login('borealis-admin', demoPassword('borealis-admin')));
  model = expectStatus(
    await admin.post<DeviceModel>(DEVICE_MODEL_RESOURCE.paths.create ?? '', {
      name: MODEL,
      manufacturer: 'Ref',
      type: 'ONT',
    }),
    200,
  ).body.data;
  depot = expectStatus(
    await admin.post<Location>(LOCATION_RESOURCE.paths.create ?? '', { name: DEPOT, type: 'WAREHOUSE', region: 'Ref' }),
    200,
  ).body.data;
  shelf = expectStatus(
    await admin.post<Location>(LOCATION_RESOURCE.paths.create ?? '', {
      name: SHELF,
      type: 'SHOP',
      parentId: depot.locationId,
      capacities: [{ modelId: model.modelId, capacity: 40 }],
    }),
    200,
  ).body.data;
  template = expectStatus(
    await admin.post<TaskTemplate>(TASK_TEMPLATE_RESOURCE.paths.create ?? '', {
      name: TEMPLATE,
      type: 'ASSIGN_STOCK',
      config: { model: MODEL, locationRule: 'FIXED', location: DEPOT },
    }),
    200,
  ).body.data;
});

afterAll(async () => {
  await server?.close();
});

describe('inventory in the map of references', () => {
  it('offers device models, the device types they are of, and locations by name as typed', async () => {
    const models = await names('deviceModel', 'ont');
    expect(models.title).toBe('device model');
    expect(models.items[0]).toEqual({ name: 'ONT', enabled: null, id: null });
    expect(models.items).toContainEqual({ name: MODEL, enabled: true, id: model.modelId });
    const locations = await names('location', 'ref');
    expect(locations.items.map((item) => item.name)).toEqual([DEPOT, SHELF]);
    expect(locations.items[0]).toEqual({ name: DEPOT, enabled: true, id: depot.locationId });
  });

  it('offers a partner user only the locations of the accounts they reach', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'ref-partner',
      permissions: { inventory: { locations: '1111', configuration: '1111' } },
      accountId: 'ACC-NW',
    });
    const partner = caller(server, await server.login(user.username, user.password));
    const offered = expectStatus(
      await partner.get<ReferenceNames>(`${referenceNamesPath('location')}?limit=100`),
      200,
    ).body.data.items.map((item) => item.name);
    const own = expectStatus(await partner.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=500`), 200)
      .body.data.items;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.accountId?.startsWith('ACC-NW'))).toBe(true);
    expect(offered.sort()).toEqual(own.map((row) => row.name).sort());
    const everyone = expectStatus(await admin.get<ReferenceNames>(`${referenceNamesPath('location')}?limit=100`), 200)
      .body.data.items;
    expect(everyone.length).toBeGreaterThan(offered.length);
  });

  it("tells a partner user of no other account's location, nor of the items using it", async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'ref-partner-north',
      permissions: { inventory: { locations: '1111', configuration: '1111' } },
      accountId: 'ACC-NW-N',
    });
    const partner = caller(server, await server.login(user.username, user.password));
    const location = async (name: string, accountId: string, parentId?: string) =>
      expectStatus(
        await admin.post<Location>(LOCATION_RESOURCE.paths.create ?? '', { name, type: 'SHOP', accountId, parentId }),
        200,
      ).body.data;
    const hub = await location('Ref north hub', 'ACC-NW-N');
    await location('Ref north bay', 'ACC-NW-N', hub.locationId);
    const southBay = await location('Ref south bay', 'ACC-NW-S', hub.locationId);

    expect(users(await whereUsed('location', 'Ref north hub'))).toEqual([
      ['location', 'Ref north bay', 'inside'],
      ['location', 'Ref south bay', 'inside'],
    ]);
    expect(users(await whereUsed('location', 'Ref north hub', partner))).toEqual([
      ['location', 'Ref north bay', 'inside'],
    ]);
    // Another account's location (and the tenant's own) reads as one that does not exist.
    expect(await whereUsed('location', 'Ref south bay', partner)).toMatchObject({
      name: 'Ref south bay',
      exists: false,
      usedBy: [],
      refersTo: [],
    });
    expect(users(await whereUsed('location', DEPOT))).toHaveLength(2);
    expect(await whereUsed('location', DEPOT, partner)).toMatchObject({ exists: false, usedBy: [], refersTo: [] });
    // A location the partner reaches names no location they do not reach.
    await location('Ref north shelf', 'ACC-NW-N', southBay.locationId);
    const shelfFor = async (as?: Caller) =>
      (await whereUsed('location', 'Ref north shelf', as)).refersTo.map((ref) => ref.name);
    expect(await shelfFor()).toEqual(['Ref south bay']);
    expect(await shelfFor(partner)).toEqual([]);
  });

  it('lists where a model, a device type and a location are used', async () => {
    expect(users(await whereUsed('deviceModel', MODEL))).toEqual([
      ['location', SHELF, 'capacity'],
      ['taskTemplate', TEMPLATE, 'ASSIGN_STOCK model'],
    ]);
    // The demo's step names the type: the type stands for its models, which it keeps from nothing.
    const ont = await whereUsed('deviceModel', 'ONT');
    expect(users(ont)).toEqual([['taskTemplate', 'Assign ONT', 'ASSIGN_STOCK model']]);
    expect(ont.refersTo.map((ref) => ref.name)).toEqual(expect.arrayContaining(['HG8245H', MODEL]));
    const demoModel = users(await whereUsed('deviceModel', 'HG8245H'));
    expect(demoModel).toContainEqual(['location', 'Van 12', 'capacity']);
    expect(demoModel.filter(([kind]) => kind === 'deviceModel')).toEqual([]);
    expect(users(await whereUsed('location', DEPOT))).toEqual([
      ['location', SHELF, 'inside'],
      ['taskTemplate', TEMPLATE, 'ASSIGN_STOCK location'],
    ]);
    expect(users(await whereUsed('location', 'Harbour Road warehouse'))).toContainEqual([
      'taskTemplate',
      'Assign ONT',
      'ASSIGN_STOCK location',
    ]);
    const refs = (await whereUsed('taskTemplate', TEMPLATE)).refersTo.map((ref) => [ref.kind, ref.name, ref.exists]);
    expect(refs).toEqual([
      ['deviceModel', MODEL, true],
      ['location', DEPOT, true],
    ]);
  });

  it('copies a location with the location it sits in and the models of its capacities, ids mapped', async () => {
    const request = {
      targetTenantId: BOREALIS,
      wholeFamily: false,
      items: [{ kind: 'taskTemplate', name: TEMPLATE }],
    };
    const plan = expectStatus(await admin.post<CopyPlan>('/api/admin/tasks', request), 200).body.data;
    expect(plan.items.map((item) => [item.kind, item.name, item.action])).toEqual(
      expect.arrayContaining([
        ['taskTemplate', TEMPLATE, 'create'],
        ['deviceModel', MODEL, 'create'],
        ['location', DEPOT, 'create'],
      ]),
    );
    expect(plan.items.find((item) => item.name === DEPOT)?.neededBy).toMatchObject({
      kind: 'taskTemplate',
      name: TEMPLATE,
      via: 'ASSIGN_STOCK location',
    });
    // The demo's step names the type ONT: its models come along (each tenant has them already).
    const demo = expectStatus(
      await admin.post<CopyPlan>('/api/admin/tasks', {
        ...request,
        items: [{ kind: 'taskTemplate', name: 'Assign ONT' }],
      }),
      200,
    ).body.data;
    expect(demo.items.map((item) => `${item.kind}:${item.name}:${item.action}`)).toEqual(
      expect.arrayContaining(['deviceModel:HG8245H:unchanged', 'location:Harbour Road warehouse:unchanged']),
    );

    const shelfCopy = { ...request, items: [{ kind: 'location', name: SHELF }], apply: true };
    const applied = expectStatus(await admin.post<CopyPlan>('/api/admin/tasks', shelfCopy), 200).body.data;
    expect(applied.applied).toBe(true);
    const theirs = async <Row>(path: string) =>
      expectStatus(await borealis.get<KeysetPage<Row>>(`${path}?limit=500`), 200).body.data.items;
    const borealisModel = (await theirs<DeviceModel>(DEVICE_MODEL_RESOURCE.paths.list)).find(
      (row) => row.name === MODEL,
    );
    const borealisLocations = await theirs<Location>(LOCATION_RESOURCE.paths.list);
    const borealisDepot = borealisLocations.find((row) => row.name === DEPOT);
    const borealisShelf = borealisLocations.find((row) => row.name === SHELF);
    expect(borealisModel?.modelId).not.toBe(model.modelId);
    expect(borealisShelf).toMatchObject({
      type: 'SHOP',
      parentId: borealisDepot?.locationId,
      accountId: null,
      capacities: [{ modelId: borealisModel?.modelId, capacity: 40 }],
    });
    expect(borealisDepot?.locationId).not.toBe(depot.locationId);
  });

  it('refuses to delete a model or a location configuration names, listing what names it', async () => {
    const refusedModel = expectStatus(await remove(`${DEVICE_MODEL_RESOURCE.paths.list}/${model.modelId}`, 1), 409);
    expect((refusedModel.body.data as unknown as DeleteRefusedData).usedBy?.map((user) => user.name)).toEqual([
      SHELF,
      TEMPLATE,
    ]);
    expect(refusedModel.body.errorDescription).toContain(`the task template "${TEMPLATE}"`);
    const refusedDepot = expectStatus(await remove(`${LOCATION_RESOURCE.paths.list}/${depot.locationId}`, 1), 409);
    expect((refusedDepot.body.data as unknown as DeleteRefusedData).usedBy?.map((user) => user.name)).toEqual([
      SHELF,
      TEMPLATE,
    ]);

    const templatePath = `${TASK_TEMPLATE_RESOURCE.paths.list}/${template.taskTemplateId}`;
    expectStatus(await remove(templatePath, template.version), 200);
    expectStatus(await remove(`${LOCATION_RESOURCE.paths.list}/${shelf.locationId}`, shelf.version), 200);
    expectStatus(await remove(`${DEVICE_MODEL_RESOURCE.paths.list}/${model.modelId}`, model.version), 200);
    expectStatus(await remove(`${LOCATION_RESOURCE.paths.list}/${depot.locationId}`, depot.version), 200);
  });
});
