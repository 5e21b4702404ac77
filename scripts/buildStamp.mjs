// What the production build was made from: a stamp of the build's sources (each file's path, size and
// modification time), written by `scripts/build.mjs` once the build succeeded, so that `npm start` can tell
// a current build from a stale one without building again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The folders and files the build reads (tests and documentation aside). */
export const BUILD_SOURCES = [
  'core',
  'plugins',
  'themes',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'package.json',
  'package-lock.json',
];
/** Where the stamp of the sources of the build in `dist/` is kept. */
export const STAMP_FILE = join('dist', '.build-stamp');
/** What the build makes: missing, it is not current whatever the stamp says. */
export const BUILD_OUTPUTS = [join('dist', 'server', 'core', 'server', 'main.js'), join('dist', 'web', 'index.html')];

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

async function filesUnder(path) {
  const info = await stat(path);
  if (!info.isDirectory()) return [{ path, info }];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules' && !isTest(entry.name))
      .map((entry) => filesUnder(join(path, entry.name))),
  );
  return nested.flat();
}

/** The stamp of the build's sources under `root` as they are now. */
export async function sourceStamp(root) {
  const roots = BUILD_SOURCES.map((source) => join(root, source)).filter((path) => existsSync(path));
  const files = (await Promise.all(roots.map(filesUnder))).flat();
  const lines = files.map(({ path, info }) => `${relative(root, path)}\0${info.size}\0${info.mtimeMs}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export async function writeStamp(root, stamp) {
  await writeFile(join(root, STAMP_FILE), `${stamp}\n`);
}

/** Whether `dist/` holds a build of the sources as they are now. */
export async function buildIsCurrent(root) {
  if (BUILD_OUTPUTS.some((output) => !existsSync(join(root, output)))) return false;
  const stampFile = join(root, STAMP_FILE);
  if (!existsSync(stampFile)) return false;
  return (await readFile(stampFile, 'utf8')).trim() === (await sourceStamp(root));
}
