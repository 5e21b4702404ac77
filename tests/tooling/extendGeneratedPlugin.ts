import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated demo-thing plugin is, inside the project folder. */
export const DEMO_FOLDER = join('plugins', 'demoThing');

/** A file of the extended plugin that imports a private file of the engine: the lint rule refuses it. */
export const PRIVATE_IMPORT_FILE = join(DEMO_FOLDER, 'server', 'privateEngineImport.ts');

/** What the import-boundary rule answers that import with. */
export const PRIVATE_IMPORT_MESSAGE =
  'plugins/demoThing (server half) imports plugins/engine/server/engineProcess.ts, which is not in plugins/engine/public/: import what engine offers others from its public folder, or move it there.';

/** Replaces `from` by `to` in a generated file, failing loudly when the generator no longer writes `from`. */
function edit(root: string, file: string, replacements: readonly (readonly [string, string])[]): void {
  const path = join(root, DEMO_FOLDER, file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from))
      throw new Error(`The generated ${file} no longer holds ${JSON.stringify(from)}:\n${text}`);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}

function write(root: string, file: string, text: string): void {
  const path = join(root, DEMO_FOLDER, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

/**
 * Turns the generated demo-thing plugin into one that needs what core used to list by hand: a public
 * route, its own sidebar section (its id declared in `SectionIds`) and a help page (the generator already
 * adds a permission area); and into one built on the engine: both halves declare `dependsOn: ['engine']`,
 * the page links to the engine's order listing (`orderListingHref` of its public web folder), and the
 * server half counts the tenant's orders through its public server folder (`engineDb`). Every change stays
 * inside plugins/demoThing; the tests written here prove each reaches the console.
 */
export function extendGeneratedPlugin(root: string): void {
  edit(root, 'index.ts', [
    [
      '/** Demo things:',
      `declare module '../../core/plugin/manifest.ts' {
  interface SectionIds {
    demo: true;
  }
}

/** Demo things:`,
    ],
    ["  dependsOn: ['resourceKit'],\n", "  dependsOn: ['resourceKit', 'engine'],\n"],
    [
      '  permissionAreas: DEMO_THING_AREAS,\n',
      `  permissionAreas: DEMO_THING_AREAS,
  navSections: [
    { id: 'demo', title: 'Demo', order: 65, submenu: true, docsSlug: 'demo-guide', summary: 'Demo things.' },
  ],
  helpPages: [{ slug: 'demo-guide', order: 65, load: () => import('./help/demo-guide.md?raw') }],
`,
    ],
    [
      '  routes: [\n',
      `  routes: [
    {
      id: 'demoStatus',
      path: '/demo-status/:code',
      title: 'Demo status',
      permission: 'ignoreAndReturnTrue',
      layout: 'public',
      docsSlug: 'demo-guide',
      load: () => import('./pages/DemoStatusPage.tsx'),
    },
`,
    ],
    ["section: 'configure'", "section: 'demo'"],
  ]);
  write(
    root,
    'pages/DemoStatusPage.tsx',
    `import { useParams } from 'react-router-dom';

export default function DemoStatusPage() {
  const { code } = useParams();
  return (
    <main>
      <h1>Demo status {code}</h1>
    </main>
  );
}
`,
  );
  write(
    root,
    'help/demo-guide.md',
    '# Demo things\n\nHow demo things are kept for the tenant.\n\n## Creating one\n\nPress Create.\n',
  );

  // The web half on the engine's public web folder: a link to the failed orders in the toolbar.
  write(
    root,
    'components/FailedOrdersLink.tsx',
    `import { Link } from 'react-router-dom';
import { orderListingHref } from '../../engine/public/web/orderLinks.ts';

/** The engine's order listing, showing the orders that failed. */
export function FailedOrdersLink() {
  return <Link to={orderListingHref({ state: ['FAILED'] })}>Failed orders</Link>;
}
`,
  );
  edit(root, 'pages/DemoThingsPage.tsx', [
    [
      "import { demoThingsCalls } from '../calls.ts';\n",
      "import { demoThingsCalls } from '../calls.ts';\nimport { FailedOrdersLink } from '../components/FailedOrdersLink.tsx';\n",
    ],
    ['      searchPlaceholder=', '      toolbar={<FailedOrdersLink />}\n      searchPlaceholder='],
  ]);

  // The server half on the engine's public server folder: a route counting the tenant's orders.
  edit(root, 'paths.ts', [
    [
      "/** The screen's path under /sdp. */",
      `/** The number of the tenant's orders, read through the engine's public server folder. */
export const DEMO_ORDER_COUNT_PATH = '/demoThing/orderCount';

/** The screen's path under /sdp. */`,
    ],
  ]);
  write(
    root,
    'server/orderCountRoute.ts',
    `import { sql } from 'kysely';
import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { DEMO_ORDER_COUNT_PATH, DEMO_THING_PERMISSIONS } from '../paths.ts';

/** The number of the caller's tenant's orders, from the engine's tables. */
export function orderCountRoute({ db }: ServerServices): AnyRoute {
  return defineRoute({
    method: 'GET',
    url: DEMO_ORDER_COUNT_PATH,
    summary: "The number of the tenant's orders.",
    tags: ['Demo things'],
    permission: DEMO_THING_PERMISSIONS.read,
    response: z.object({ orders: z.number().int() }),
    handler: async ({ auth }) => {
      const row = await engineDb(db)
        .selectFrom('orders')
        .select(sql<string>\`count(*)\`.as('count'))
        .where('tenant_id', '=', auth.tenantId)
        .executeTakeFirstOrThrow();
      return ok({ orders: Number(row.count) });
    },
  });
}
`,
  );
  edit(root, 'server.ts', [
    [
      "import { demoThingsResource } from './server/demoThingsResource.ts';\n",
      "import { demoThingsResource } from './server/demoThingsResource.ts';\nimport { orderCountRoute } from './server/orderCountRoute.ts';\n",
    ],
    ["  dependsOn: ['resourceKit'],\n", "  dependsOn: ['resourceKit', 'engine'],\n"],
    [
      '  routes: (services) => demoThingsResource(services),',
      '  routes: (services) => [...demoThingsResource(services), orderCountRoute(services)],',
    ],
  ]);

  write(root, 'extension.test.tsx', EXTENSION_TEST);
  write(root, 'server/orderCount.test.ts', ORDER_COUNT_TEST);
}

/** Adds a server file importing a private file of the engine, which the import-boundary rule refuses. */
export function addPrivateEngineImport(root: string): void {
  writeFileSync(
    join(root, PRIVATE_IMPORT_FILE),
    `import { engineProcess } from '../../engine/server/engineProcess.ts';

export const privateEngine = engineProcess;
`,
  );
}

export function removePrivateEngineImport(root: string): void {
  rmSync(join(root, PRIVATE_IMPORT_FILE), { force: true });
}

/**
 * tests/ as the generated plugin's folder reaches it. The test files below are written into that folder,
 * so their imports are relative to it, not to this file: kept out of the import strings, so that a tool
 * rewriting this file's imports (a moved test helper) leaves them alone.
 */
const TESTS_FROM_PLUGIN = ['..', '..', 'tests'].join('/');

const EXTENSION_TEST = `import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../core/contract/permissionCatalogue.ts';
import { docsSlugFor } from '../../core/shell/docsLink.ts';
import { stubViewportSize } from '${TESTS_FROM_PLUGIN}/support/gridDoubles.tsx';
import { adminUser, renderWorkspace } from '${TESTS_FROM_PLUGIN}/renderWorkspace.tsx';
import { orderListingHref } from '../engine/public/web/orderLinks.ts';
import demoThingPlugin from './index.ts';
import { DEMO_THING_RESOURCE } from './paths.ts';

describe('what demo-thing adds to the console from its own folder', { timeout: 30_000 }, () => {
  it('opens its public route signed out', async () => {
    const view = await renderWorkspace({ plugins: [demoThingPlugin], user: null, path: '/demo-status/42' });
    expect(await screen.findByRole('heading', { name: 'Demo status 42' })).toBeTruthy();
    expect(view.pathname()).toBe('/demo-status/42');
  });

  it('adds its permission area, its sidebar section and its help page', async () => {
    const view = await renderWorkspace({
      plugins: [demoThingPlugin],
      user: adminUser({ permissions: { demoThing: '1111' } }),
    });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(permissionCatalogue().map((area) => area.area)).toContain('demoThing');

    const sidebar = document.querySelector<HTMLElement>('nav[data-icon-only]');
    if (!sidebar) throw new Error('no sidebar');
    await view.events.click(within(sidebar).getByRole('button', { name: /Demo/ }));
    const flyout = screen.getByRole('group', { name: 'Demo' });
    expect(within(flyout).getByRole('link', { name: 'Demo things' })).toBeTruthy();

    const { contributions } = view.workspace;
    expect(contributions.helpPages.map((page) => page.slug)).toContain('demo-guide');
    expect(docsSlugFor('/configure/demo-thing', contributions)).toBe('demo-guide');
    expect(docsSlugFor('/demo-status/42', contributions)).toBe('demo-guide');
  });

  it('links to the engine’s order listing, loading the engine plugin it depends on', async () => {
    const restoreViewport = stubViewportSize();
    try {
      const view = await renderWorkspace({
        plugins: [demoThingPlugin],
        path: '/configure/demo-thing',
        user: adminUser({ permissions: { demoThing: '1111' } }),
        http: (http) => http.respond('GET', DEMO_THING_RESOURCE.paths.list, { items: [], nextCursor: null }),
      });
      const link = await screen.findByRole('link', { name: 'Failed orders' });
      expect(link.getAttribute('href')).toBe(\`/sdp\${orderListingHref({ state: ['FAILED'] })}\`);
      expect(view.workspace.contributions.pluginIds).toContain('engine');
    } finally {
      restoreViewport();
    }
  });
});
`;

const ORDER_COUNT_TEST = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../${TESTS_FROM_PLUGIN}/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../${TESTS_FROM_PLUGIN}/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../${TESTS_FROM_PLUGIN}/server/support/testServer.ts';
import { selectOrders } from '../../engine/public/server/orderRecords.ts';
import { DEMO_ORDER_COUNT_PATH } from '../paths.ts';

let server: TestServer;
let reader: Caller;
let stranger: Caller;

async function signIn(username: string, flags: string): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId: AURORA, username, permissions: { demoThing: flags } });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  reader = await signIn('demo-orders-reader', '0100');
  stranger = await signIn('demo-orders-stranger', '0000');
});

afterAll(async () => {
  await server?.close();
});

describe('the demo things’ order count, through the engine’s public server folder', () => {
  it('counts the tenant’s orders for a holder of the read key, and no one else', async () => {
    const answer = expectStatus(await reader.get<{ orders: number }>(DEMO_ORDER_COUNT_PATH), 200).body.data;
    const orders = await selectOrders(server.runtime.services.db).where('o.tenant_id', '=', AURORA).execute();
    expect(answer.orders).toBe(orders.length);
    expect(answer.orders).toBeGreaterThan(0);
    expectStatus(await stranger.get(DEMO_ORDER_COUNT_PATH), 403);
  });
});
`;
