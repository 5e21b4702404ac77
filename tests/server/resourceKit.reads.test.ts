import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_EXPORT_LIMIT, type ResourceExport } from '../../plugins/resourceKit/public/contract/resource.ts';
import type { ValidationFailureData } from '../../core/contract/failures.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import {
  GADGET_PATHS,
  allGadgets,
  createGadget,
  gadgetPage,
  gadgetPath,
  insertGadgets,
} from './support/gadgetCalls.ts';
import { gadgetsPlugin, type Gadget } from './support/gadgetsPlugin.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** The resource kit's list, get and export over a resource declared only in this test. */
let server: TestServer;
let aurora: Caller;
let borealis: Caller;

async function signIn(tenantId: string, username: string): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions: { gadgets: '1111' } });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer({}, { plugins: [gadgetsPlugin] });
  aurora = await signIn(AURORA, 'gadget-reader');
  borealis = await signIn(BOREALIS, 'gadget-foreigner');
  const rows: [string, string, string, number][] = [
    ['Anvil', 'heavy iron', 'red', 40],
    ['bellows', 'for the forge', 'green', 3],
    ['Chisel', 'fine steel', 'blue', 1],
    ['drill', 'steel bits', 'red', 5],
    ['Easel', '', 'green', 5],
    ['file', 'steel, 100% flat', 'blue', 1],
    ['Gimlet', 'a_small_drill', 'red', 1],
  ];
  for (const [name, label, colour, weight] of rows) await createGadget(aurora, { name, label, colour, weight });
  await createGadget(borealis, { name: 'Fjord hammer', colour: 'red', weight: 40 });
});

afterAll(async () => {
  await server?.close();
});

const names = (gadgets: Gadget[]) => gadgets.map((gadget) => gadget.name);

describe('listing a resource', () => {
  it("lists the caller's tenant only, in the descriptor's first sort by default", async () => {
    const page = await gadgetPage(aurora, 'limit=100');
    expect(names(page.items)).toEqual(['Anvil', 'bellows', 'Chisel', 'drill', 'Easel', 'file', 'Gimlet']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({ version: 1, updatedBy: 'gadget-reader', enabled: true, accountId: null });
    expect(names((await gadgetPage(borealis, 'limit=100')).items)).toEqual(['Fjord hammer']);
  });

  it('pages with keyset cursors across every sort and direction, never repeating or skipping a row', async () => {
    for (const sort of ['name', 'weight', 'updatedAt']) {
      for (const order of ['asc', 'desc']) {
        const whole = (await gadgetPage(aurora, `limit=100&sort=${sort}&order=${order}`)).items;
        const paged = await allGadgets(aurora, `limit=2&sort=${sort}&order=${order}`);
        expect(
          paged.map((gadget) => gadget.gadgetId),
          `${sort} ${order}`,
        ).toEqual(whole.map((gadget) => gadget.gadgetId));
        expect(new Set(paged.map((gadget) => gadget.gadgetId)).size).toBe(whole.length);
      }
    }
    const byWeight = (await gadgetPage(aurora, 'limit=100&sort=weight&order=desc')).items.map(
      (gadget) => gadget.weight,
    );
    expect(byWeight).toEqual([...byWeight].sort((a, b) => b - a));
  });

  it('refuses a cursor of another sort, a sort off the whitelist and a limit over 500', async () => {
    const first = await gadgetPage(aurora, 'limit=2&sort=name');
    const other = await aurora.get(`${GADGET_PATHS.list}?limit=2&sort=weight&cursor=${first.nextCursor}`);
    expect(expectStatus(other, 400).body.errorDescription).toMatch(/query\.cursor/);
    const sort = await aurora.get<null>(`${GADGET_PATHS.list}?sort=label`);
    expect(expectStatus(sort, 400).body.errorDescription).toMatch(/query\.sort/);
    const data = sort.body.data as unknown as ValidationFailureData;
    expect(data.fieldErrors).toEqual([expect.objectContaining({ part: 'query', path: 'sort' })]);
    expectStatus(await aurora.get(`${GADGET_PATHS.list}?limit=500`), 200);
    expect(expectStatus(await aurora.get(`${GADGET_PATHS.list}?limit=501`), 400).body.errorDescription).toMatch(
      /query\.limit/,
    );
  });

  it('filters by a comma-separated list, a text and a range', async () => {
    expect(names((await gadgetPage(aurora, 'colour=red,blue&sort=name')).items)).toEqual([
      'Anvil',
      'Chisel',
      'drill',
      'file',
      'Gimlet',
    ]);
    expect(names((await gadgetPage(aurora, 'label=STEEL')).items)).toEqual(['Chisel', 'drill', 'file']);
    expect(names((await gadgetPage(aurora, 'weightFrom=3&weightTo=40')).items)).toEqual(['bellows', 'drill', 'Easel']);
    expect(names((await gadgetPage(aurora, 'weightFrom=5')).items)).toEqual(['Anvil', 'drill', 'Easel']);
    expect(names((await gadgetPage(aurora, 'colour=green&weightTo=5')).items)).toEqual(['bellows']);
    const badColour = await aurora.get(`${GADGET_PATHS.list}?colour=red,purple`);
    expect(expectStatus(badColour, 400).body.errorDescription).toMatch(/query\.colour/);
    const reversed = await aurora.get(`${GADGET_PATHS.list}?weightFrom=5&weightTo=5`);
    expect(expectStatus(reversed, 400).body.errorDescription).toMatch(/query\.weightTo: must be later than/);
  });

  it('searches the declared fields with q, taking % and _ literally', async () => {
    expect(names((await gadgetPage(aurora, 'q=DRILL')).items)).toEqual(['drill', 'Gimlet']);
    expect(names((await gadgetPage(aurora, 'q=100%25')).items)).toEqual(['file']);
    expect(names((await gadgetPage(aurora, 'q=a_s')).items)).toEqual(['Gimlet']);
    expect((await gadgetPage(aurora, 'q=%25%25')).items).toEqual([]);
    expect(names((await gadgetPage(aurora, 'q=steel&colour=blue')).items)).toEqual(['Chisel', 'file']);
  });
});

describe('one record', () => {
  it("answers a record of the tenant and 404 for another tenant's or for ids naming nothing", async () => {
    const [anvil] = (await gadgetPage(aurora, 'q=anvil')).items;
    const one = expectStatus(await aurora.get<Gadget>(gadgetPath('get', anvil?.gadgetId ?? '')), 200).body.data;
    expect(one).toEqual(anvil);
    expectStatus(await borealis.get(gadgetPath('get', anvil?.gadgetId ?? '')), 404);
    expectStatus(await aurora.get(gadgetPath('get', 'not-an-id')), 404);
    expect(
      expectStatus(await aurora.get(gadgetPath('get', '00000000-0000-4000-8000-000000000000')), 404).body
        .errorDescription,
    ).toBe('The gadget was not found.');
  });
});

describe('exporting', () => {
  it("exports the list's filters, q and sort without paging", async () => {
    const exported = expectStatus(
      await aurora.get<ResourceExport<Gadget>>(`${GADGET_PATHS.export}?colour=red&sort=weight&order=desc`),
      200,
    ).body.data;
    expect(names(exported.items)).toEqual(['Anvil', 'drill', 'Gimlet']);
    expect(exported.truncated).toBe(false);
    expectStatus(await aurora.get(`${GADGET_PATHS.export}?limit=10`), 400);
  });

  it(`stops at ${RESOURCE_EXPORT_LIMIT} records and says it was truncated`, async () => {
    await insertGadgets(server, AURORA, RESOURCE_EXPORT_LIMIT, 'bulk-');
    const exported = expectStatus(
      await aurora.get<ResourceExport<Gadget>>(`${GADGET_PATHS.export}?q=bulk-&sort=name`),
      200,
    ).body.data;
    expect(exported.items).toHaveLength(RESOURCE_EXPORT_LIMIT);
    expect(exported.truncated).toBe(false);
    const all = expectStatus(await aurora.get<ResourceExport<Gadget>>(`${GADGET_PATHS.export}?sort=name`), 200).body
      .data;
    expect(all.items).toHaveLength(RESOURCE_EXPORT_LIMIT);
    expect(all.truncated).toBe(true);
    expect(all.items[0]?.name).toBe('Anvil');
    expect(names((await gadgetPage(borealis, 'limit=100')).items)).toEqual(['Fjord hammer']);
  });
});
