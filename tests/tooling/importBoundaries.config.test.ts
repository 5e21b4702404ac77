import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/projectCopy.ts';
import { messagesOf } from './importBoundariesFixture.ts';

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
