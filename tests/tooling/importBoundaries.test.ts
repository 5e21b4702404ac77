import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error The rule is a plain JS module without types.
import { importBoundaries } from '../../eslint/importBoundaries.js';
import { PROJECT_ROOT } from '../support/projectCopy.ts';

/** The import-boundary messages `eslint` gives a source as if it were the file `path` under `root`. */
async function messagesOf(eslint: ESLint, root: string, path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'sdp/import-boundaries')
    .map((message) => message.message);
}

const manifest = (id: string, dependsOn?: readonly string[], kind = 'definePlugin') =>
  `export default ${kind}({ id: '${id}',${dependsOn ? ` dependsOn: [${dependsOn.map((dep) => `'${dep}'`).join(', ')}],` : ''} routes: [] });\n`;
const serverManifest = (id: string, dependsOn?: readonly string[]) => manifest(id, dependsOn, 'defineServerPlugin');

/**
 * A small project of plugins: engine (both halves, no dependencies), services (both halves, on engine), rules
 * (server half on engine, web half on nothing), reports (web half on engine, server half on nothing), and
 * intake (a server half only, on engine).
 */
const FIXTURE: Record<string, string> = {
  'plugins/engine/index.ts': manifest('engine'),
  'plugins/engine/server.ts': serverManifest('engine'),
  'plugins/services/index.ts': manifest('services', ['engine']),
  'plugins/services/server.ts': serverManifest('services', ['engine']),
  'plugins/rules/index.ts': manifest('rules', []),
  'plugins/rules/server.ts': `export default defineServerPlugin({\n  id: 'rules',\n  dependsOn: [\n    "engine", // orders\n  ],\n});\n`,
  'plugins/reports/index.ts': manifest('reports', ['engine']),
  'plugins/reports/server.ts': serverManifest('reports'),
  'plugins/intake/server.ts': serverManifest('intake', ['engine']),
};

describe('the import-boundary lint rule', () => {
  let root = '';
  let eslint: ESLint;
  const boundaryMessages = (path: string, source: string) => messagesOf(eslint, root, path, source);

  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'sdp-boundaries-')));
    for (const [path, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser },
          plugins: { sdp: { rules: { 'import-boundaries': importBoundaries } } },
          rules: { 'sdp/import-boundaries': ['error', { root }] },
        },
      ],
    });
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describe('between plugins', () => {
    it('fails an import of a plugin the importing half does not declare, saying where to declare it', async () => {
      expect(
        await boundaryMessages(
          'plugins/rules/pages/x.tsx',
          "import { ORDER } from '../../engine/public/web/orderLinks.ts';\n",
        ),
      ).toEqual([
        "plugins/rules (web half) imports plugins/engine/public/web/orderLinks.ts but its index.ts does not declare the dependency: add 'engine' to dependsOn in plugins/rules/index.ts.",
      ]);
      expect(
        await boundaryMessages('plugins/reports/server/x.ts', "import '../../engine/public/server/OrderFeed.ts';\n"),
      ).toEqual([
        "plugins/reports (server half) imports plugins/engine/public/server/OrderFeed.ts but its server.ts does not declare the dependency: add 'engine' to dependsOn in plugins/reports/server.ts.",
      ]);
    });

    it('needs a contract’s dependency in every manifest of its plugin', async () => {
      const source = "export { orderSchema } from '../../engine/public/contract/order.ts';\n";
      expect(await boundaryMessages('plugins/rules/contract/x.ts', source)).toEqual([
        "plugins/rules (contract) imports plugins/engine/public/contract/order.ts but its index.ts does not declare the dependency (a contract serves both halves, so every manifest declares what it uses): add 'engine' to dependsOn in plugins/rules/index.ts.",
      ]);
      expect(await boundaryMessages('plugins/services/contract/x.ts', source)).toEqual([]);
    });

    it('reads a half without a manifest against the manifests the plugin has', async () => {
      const source = "import { ORDER } from '../engine/public/contract/order.ts';\n";
      expect(await boundaryMessages('plugins/intake/x.ts', source)).toEqual([]);
      expect(
        await boundaryMessages('plugins/orphan/x.ts', "import { ORDER } from '../engine/public/contract/order.ts';\n"),
      ).toEqual([
        "plugins/orphan (web half) imports plugins/engine/public/contract/order.ts but plugins/orphan has no manifest (index.ts or server.ts) to declare the dependency: add one with dependsOn: ['engine'].",
      ]);
    });

    it('sees a manifest changed on the disk since it was last read', async () => {
      const source = "import { ORDER } from '../engine/public/contract/order.ts';\n";
      expect(await boundaryMessages('plugins/rules/x.ts', source)).toEqual([
        expect.stringContaining('does not declare'),
      ]);
      writeFileSync(join(root, 'plugins/rules/index.ts'), manifest('rules', ['engine']));
      try {
        expect(await boundaryMessages('plugins/rules/x.ts', source)).toEqual([]);
      } finally {
        writeFileSync(join(root, 'plugins/rules/index.ts'), FIXTURE['plugins/rules/index.ts'] ?? '');
      }
    });

    it('fails an import past a dependency’s public folder, saying to go through it', async () => {
      expect(
        await boundaryMessages(
          'plugins/services/server/x.ts',
          "import { OrderStore } from '../../engine/server/orders/orderStore.ts';\n",
        ),
      ).toEqual([
        'plugins/services (server half) imports plugins/engine/server/orders/orderStore.ts, which is not in plugins/engine/public/: import what engine offers others from its public folder, or move it there.',
      ]);
      expect(await boundaryMessages('plugins/services/x.ts', "export { PATHS } from '../engine/paths.ts';\n")).toEqual([
        'plugins/services (web half) imports plugins/engine/paths.ts, which is not in plugins/engine/public/: import what engine offers others from its public folder, or move it there.',
      ]);
    });

    it('lets a half import a declared dependency through its public folder, and its own plugin freely', async () => {
      expect(
        await boundaryMessages(
          'plugins/services/pages/x.tsx',
          "import { orderLink } from '../../engine/public/web/orderLinks.ts';\nimport type { Order } from '../../engine/public/contract/order.ts';\nconst page = () => import('./ServicesPage.tsx');\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages(
          'plugins/rules/server/x.ts',
          "import { OrderFeed } from '../../engine/public/server/OrderFeed.ts';\nimport { rules } from '../contract.ts';\nimport { fillPath } from '../../../core/contract/pathTemplate.ts';\n",
        ),
      ).toEqual([]);
      expect(await boundaryMessages('plugins/services/server.ts', "import './server/routes.ts';\n")).toEqual([]);
    });

    it('fails a server half importing web code, even of a declared dependency', async () => {
      expect(
        await boundaryMessages(
          'plugins/services/server/x.ts',
          "import { orderLink } from '../../engine/public/web/orderLinks.ts';\n",
        ),
      ).toEqual([
        'plugins/services (server half) imports plugins/engine/public/web/orderLinks.ts, which is web code: a server half imports of engine only public/contract/ and public/server/. Move what both halves need to plugins/engine/public/contract/.',
      ]);
      expect(
        await boundaryMessages('plugins/services/server/x.ts', "import { PATHS } from '../pages/servicePaths.ts';\n"),
      ).toEqual([
        'plugins/services (server half) imports plugins/services/pages/servicePaths.ts, which is web code: move what both halves need to plugins/services/contract/ (or public/contract/ when other plugins need it too).',
      ]);
    });

    it('fails web code and contracts importing server code, of any plugin', async () => {
      expect(
        await boundaryMessages(
          'plugins/services/x.ts',
          "import { OrderFeed } from '../engine/public/server/OrderFeed.ts';\n",
        ),
      ).toEqual([
        'plugins/services (web half) imports plugins/engine/public/server/OrderFeed.ts, which is server code: web code and contracts never import a server half. Move what both halves need to plugins/engine/public/contract/.',
      ]);
      expect(
        await boundaryMessages('plugins/services/contract.ts', "import { store } from './server/store.ts';\n"),
      ).toEqual([
        'plugins/services (contract) imports plugins/services/server/store.ts, which is server code: web code and contracts never import a server half. Move what both halves need to plugins/services/contract/.',
      ]);
      expect(await boundaryMessages('plugins/services/index.ts', "import server from './server.ts';\n")).toEqual([
        'plugins/services (web half) imports plugins/services/server.ts, which is server code: web code and contracts never import a server half. Move what both halves need to plugins/services/contract/.',
      ]);
    });
  });

  describe('public contracts', () => {
    it('fails a public contract importing web code, or a package but zod and jsonata', async () => {
      expect(
        await boundaryMessages(
          'plugins/services/public/contract/x.ts',
          "import { orderLink } from '../../../engine/public/web/orderLinks.ts';\n",
        ),
      ).toEqual([
        "plugins/services (public contract) imports plugins/engine/public/web/orderLinks.ts: a public contract imports only core/contract/, plugins/services/public/contract/ and its dependencies' public/contract/, since both halves of any plugin may load it. Move what it needs into one of those, or this code out of public/contract/.",
      ]);
      expect(
        await boundaryMessages('plugins/services/public/contract/x.ts', "import { PATHS } from '../../paths.ts';\n"),
      ).toEqual([expect.stringContaining('a public contract imports only core/contract/')]);
      expect(
        await boundaryMessages('plugins/services/public/contract/x.ts', "import { useState } from 'react';\n"),
      ).toEqual([
        'plugins/services (public contract) imports react: a public contract imports no package but zod and jsonata. Move the code that needs it out of plugins/services/public/contract/.',
      ]);
    });

    it('lets a public contract import zod, jsonata, core/contract and the public contracts it may', async () => {
      expect(
        await boundaryMessages(
          'plugins/services/public/contract/x.ts',
          [
            "import { z } from 'zod';",
            "import jsonata from 'jsonata';",
            "import { fillPath } from '../../../../core/contract/pathTemplate.ts';",
            "import { orderSchema } from '../../../engine/public/contract/order.ts';",
            "import { SERVICE } from './service.ts';",
            '',
          ].join('\n'),
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages('plugins/services/public/contract/x.test.ts', "import { describe } from 'vitest';\n"),
      ).toEqual([]);
    });
  });

  describe('the manifests', () => {
    it('fails a dependency that closes a cycle, naming the cycle', async () => {
      const closing = serverManifest('engine', ['rules']);
      expect(await boundaryMessages('plugins/engine/server.ts', closing)).toEqual([
        'plugins engine → rules → engine form a cycle: dependencies go one way only. Drop one of them: move what that plugin takes from the other into its own folder (or into core), then remove the id from its dependsOn.',
      ]);
      // Either manifest of a plugin counts: reports' web half depends on engine.
      expect(await boundaryMessages('plugins/engine/index.ts', manifest('engine', ['reports']))).toEqual([
        expect.stringContaining('plugins engine → reports → engine form a cycle'),
      ]);
      expect(await boundaryMessages('plugins/engine/index.ts', manifest('engine'))).toEqual([]);
    });

    it('fails a dependency naming no plugin folder, and a plugin depending on itself', async () => {
      expect(await boundaryMessages('plugins/services/index.ts', manifest('services', ['engine', 'billing']))).toEqual([
        "plugins/services depends on 'billing', but there is no plugin folder plugins/billing/: correct the id in dependsOn in plugins/services/index.ts, or remove it.",
      ]);
      expect(await boundaryMessages('plugins/services/server.ts', serverManifest('services', ['services']))).toEqual([
        "plugins/services depends on itself: remove 'services' from dependsOn in plugins/services/server.ts.",
      ]);
    });

    it('reads dependsOn from the text being linted, and refuses one it cannot read', async () => {
      expect(
        await boundaryMessages(
          'plugins/reports/server.ts',
          `${serverManifest('reports', ['engine'])}import '../engine/public/server/OrderFeed.ts';\n`,
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages(
          'plugins/reports/server.ts',
          "const DEPENDENCIES = ['engine'];\nexport default defineServerPlugin({ id: 'reports', dependsOn: DEPENDENCIES });\n",
        ),
      ).toEqual([
        "plugins/reports: the import-boundary rule reads dependsOn in plugins/reports/server.ts from its text, so it must be an array literal of quoted plugin ids: dependsOn: ['engine'].",
      ]);
    });

    it('reads no declaration from a comment that shows one', async () => {
      const commented = `/** Plugins that import it declare \`dependsOn: ['engine']\`. */\n${serverManifest('reports')}`;
      expect(
        await boundaryMessages(
          'plugins/reports/server.ts',
          `${commented}import '../engine/public/server/OrderFeed.ts';\n`,
        ),
      ).toEqual([
        "plugins/reports (server half) imports plugins/engine/public/server/OrderFeed.ts but its server.ts does not declare the dependency: add 'engine' to dependsOn in plugins/reports/server.ts.",
      ]);
    });
  });

  describe('tests and test support', () => {
    it('lets tests import any plugin’s public and testing folders without a declaration, and nothing private', async () => {
      expect(
        await boundaryMessages(
          'plugins/rules/pages/x.test.tsx',
          "import { OrderDriver } from '../../engine/testing/orderDriver.ts';\nimport { orderLink } from '../../engine/public/web/orderLinks.ts';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages(
          'plugins/rules/server/x.test.ts',
          "import { OrderDriver } from '../../engine/testing/orderDriver.ts';\nimport { engineCaller } from '../testing/callers.ts';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages(
          'plugins/rules/testing/x.ts',
          "import { OrderStore } from '../../engine/server/orderStore.ts';\n",
        ),
      ).toEqual([
        'plugins/rules (test support) imports plugins/engine/server/orderStore.ts, which is in neither plugins/engine/public/ nor plugins/engine/testing/: import what engine offers others from its public folder, or move it there.',
      ]);
    });

    it('fails production code importing test support, and lets tests and testing/ folders do it', async () => {
      const source = "export { makeUser } from '../../tests/support/userDoubles.ts';\n";
      expect(await boundaryMessages('core/session/x.ts', source)).toEqual([
        'Production code never imports test support: core/session/x.ts imports tests/support/userDoubles.ts. Only tests (*.test.ts) and testing/ folders do; move the code that needs it into one.',
      ]);
      expect(await boundaryMessages('core/session/x.test.ts', source)).toEqual([]);
      expect(
        await boundaryMessages(
          'plugins/account/testing/x.tsx',
          "export * from '../../../tests/renderWorkspace.tsx';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages(
          'plugins/services/x.ts',
          "import { OrderDriver } from '../engine/testing/orderDriver.ts';\n",
        ),
      ).toEqual([expect.stringContaining('Production code never imports test support')]);
    });
  });

  describe('core', () => {
    it('fails core importing a plugin, except the two entry files', async () => {
      const source = "export { plugins } from '../../plugins/index.ts';\n";
      expect(await boundaryMessages('core/shell/x.ts', source)).toEqual([
        'Core never imports a plugin (only core/web/main.tsx and core/server/main.ts import the plugin lists): core/shell/x.ts imports plugins/index.ts. Let the plugin hand it to core through its manifest, or move it to core.',
      ]);
      expect(
        await boundaryMessages(
          'core/server/x.ts',
          "import { OrderFeed } from '../../plugins/engine/public/server/OrderFeed.ts';\n",
        ),
      ).toEqual([expect.stringContaining('Core never imports a plugin')]);
      expect(await boundaryMessages('core/web/main.tsx', source)).toEqual([]);
      expect(
        await boundaryMessages('core/server/main.ts', "import { serverPlugins } from '../../plugins/server.ts';\n"),
      ).toEqual([]);
    });

    it('fails core/contract importing anything outside it but zod and jsonata', async () => {
      expect(
        await boundaryMessages('core/contract/x.ts', "export { HttpClient } from '../http/HttpClient.ts';\n"),
      ).toEqual([
        'core/contract imports nothing outside core/contract: core/contract/x.ts imports core/http/HttpClient.ts. Move what it needs into core/contract/, or this code out of it.',
      ]);
      expect(await boundaryMessages('core/contract/x.ts', "import 'react';\n")).toEqual([
        'core/contract imports no package but zod and jsonata: core/contract/x.ts imports react. Move the code that needs it out of core/contract/.',
      ]);
      expect(await boundaryMessages('core/contract/x.ts', "export { z } from 'zod';\n")).toEqual([]);
      expect(await boundaryMessages('core/contract/x.ts', "import jsonata from 'jsonata';\n")).toEqual([]);
      expect(await boundaryMessages('core/contract/x.test.ts', "import { readFileSync } from 'node:fs';\n")).toEqual(
        [],
      );
    });

    it("fails a plugin's server half importing the console's core, and web code importing core/server", async () => {
      expect(
        await boundaryMessages(
          'plugins/services/server/x.ts',
          "export { HttpClient } from '../../../core/http/HttpClient.ts';\n",
        ),
      ).toEqual([
        "plugins/services (server half) imports core/http/HttpClient.ts, which is the console's web core: a server half imports of core only core/contract/ and core/server/. Move what both need to core/contract/.",
      ]);
      expect(
        await boundaryMessages(
          'plugins/services/public/server/x.ts',
          "import { route } from '../../../../core/server/http/route.ts';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryMessages('plugins/services/x.ts', "import { route } from '../../core/server/http/route.ts';\n"),
      ).toEqual([
        'plugins/services (web half) imports core/server/http/route.ts, which is server code: web code and contracts never import a server half. Move what both halves need to core/contract/.',
      ]);
      expect(await boundaryMessages('core/shell/x.ts', "import { route } from '../server/http/route.ts';\n")).toEqual([
        'core/shell/x.ts is web code and imports core/server/http/route.ts, which is server code: move what both need to core/contract/.',
      ]);
    });

    it('leaves the plugin lists free to import every manifest', async () => {
      expect(await boundaryMessages('plugins/index.ts', "import engine from './engine/index.ts';\n")).toEqual([]);
      expect(await boundaryMessages('plugins/server.ts', "import engine from './engine/server.ts';\n")).toEqual([]);
    });
  });
});

describe("the project's lint config", () => {
  const eslint = new ESLint({ cwd: PROJECT_ROOT });

  it('runs the import-boundary rule on core and the plugins, and keeps server packages out of web code', async () => {
    expect(
      await messagesOf(eslint, PROJECT_ROOT, 'core/shell/x.ts', "export { plugins } from '../../plugins/index.ts';\n"),
    ).toEqual([expect.stringContaining('Core never imports a plugin')]);
    const [web] = await eslint.lintText("import Fastify from 'fastify';\nexport const app = Fastify;\n", {
      filePath: join(PROJECT_ROOT, 'plugins/services/x.ts'),
    });
    expect(web?.messages).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('Web code must not import server code.'),
      }),
    ]);
    const [server] = await eslint.lintText("import Fastify from 'fastify';\nexport const app = Fastify;\n", {
      filePath: join(PROJECT_ROOT, 'plugins/services/public/server/x.ts'),
    });
    expect(server?.messages).toEqual([]);
  });
});
