// The first page's JavaScript: the entry chunk and every chunk it imports statically, with the source
// modules each holds (from the build's source maps). `firstPageProblems` names what may not be there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript (gzip kB) the login route may load before it answers: the entry's static graph. */
export const LOGIN_ROUTE_LIMIT_KB = 110;

/** Modules the first page (the login screen) must not carry: zod, any plugin's screens, the main layout. */
export const FORBIDDEN_ON_FIRST_PAGE = [
  { name: 'zod', pattern: /(^|\/)node_modules\/zod\//, why: 'zod serves the lazily loaded screens and the server' },
  { name: 'plugin screens', pattern: /(^|\/)plugins\/[^/]+\/pages\//, why: "a plugin's screens load with their route" },
  {
    name: 'the main layout',
    pattern: /(^|\/)core\/shell\/layout\/MainLayout\.tsx$/,
    why: 'the header, sidebar and partner bar load with the first signed-in screen (core/workspace/LazyMainLayout.tsx)',
  },
];

/** The chunk keys of the entry's static import graph, each with the chain of keys that reaches it. */
export function staticGraph(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const chains = new Map([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const key = queue.shift();
    for (const imported of manifest[key]?.imports ?? []) {
      if (chains.has(imported)) continue;
      chains.set(imported, [...chains.get(key), imported]);
      queue.push(imported);
    }
  }
  return chains;
}

/**
 * Every forbidden module on the first page, as a message naming it, why, and the chunks importing it; and
 * the first page's JavaScript past LOGIN_ROUTE_LIMIT_KB. `sourcesOf(file)` gives the source paths bundled
 * in a chunk file, `gzipBytesOf(file)` its gzip size (left out: sizes are not checked).
 */
export function firstPageProblems(manifest, sourcesOf, gzipBytesOf) {
  const problems = [];
  if (gzipBytesOf) {
    const files = [...staticGraph(manifest).keys()]
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'));
    const kb = files.reduce((sum, file) => sum + gzipBytesOf(file), 0) / 1024;
    if (kb > LOGIN_ROUTE_LIMIT_KB) {
      problems.push(
        `the login route loads ${kb.toFixed(1)} kB of JavaScript (gzip) before it answers, over the ${LOGIN_ROUTE_LIMIT_KB} kB limit: ${files.join(', ')}`,
      );
    }
  }
  for (const [key, chain] of staticGraph(manifest)) {
    const file = manifest[key]?.file ?? '';
    if (!file.endsWith('.js')) continue;
    const paths = sourcesOf(file).map((source) => source.replace(/^(\.\.\/)+/, ''));
    for (const rule of FORBIDDEN_ON_FIRST_PAGE) {
      const found = paths.filter((path) => rule.pattern.test(path));
      if (found.length === 0) continue;
      const modules = found.length === 1 ? found[0] : `${found.length} modules, such as ${found[0]}`;
      problems.push(`${rule.name} (${modules}) is on the first page, but ${rule.why}: ${chain.join(' → ')}`);
    }
  }
  return problems;
}

/** Reads the production build in `webDir` and checks its first page. */
export function checkBuild(webDir) {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sourcesOf = (file) => {
    const mapPath = join(webDir, `${file}.map`);
    return existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')).sources : [];
  };
  const gzipBytesOf = (file) => gzipSync(readFileSync(join(webDir, file))).length;
  return firstPageProblems(manifest, sourcesOf, gzipBytesOf);
}
