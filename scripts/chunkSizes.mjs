// Every JavaScript chunk of the production build with its gzip size and the most it may weigh: 60 kB; the code
// editor's chunk 130 kB (CodeMirror, loaded whole by the screens that edit code) and React's DOM renderer 70 kB
// (react-dom-client is one module of 66 kB: no split can make it smaller). `chunkSizeProblems` names each past it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most (gzip kB) one chunk may weigh, unless CHUNK_LIMIT_EXCEPTIONS names it. */
export const CHUNK_LIMIT_KB = 60;

/** Chunks allowed more, by the file name's start (the chunk's name, before Vite's hash). */
export const CHUNK_LIMIT_EXCEPTIONS = [
  { name: 'the code editor', prefix: 'CodeEditor-', limitKb: 130 },
  { name: "React's DOM renderer", prefix: 'react-dom-client-', limitKb: 70 },
];

/** The limit of a chunk file (`assets/<name>-<hash>.js`) in gzip kB. */
export function chunkLimitKb(file) {
  const base = file.split('/').pop() ?? file;
  return CHUNK_LIMIT_EXCEPTIONS.find((exception) => base.startsWith(exception.prefix))?.limitKb ?? CHUNK_LIMIT_KB;
}

/**
 * `files` with `gzipBytesOf(file)` and the module each chunk was built for (`labelOf(file)`), heaviest first:
 * `{ file, label, kb, limitKb }`.
 */
export function chunkSizes(files, gzipBytesOf, labelOf = () => null) {
  return files
    .map((file) => ({
      file,
      label: labelOf(file),
      kb: Math.round((gzipBytesOf(file) / 1024) * 10) / 10,
      limitKb: chunkLimitKb(file),
    }))
    .sort((a, b) => b.kb - a.kb);
}

/** A message for each chunk heavier than its limit. */
export function chunkSizeProblems(chunks) {
  return chunks
    .filter((chunk) => chunk.kb > chunk.limitKb)
    .map(
      (chunk) =>
        `${chunk.file}${chunk.label ? ` (${chunk.label})` : ''} is ${chunk.kb.toFixed(1)} kB gzip, over its ${chunk.limitKb} kB limit`,
    );
}

/** Reads the production build in `webDir`: every `.js` under assets/, labelled by its source module if it has one. */
export function measureChunks(webDir) {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const labels = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? null]));
  const files = readdirSync(join(webDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  return chunkSizes(
    files,
    (file) => gzipSync(readFileSync(join(webDir, file))).length,
    (file) => labels.get(file) ?? null,
  );
}
