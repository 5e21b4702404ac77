import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_PATH } from '../../contract/http.ts';

/** The build's index.html with the login page pre-rendered in it (scripts/prerender-login.mjs). */
const LOGIN_PAGE = 'login.html';
const ONE_YEAR = 'public, max-age=31536000, immutable';
/** The build writes `<file>.br` and `<file>.gz` beside each text file (vite.config.ts, `precompress`). */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * Serves the built console under /sdp: hashed assets cached for a year, index.html never cached,
 * login.html (the same page with the login form pre-rendered) for /sdp/login when the build has it,
 * and index.html for every other /sdp path so the console's router can take it (SPA fallback).
 * Each file goes out as the build compressed it (brotli or gzip, as the request accepts, with
 * `Vary: accept-encoding`); GET and HEAD alike; source maps only when asked. Files are looked up on the
 * disk per request, so a rebuild's new chunks and pages are served by the running server (a tab still on
 * the old build reloads once onto them: `core/workspace/chunkReload.ts`). Returns false when there is no
 * build to serve at start.
 */
export async function registerStaticConsole(
  app: FastifyInstance,
  webDir: string,
  { serveSourceMaps = false }: { serveSourceMaps?: boolean } = {},
): Promise<boolean> {
  if (!existsSync(join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: `${BASE_PATH}/`,
    index: false,
    // One route for every path under /sdp/ (not a route per file found at start, which a rebuild outdates).
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathname) => servedDirectly(pathname, serveSourceMaps),
    setHeaders(res, path) {
      const file = path.replace(PRECOMPRESSED_SUFFIX, '');
      if (file.endsWith('index.html') || file.endsWith(LOGIN_PAGE)) res.header('cache-control', 'no-cache');
      else if (file.includes(`${join('/', 'assets', '/')}`)) res.header('cache-control', ONE_YEAR);
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply) => sendConsoleIndex(reply);
  app.get(BASE_PATH, sendIndex);
  app.get(`${BASE_PATH}/`, sendIndex);
  app.get(`${BASE_PATH}/login`, async (_request, reply) => {
    if (!existsSync(join(webDir, LOGIN_PAGE))) return sendConsoleIndex(reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(LOGIN_PAGE);
  });
  return true;
}

/**
 * The compressed copies are reached through their file's own URL only; source maps show the console's
 * sources, so they are left out unless the operator asks for them.
 */
function servedDirectly(pathname: string, serveSourceMaps: boolean): boolean {
  if (PRECOMPRESSED_SUFFIX.test(pathname)) return false;
  return serveSourceMaps || !pathname.endsWith('.map');
}

/** The console's index.html, never cached, compressed as the request accepts. */
export function sendConsoleIndex(reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
}

/** True when a missing path under /sdp should get the console's index.html rather than a 404. */
export function isConsoleFallbackPath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith(`${BASE_PATH}/`)) return false;
  // A missing hashed asset is a real 404, so a stale chunk fails loudly instead of loading HTML.
  return !path.startsWith(`${BASE_PATH}/assets/`);
}
