import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryLintOfFile, FIXTURE, manifest } from './importBoundariesFixture.ts';

describe('the import-boundary lint rule', () => {
  const lint = boundaryLintOfFile();
  const boundaryMessages = (path: string, source: string) => lint.messages(path, source);

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
      writeFileSync(join(lint.root, 'plugins/rules/index.ts'), manifest('rules', ['engine']));
      try {
        expect(await boundaryMessages('plugins/rules/x.ts', source)).toEqual([]);
      } finally {
        writeFileSync(join(lint.root, 'plugins/rules/index.ts'), FIXTURE['plugins/rules/index.ts'] ?? '');
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
});
