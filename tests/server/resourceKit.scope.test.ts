import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SCOPE_HEADER } from '../../core/contract/http.ts';
import type { ValidationFailureData } from '../../core/contract/failures.ts';
import type { BulkResult, ResourceExport } from '../../plugins/resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { GADGET_PATHS, createGadget, gadgetAudit, gadgetPage, gadgetPath } from './support/gadgetCalls.ts';
import { gadgetsPlugin, type Gadget } from './support/gadgetsPlugin.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * Tenant and partner scope of the resource kit. Aurora's accounts: ACC-NW with the children ACC-NW-N
 * and ACC-NW-S. A partner user reaches their account's subtree; the scope header narrows any caller.
 */
let server: TestServer;
let token: { admin: string; north: string; northwind: string; borealis: string };
const gadgets: Record<string, Gadget> = {};

async function signIn(tenantId: string, username: string, accountId: string | null = null): Promise<string> {
  const user = await createUserWithPermissions(server, {
    tenantId,
    username,
    accountId,
    permissions: { gadgets: '1111' },
  });
  return server.login(user.username, user.password);
}

const as = (who: keyof typeof token, scope?: string): Caller =>
  caller(server, token[who], scope ? { [ACCOUNT_SCOPE_HEADER]: scope } : {});

beforeAll(async () => {
  server = await startTestServer({}, { plugins: [gadgetsPlugin] });
  token = {
    admin: await signIn(AURORA, 'scope-admin'),
    north: await signIn(AURORA, 'scope-north', 'ACC-NW-N'),
    northwind: await signIn(AURORA, 'scope-northwind', 'ACC-NW'),
    borealis: await signIn(BOREALIS, 'scope-borealis'),
  };
  for (const [name, accountId] of [
    ['tenant-wide', null],
    ['northwind', 'ACC-NW'],
    ['north', 'ACC-NW-N'],
    ['south', 'ACC-NW-S'],
  ] as const) {
    gadgets[name] = await createGadget(as('admin'), { name, accountId });
  }
  gadgets.fjord = await createGadget(as('borealis'), { name: 'fjord', accountId: 'ACC-FJ' });
});

afterAll(async () => {
  await server?.close();
});

const names = async (api: Caller) => (await gadgetPage(api, 'limit=100')).items.map((gadget) => gadget.name);

describe('reading within the scope', () => {
  it('shows a tenant user every record of the tenant, and a partner user their subtree only', async () => {
    expect(await names(as('admin'))).toEqual(['north', 'northwind', 'south', 'tenant-wide']);
    expect(await names(as('northwind'))).toEqual(['north', 'northwind', 'south']);
    expect(await names(as('north'))).toEqual(['north']);
    expect(await names(as('borealis'))).toEqual(['fjord']);
    const exported = expectStatus(await as('north').get<ResourceExport<Gadget>>(GADGET_PATHS.export ?? ''), 200);
    expect(exported.body.data.items.map((gadget) => gadget.name)).toEqual(['north']);
  });

  it('narrows any caller to the header’s account subtree, tenant-level records left out', async () => {
    expect(await names(as('admin', 'ACC-NW'))).toEqual(['north', 'northwind', 'south']);
    expect(await names(as('admin', 'ACC-NW-S'))).toEqual(['south']);
    expect(await names(as('northwind', 'ACC-NW-N'))).toEqual(['north']);
    expect(await names(as('north', 'ACC-NW-N'))).toEqual(['north']);
  });

  it('answers 400 naming the header for an account the caller may not see', async () => {
    for (const [who, scope] of [
      ['north', 'ACC-NW'],
      ['north', 'ACC-NW-S'],
      ['admin', 'ACC-FJ'],
      ['borealis', 'ACC-NW'],
      ['admin', 'NO-SUCH-ACCOUNT'],
    ] as const) {
      const response = await as(who, scope).get(GADGET_PATHS.list);
      expect(expectStatus(response, 400).body.errorDescription, `${who} ${scope}`).toBe(
        `Invalid request: header.${ACCOUNT_SCOPE_HEADER}: ${scope} is not an account you may see`,
      );
      expect(response.body.data as unknown as ValidationFailureData).toEqual({
        fieldErrors: [
          { part: 'header', path: ACCOUNT_SCOPE_HEADER, message: `${scope} is not an account you may see` },
        ],
      });
    }
  });

  it('answers 404 for one record outside the scope', async () => {
    const south = gadgets.south as Gadget;
    expectStatus(await as('north').get(gadgetPath('get', south.gadgetId)), 404);
    expectStatus(await as('northwind').get(gadgetPath('get', south.gadgetId)), 200);
    expectStatus(await as('admin', 'ACC-NW-N').get(gadgetPath('get', south.gadgetId)), 404);
    expectStatus(await as('northwind').get(gadgetPath('get', (gadgets['tenant-wide'] as Gadget).gadgetId)), 404);
    expectStatus(await as('admin').get(gadgetPath('get', (gadgets.fjord as Gadget).gadgetId)), 404);
  });
});

describe('writing within the scope', () => {
  it('lets a partner user create records of their subtree only', async () => {
    const refused = await as('north').post(GADGET_PATHS.create ?? '', {
      name: 'outside',
      colour: 'red',
      accountId: 'ACC-NW-S',
    });
    expect(expectStatus(refused, 400).body.errorDescription).toBe(
      'Invalid request: body.accountId: must be ACC-NW-N or an account beneath it',
    );
    const tenantLevel = await as('north').post(GADGET_PATHS.create ?? '', { name: 'tenant level', colour: 'red' });
    expect(expectStatus(tenantLevel, 400).body.errorDescription).toMatch(/body\.accountId/);
    const inside = await createGadget(as('north'), { name: 'inside', accountId: 'ACC-NW-N' });
    const [entry] = await gadgetAudit(server, inside.gadgetId);
    expect(entry).toMatchObject({ action: 'create', account_id: 'ACC-NW-N' });

    const unknown = await as('admin').post(GADGET_PATHS.create ?? '', {
      name: 'x',
      colour: 'red',
      accountId: 'ACC-FJ',
    });
    expect(expectStatus(unknown, 400).body.errorDescription).toBe(
      'Invalid request: body.accountId: ACC-FJ is not a partner account of the tenant',
    );
  });

  it('refuses to update, move or delete records outside the subtree', async () => {
    const south = gadgets.south as Gadget;
    expectStatus(await as('north').put(gadgetPath('update', south.gadgetId), { version: 1, label: 'x' }), 404);
    expectStatus(await as('north').delete(`${gadgetPath('delete', south.gadgetId)}?version=1`), 404);
    const mine = await createGadget(as('north'), { name: 'movable', accountId: 'ACC-NW-N' });
    const moved = await as('north').put(gadgetPath('update', mine.gadgetId), { version: 1, accountId: 'ACC-NW' });
    expect(expectStatus(moved, 400).body.errorDescription).toMatch(/body\.accountId: must be ACC-NW-N/);
    const relabelled = await as('north').put<Gadget>(gadgetPath('update', mine.gadgetId), { version: 1, label: 'ok' });
    expect(expectStatus(relabelled, 200).body.data).toMatchObject({ label: 'ok', version: 2 });
    const [, update] = await gadgetAudit(server, mine.gadgetId);
    expect(update).toMatchObject({ action: 'update', account_id: 'ACC-NW-N' });
  });

  it('answers bulk items outside the subtree as absent, and does the others', async () => {
    const north = gadgets.north as Gadget;
    const south = gadgets.south as Gadget;
    const result = await as('north').post<BulkResult>(GADGET_PATHS.bulk ?? '', {
      action: 'disable',
      items: [
        { id: south.gadgetId, version: 1 },
        { id: north.gadgetId, version: 1 },
      ],
    });
    expect(expectStatus(result, 200).body.data.results.map((item) => [item.status, item.ok])).toEqual([
      [404, false],
      [200, true],
    ]);
    expect((await as('admin').get<Gadget>(gadgetPath('get', south.gadgetId))).body.data.enabled).toBe(true);
    const scoped = await as('admin', 'ACC-NW-S').post<BulkResult>(GADGET_PATHS.bulk ?? '', {
      action: 'disable',
      items: [{ id: north.gadgetId, version: 2 }],
    });
    expect(expectStatus(scoped, 200).body.data.results[0]?.status).toBe(404);
  });
});
