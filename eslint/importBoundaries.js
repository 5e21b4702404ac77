// The project's import boundaries, checked on every relative import (and on npm imports in core/contract):
// - a plugin never imports another plugin's folder;
// - a plugin's server half (plugins/<p>/server.ts, plugins/<p>/server/**) imports of core only core/contract
//   and core/server, never the console's core;
// - core/contract imports nothing outside core/contract but zod, and jsonata for the one expression checker
//   both halves run (the engine refuses what the studio marks);
// - core never imports a plugin, except the two entry files that import the plugin lists;
// - production code in core and the plugins never imports test support (tests/): test doubles live there.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = dirname(dirname(new URL(import.meta.url).pathname));
const CORE_ENTRIES = new Set(['core/web/main.tsx', 'core/server/main.ts']);
const CONTRACT_PACKAGES = new Set(['zod', 'jsonata']);

const projectPath = (absolute) => relative(ROOT, absolute).split(sep).join('/');

function pluginOf(path) {
  const match = /^plugins\/([^/]+)\//.exec(path);
  return match ? match[1] : null;
}

function isTestCode(path) {
  return /\.test\.tsx?$/.test(path) || /\/testing\//.test(path);
}

function isServerHalf(path) {
  return /^plugins\/[^/]+\/(server\.ts$|server\/)/.test(path);
}

/** The message for an import of `target` from `file` (both project paths), or null when it is allowed. */
export function boundaryProblem(file, target) {
  const ownPlugin = pluginOf(file);
  const targetPlugin = pluginOf(target);
  if (ownPlugin && targetPlugin && ownPlugin !== targetPlugin) {
    return `A plugin never imports another plugin's folder: plugins/${ownPlugin} imports ${target}. Move what both need to core.`;
  }
  if (isServerHalf(file) && target.startsWith('core/') && !/^core\/(contract|server)\//.test(target)) {
    return `A plugin's server half imports only core/contract and core/server of core, not ${target}.`;
  }
  if (file.startsWith('core/contract/') && !target.startsWith('core/contract/')) {
    return `core/contract imports nothing outside core/contract: ${target}.`;
  }
  if (file.startsWith('core/') && !CORE_ENTRIES.has(file) && target.startsWith('plugins/')) {
    return `Core never imports a plugin (only core/web/main.tsx and core/server/main.ts import the plugin lists): ${target}.`;
  }
  if (/^(core|plugins)\//.test(file) && !isTestCode(file) && target.startsWith('tests/')) {
    return `Production code never imports test support (${target}): only tests and a plugin's testing/ folder do.`;
  }
  return null;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between core, core/contract and the plugins keep to the architecture.' },
    schema: [],
  },
  create(context) {
    const file = projectPath(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
        const isTest = /\.test\.tsx?$/.test(file);
        if (
          file.startsWith('core/contract/') &&
          !isTest &&
          !source.startsWith('node:') &&
          !CONTRACT_PACKAGES.has(name)
        ) {
          context.report({ node, message: `core/contract imports no package but zod and jsonata: ${source}.` });
        }
        return;
      }
      const problem = boundaryProblem(file, projectPath(resolve(dirname(context.filename), source)));
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
