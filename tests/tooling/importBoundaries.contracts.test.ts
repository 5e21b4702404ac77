import { describe, expect, it } from 'vitest';
import { boundaryLintOfFile } from './importBoundariesFixture.ts';

describe('the import-boundary lint rule', () => {
  const lint = boundaryLintOfFile();
  const boundaryMessages = (path: string, source: string) => lint.messages(path, source);

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
});
