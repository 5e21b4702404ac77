import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_LIMIT_KB, measureChunks } from '../../scripts/chunkSizes.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** JS of the entry and everything it imports statically, in gzip kB. */
  entryKb: number;
  /** What the login route loads before it answers: the entry's graph, which holds the login island. */
  loginRouteKb: number;
  /** Each lazily loaded chunk of a plugin page, with its gzip kB (its own file only). */
  pluginChunks: { src: string; kb: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Reads the Vite manifest of the production build and measures the initial JavaScript. */
export function measureBundle(webDir = join(process.cwd(), 'dist', 'web')): BundleFigures {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(webDir, file))).length);
    return gzipped.get(file) as number;
  };
  const staticGraph = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) staticGraph(imported, seen);
    return seen;
  };
  const jsBytes = (keys: Set<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + sizeOf(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  const entry = staticGraph(entryKey);
  // The entry holds the login island (core/web/main.tsx): /sdp/login loads nothing else before it answers.
  const login = entry;

  const pluginChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && (chunk.src ?? '').startsWith('plugins/'))
    .map(([, chunk]) => ({ src: chunk.src ?? chunk.file, kb: kb(sizeOf(chunk.file)) }))
    .sort((a, b) => b.kb - a.kb);

  return { entryKb: kb(jsBytes(entry)), loginRouteKb: kb(jsBytes(login)), pluginChunks };
}

/** Chunks this heavy are listed one by one; the rest are counted. */
const LISTED_FROM_KB = 10;

/** Every chunk of `LISTED_FROM_KB` or more with its gzip size and limit, the heaviest first; the rest counted. */
export function printChunkSizes(webDir: string): void {
  const chunks = measureChunks(webDir);
  console.log(`  chunks (gzip; target each ≤ ${CHUNK_LIMIT_KB} kB, or its own limit)`);
  for (const chunk of chunks.filter((each) => each.kb >= LISTED_FROM_KB)) {
    const over = chunk.kb > chunk.limitKb ? '  OVER' : '';
    console.log(
      `    ${(chunk.label ?? chunk.file).padEnd(50)} ${chunk.kb.toFixed(1).padStart(6)} kB   (≤ ${chunk.limitKb})${over}`,
    );
  }
  const rest = chunks.filter((each) => each.kb < LISTED_FROM_KB);
  if (rest.length > 0) console.log(`    ${rest.length} more chunks, each under ${LISTED_FROM_KB} kB`);
}
