import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
