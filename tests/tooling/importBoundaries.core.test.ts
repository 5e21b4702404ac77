import { describe, expect, it } from 'vitest';
import { boundaryLintOfFile } from './importBoundariesFixture.ts';

describe('the import-boundary lint rule', () => {
  const lint = boundaryLintOfFile();
  const boundaryMessages = (path: string, source: string) => lint.messages(path, source);

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
