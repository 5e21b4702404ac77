// The project's import boundaries, checked on every relative import (and on npm imports in contracts):
// - a plugin imports another plugin only through that plugin's public folder (plugins/<other>/public/), and
//   only once the importing half's manifest declares the dependency (`dependsOn`); tests need no declaration
//   and may also use a plugin's testing/ folder;
// - a plugin's server half (server.ts, server/**, public/server/**) never imports web code: of core only
//   core/contract and core/server, of the plugins only their contract and server parts;
// - web code and contracts never import server code (a server half, public/server/**, core/server);
// - a public contract (plugins/<p>/public/contract/**) imports only core/contract and the public contracts
//   of its own plugin and its dependencies, and of packages only zod and jsonata, like core/contract;
// - the plugins' dependencies form no cycle, and name only plugin folders (checked on the manifests);
// - core never imports a plugin, except the two entry files that import the plugin lists;
// - production code in core and the plugins never imports test support (tests/, testing/ folders).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const CORE_ENTRIES = new Set(['core/web/main.tsx', 'core/server/main.ts']);
const PLUGIN_LISTS = new Set(['plugins/index.ts', 'plugins/server.ts']);
const CONTRACT_PACKAGES = new Set(['zod', 'jsonata']);
const MANIFESTS = { web: 'index.ts', server: 'server.ts' };

const HALF_NAMES = { web: 'web half', server: 'server half', shared: 'contract' };

function pluginOf(path) {
  const match = /^plugins\/([^/]+)\/(.+)$/.exec(path);
  return match ? { id: match[1], rest: match[2] } : null;
}

function isTestCode(path) {
  return /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path);
}

/**
 * The half of a plugin a file belongs to, from its path inside the plugin folder. `paths.ts` is shared: the
 * zod-free paths and keys both halves and the manifest read.
 */
function halfOf(rest) {
  if (rest === 'server.ts' || rest.startsWith('server/') || rest.startsWith('public/server/')) return 'server';
  if (['contract.ts', 'paths.ts'].includes(rest) || rest.startsWith('contract/') || rest.startsWith('public/contract/'))
    return 'shared';
  return 'web';
}

function isServerCode(target) {
  const plugin = pluginOf(target);
  return (
    target.startsWith('core/server/') || target === 'plugins/server.ts' || (plugin && halfOf(plugin.rest) === 'server')
  );
}

function packageName(source) {
  return source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
}

// --- Manifests ------------------------------------------------------------------------------------------

const DEPENDS_ON = /\bdependsOn\s*:\s*\[([^\]]*)\]/;
const STRING = /(['"])([^'"\n]*)\1/g;

/**
 * The ids a manifest's `dependsOn` lists, with where each stands in the text. The rule reads the text, not
 * the module, so `dependsOn` must be an array literal of quoted ids; anything else is `malformed`.
 */
export function parseDependsOn(source) {
  // Comments become spaces of the same length (so the ids keep their places in the text): a doc comment
  // that shows `dependsOn: [...]` declares nothing.
  const text = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => ' '.repeat(comment.length));
  const match = DEPENDS_ON.exec(text);
  if (!match) {
    const named = /\bdependsOn\s*:/.exec(text);
    return { entries: [], at: named ? named.index : 0, malformed: Boolean(named) };
  }
  const start = match.index + match[0].indexOf('[') + 1;
  const body = match[1];
  const entries = [...body.matchAll(STRING)].map((entry) => ({ id: entry[2], index: start + entry.index }));
  const leftover = body.replace(STRING, '').replace(/[\s,]/g, '');
  return { entries, at: match.index, malformed: leftover !== '' };
}

// The rule runs once per file over the whole tree: each manifest is read once per change (path + mtime).
const manifestCache = new Map();
const folderCache = new Map();

/** A manifest's dependencies; `linted` is the file being linted ({ path, text }), whose text wins over the disk. */
function readManifest(path, linted) {
  if (linted && linted.path === path) return { exists: true, ...parseDependsOn(linted.text) };
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return { exists: false, entries: [] };
  }
  if (!stats.isFile()) return { exists: false, entries: [] };
  const cached = manifestCache.get(path);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.manifest;
  const manifest = { exists: true, ...parseDependsOn(readFileSync(path, 'utf8')) };
  manifestCache.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, manifest });
  return manifest;
}

function pluginFolders(root) {
  const folder = join(root, 'plugins');
  let mtimeMs;
  try {
    mtimeMs = statSync(folder).mtimeMs;
  } catch {
    return [];
  }
  const cached = folderCache.get(folder);
  if (cached && cached.mtimeMs === mtimeMs) return cached.ids;
  const ids = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  folderCache.set(folder, { mtimeMs, ids });
  return ids;
}

function manifestsOf(root, plugin, linted) {
  return {
    web: readManifest(join(root, 'plugins', plugin, MANIFESTS.web), linted),
    server: readManifest(join(root, 'plugins', plugin, MANIFESTS.server), linted),
  };
}

const declares = (manifest, id) => manifest.entries.some((entry) => entry.id === id);

/**
 * The manifests of a plugin (from manifestsOf) that must but do not declare `dependency` for a file of `half`
 * to import it: the half's own manifest, both for a contract, and any one that exists when the half has none.
 */
function missingDeclarations(manifests, half, dependency) {
  const existing = ['web', 'server'].filter((name) => manifests[name].exists);
  if (half !== 'shared' && manifests[half].exists) return declares(manifests[half], dependency) ? [] : [half];
  const lacking = existing.filter((name) => !declares(manifests[name], dependency));
  if (half === 'shared') return lacking;
  return lacking.length === existing.length ? lacking : [];
}

/** The dependencies of every plugin folder: both manifests' `dependsOn` together. */
function dependencyGraph(root, linted) {
  const graph = new Map();
  for (const id of pluginFolders(root)) {
    const { web, server } = manifestsOf(root, id, linted);
    graph.set(id, new Set([...web.entries, ...server.entries].map((entry) => entry.id)));
  }
  return graph;
}

/** The shortest path of dependencies from `from` to `to` ([from, …, to]), or null. */
function dependencyPath(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift();
    for (const next of graph.get(id) ?? []) {
      if (next === to) {
        const path = [to];
        for (let at = id; at !== null; at = previous.get(at)) path.unshift(at);
        return path;
      }
      if (!previous.has(next) && graph.has(next)) {
        previous.set(next, id);
        queue.push(next);
      }
    }
  }
  return null;
}

// --- Imports --------------------------------------------------------------------------------------------

const describeFile = (file) => {
  const plugin = pluginOf(file);
  if (!plugin) return file;
  if (/(^|\/)testing\//.test(plugin.rest)) return `plugins/${plugin.id} (test support)`;
  const half = plugin.rest.startsWith('public/contract/') ? 'public contract' : HALF_NAMES[halfOf(plugin.rest)];
  return `plugins/${plugin.id} (${isTestCode(file) ? `${half} test` : half})`;
};

function manifestList(plugin, halves) {
  const names = halves.map((half) => MANIFESTS[half]);
  const paths = names.map((name) => `plugins/${plugin}/${name}`);
  return { names: names.join(' and '), paths: paths.join(' and '), verb: names.length > 1 ? 'do' : 'does' };
}

/**
 * The message for an import of `target` from `file` (both project paths), or null when it is allowed.
 * `project` is { root, linted }: where the manifests are, and the file being linted when it is one.
 */
export function boundaryProblem(file, target, project = { root: DEFAULT_ROOT }) {
  const test = isTestCode(file);
  if (/^(core|plugins)\//.test(file) && !test && (target.startsWith('tests/') || /(^|\/)testing\//.test(target))) {
    return `Production code never imports test support: ${file} imports ${target}. Only tests (*.test.ts) and testing/ folders do; move the code that needs it into one.`;
  }
  if (file.startsWith('core/')) return coreProblem(file, target, test);
  if (PLUGIN_LISTS.has(file)) {
    if (file === 'plugins/index.ts' && isServerCode(target)) {
      return `plugins/index.ts lists the web plugins and imports ${target}, which is server code: list a server half in plugins/server.ts.`;
    }
    return null;
  }
  const own = pluginOf(file);
  if (!own) return null;
  const half = halfOf(own.rest);
  const who = describeFile(file);
  const other = pluginOf(target);
  const otherId = other && other.id !== own.id ? other.id : null;

  if (otherId && !other.rest.startsWith('public/') && !(test && other.rest.startsWith('testing/'))) {
    const place = test
      ? `in neither plugins/${otherId}/public/ nor plugins/${otherId}/testing/`
      : `not in plugins/${otherId}/public/`;
    return `${who} imports ${target}, which is ${place}: import what ${otherId} offers others from its public folder, or move it there.`;
  }

  if (own.rest.startsWith('public/contract/')) {
    const allowed = target.startsWith('core/contract/') || (other && other.rest.startsWith('public/contract/'));
    if (!allowed) {
      return `${who} imports ${target}: a public contract imports only core/contract/, plugins/${own.id}/public/contract/ and its dependencies' public/contract/, since both halves of any plugin may load it. Move what it needs into one of those, or this code out of public/contract/.`;
    }
  }

  if (half === 'server') {
    if (target.startsWith('core/') && !/^core\/(contract|server)\//.test(target)) {
      return `${who} imports ${target}, which is the console's web core: a server half imports of core only core/contract/ and core/server/. Move what both need to core/contract/.`;
    }
    // Test code may use any plugin's public folder and its own plugin's files, in either half.
    if (other && !test && halfOf(other.rest) === 'web') {
      const fix = otherId
        ? `a server half imports of ${otherId} only public/contract/ and public/server/. Move what both halves need to plugins/${otherId}/public/contract/.`
        : `move what both halves need to plugins/${own.id}/contract/ (or public/contract/ when other plugins need it too).`;
      return `${who} imports ${target}, which is web code: ${fix}`;
    }
  } else if (!test && isServerCode(target)) {
    const shared = other ? `plugins/${other.id}/${otherId ? 'public/contract/' : 'contract/'}` : 'core/contract/';
    return `${who} imports ${target}, which is server code: web code and contracts never import a server half. Move what both halves need to ${shared}.`;
  }

  if (otherId && !test) {
    const manifests = manifestsOf(project.root ?? DEFAULT_ROOT, own.id, project.linted);
    if (!manifests.web.exists && !manifests.server.exists) {
      return `${who} imports ${target} but plugins/${own.id} has no manifest (index.ts or server.ts) to declare the dependency: add one with dependsOn: ['${otherId}'].`;
    }
    const missing = missingDeclarations(manifests, half, otherId);
    if (missing.length > 0) {
      const { names, paths, verb } = manifestList(own.id, missing);
      const why = half === 'shared' ? ' (a contract serves both halves, so every manifest declares what it uses)' : '';
      return `${who} imports ${target} but its ${names} ${verb} not declare the dependency${why}: add '${otherId}' to dependsOn in ${paths}.`;
    }
  }
  return null;
}

function coreProblem(file, target, test) {
  if (file.startsWith('core/contract/') && !target.startsWith('core/contract/')) {
    return `core/contract imports nothing outside core/contract: ${file} imports ${target}. Move what it needs into core/contract/, or this code out of it.`;
  }
  if (target.startsWith('plugins/') && !CORE_ENTRIES.has(file)) {
    return `Core never imports a plugin (only core/web/main.tsx and core/server/main.ts import the plugin lists): ${file} imports ${target}. Let the plugin hand it to core through its manifest, or move it to core.`;
  }
  if (!test && !file.startsWith('core/server/') && target.startsWith('core/server/')) {
    return `${file} is web code and imports ${target}, which is server code: move what both need to core/contract/.`;
  }
  return null;
}

function packageProblem(file, source) {
  if (isTestCode(file) || CONTRACT_PACKAGES.has(packageName(source))) return null;
  if (file.startsWith('core/contract/')) {
    return `core/contract imports no package but zod and jsonata: ${file} imports ${source}. Move the code that needs it out of core/contract/.`;
  }
  const plugin = pluginOf(file);
  if (plugin && plugin.rest.startsWith('public/contract/')) {
    return `${describeFile(file)} imports ${source}: a public contract imports no package but zod and jsonata. Move the code that needs it out of plugins/${plugin.id}/public/contract/.`;
  }
  return null;
}

// --- Manifests, checked where they are written ---------------------------------------------------------

function manifestProblems(root, plugin, fileName, text) {
  const linted = { path: join(root, 'plugins', plugin, fileName), text };
  const { entries, at, malformed } = parseDependsOn(text);
  const problems = [];
  const manifest = `plugins/${plugin}/${fileName}`;
  if (malformed) {
    problems.push({
      index: at,
      message: `plugins/${plugin}: the import-boundary rule reads dependsOn in ${manifest} from its text, so it must be an array literal of quoted plugin ids: dependsOn: ['engine'].`,
    });
  }
  const folders = new Set(pluginFolders(root));
  const graph = dependencyGraph(root, linted);
  for (const { id, index } of entries) {
    if (id === plugin) {
      problems.push({
        index,
        message: `plugins/${plugin} depends on itself: remove '${id}' from dependsOn in ${manifest}.`,
      });
    } else if (!folders.has(id)) {
      problems.push({
        index,
        message: `plugins/${plugin} depends on '${id}', but there is no plugin folder plugins/${id}/: correct the id in dependsOn in ${manifest}, or remove it.`,
      });
    } else {
      const back = dependencyPath(graph, id, plugin);
      if (back) {
        problems.push({
          index,
          message: `plugins ${[plugin, ...back].join(' → ')} form a cycle: dependencies go one way only. Drop one of them: move what that plugin takes from the other into its own folder (or into core), then remove the id from its dependsOn.`,
        });
      }
    }
  }
  return problems;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between core, core/contract and the plugins keep to the architecture.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'The project folder; by default the one above eslint/.' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = resolve(context.options[0]?.root ?? DEFAULT_ROOT);
    const file = relative(root, context.filename).split(sep).join('/');
    if (file.startsWith('../') || file === '..') return {};
    const manifest = /^plugins\/([^/]+)\/(index\.ts|server\.ts)$/.exec(file);
    const linted = manifest ? { path: join(root, file), text: context.sourceCode.text } : undefined;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const problem = source.startsWith('.')
        ? boundaryProblem(
            file,
            relative(root, resolve(dirname(context.filename), source))
              .split(sep)
              .join('/'),
            {
              root,
              linted,
            },
          )
        : packageProblem(file, source);
      if (problem) context.report({ node, message: problem });
    };
    return {
      Program() {
        if (!manifest) return;
        for (const { index, message } of manifestProblems(root, manifest[1], manifest[2], context.sourceCode.text)) {
          context.report({ loc: context.sourceCode.getLocFromIndex(index), message });
        }
      },
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
