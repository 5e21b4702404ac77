import { describe, expect, it } from 'vitest';
import { boundaryLintOfFile, manifest, serverManifest } from './importBoundariesFixture.ts';

describe('the import-boundary lint rule', () => {
  const lint = boundaryLintOfFile();
  const boundaryMessages = (path: string, source: string) => lint.messages(path, source);

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
});
