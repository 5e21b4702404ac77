import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/projectCopy.ts';

const eslint = new ESLint({ cwd: PROJECT_ROOT });

/** The import-boundary messages ESLint gives a source as if it were the project file `path`. */
async function boundaryMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(PROJECT_ROOT, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'sdp/import-boundaries')
    .map((message) => message.message);
}

describe('the import-boundary lint rule', () => {
  it('fails a plugin importing another plugin’s folder, in either half', async () => {
    expect(
      await boundaryMessages('plugins/users/x.ts', "export { SETTINGS_PATHS } from '../settings/paths.ts';\n"),
    ).toEqual([expect.stringContaining("A plugin never imports another plugin's folder")]);
    expect(await boundaryMessages('plugins/users/server/x.ts', "import '../../settings/server.ts';\n")).toEqual([
      expect.stringContaining("A plugin never imports another plugin's folder"),
    ]);
    expect(await boundaryMessages('plugins/users/x.ts', "export { USERS_PATHS } from './paths.ts';\n")).toEqual([]);
  });

  it("fails a plugin's server half importing the console's core", async () => {
    const source = "export { HttpClient } from '../../../core/http/HttpClient.ts';\n";
    expect(await boundaryMessages('plugins/users/server/x.ts', source)).toEqual([
      expect.stringContaining("A plugin's server half imports only core/contract and core/server"),
    ]);
    expect(
      await boundaryMessages(
        'plugins/users/server/x.ts',
        "export { fillPath } from '../../../core/contract/pathTemplate.ts';\n",
      ),
    ).toEqual([]);
  });

  it('fails core/contract importing anything outside it but zod and jsonata', async () => {
    expect(
      await boundaryMessages('core/contract/x.ts', "export { HttpClient } from '../http/HttpClient.ts';\n"),
    ).toEqual([expect.stringContaining('core/contract imports nothing outside core/contract')]);
    expect(await boundaryMessages('core/contract/x.ts', "import 'react';\n")).toEqual([
      expect.stringContaining('core/contract imports no package but zod and jsonata'),
    ]);
    expect(await boundaryMessages('core/contract/x.ts', "export { z } from 'zod';\n")).toEqual([]);
    expect(await boundaryMessages('core/contract/x.ts', "import jsonata from 'jsonata';\n")).toEqual([]);
  });

  it('fails core importing a plugin, except the two entry files', async () => {
    const source = "export { plugins } from '../../plugins/index.ts';\n";
    expect(await boundaryMessages('core/shell/x.ts', source)).toEqual([
      expect.stringContaining('Core never imports a plugin'),
    ]);
    expect(await boundaryMessages('core/web/main.tsx', source)).toEqual([]);
  });

  it('fails production code importing test support, and lets tests and testing/ folders do it', async () => {
    const source = "export { makeUser } from '../../tests/support/sessionDoubles.ts';\n";
    expect(await boundaryMessages('core/session/x.ts', source)).toEqual([
      expect.stringContaining('Production code never imports test support'),
    ]);
    expect(await boundaryMessages('core/session/x.test.ts', source)).toEqual([]);
    expect(
      await boundaryMessages('plugins/account/testing/x.tsx', "export * from '../../../tests/renderWorkspace.tsx';\n"),
    ).toEqual([]);
  });
});
