import { describe, expect, it } from 'vitest';
import { boundaryLintOfFile } from './importBoundariesFixture.ts';

describe('the import-boundary lint rule', () => {
  const lint = boundaryLintOfFile();
  const boundaryMessages = (path: string, source: string) => lint.messages(path, source);

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
});
