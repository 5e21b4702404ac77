import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error The rule is a plain JS module without types.
import { importBoundaries } from '../../eslint/importBoundaries.js';

/** The import-boundary messages `eslint` gives a source as if it were the file `path` under `root`. */
export async function messagesOf(eslint: ESLint, root: string, path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'sdp/import-boundaries')
    .map((message) => message.message);
}

export const manifest = (id: string, dependsOn?: readonly string[], kind = 'definePlugin') =>
  `export default ${kind}({ id: '${id}',${dependsOn ? ` dependsOn: [${dependsOn.map((dep) => `'${dep}'`).join(', ')}],` : ''} routes: [] });\n`;
export const serverManifest = (id: string, dependsOn?: readonly string[]) =>
  manifest(id, dependsOn, 'defineServerPlugin');

/**
 * A small project of plugins: engine (both halves, no dependencies), services (both halves, on engine), rules
 * (server half on engine, web half on nothing), reports (web half on engine, server half on nothing), and
 * intake (a server half only, on engine).
 */
export const FIXTURE: Record<string, string> = {
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

/** The rule over the fixture project, written to a temporary folder for one test file and removed after it. */
export interface BoundaryLint {
  /** The folder of the fixture project. */
  readonly root: string;
  /** The import-boundary messages of a source as if it were the file `path` of the fixture project. */
  messages(path: string, source: string): Promise<string[]>;
}

export function boundaryLintOfFile(): BoundaryLint {
  let root = '';
  let eslint: ESLint;
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
  return {
    get root() {
      return root;
    },
    messages: (path, source) => messagesOf(eslint, root, path, source),
  };
}
