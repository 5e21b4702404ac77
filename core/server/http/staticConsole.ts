import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_PATH } from '../../contract/http.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built console under /sdp: hashed assets cached for a year, index.html never cached,
 * and index.html for every other /sdp path so the console's router can take it (SPA fallback).
 * Returns false when there is no build to serve.
 */
export async function registerStaticConsole(app: FastifyInstance, webDir: string): Promise<boolean> {
  if (!existsSync(join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: `${BASE_PATH}/`,
    index: false,
    wildcard: false,
    setHeaders(res, path) {
      if (path.endsWith('index.html')) res.header('cache-control', 'no-cache');
      else if (path.includes(`${join('/', 'assets', '/')}`)) res.header('cache-control', ONE_YEAR);
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get(BASE_PATH, sendIndex);
  app.get(`${BASE_PATH}/`, sendIndex);
  return true;
}

/** True when a missing path under /sdp should get the console's index.html rather than a 404. */
export function isConsoleFallbackPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith(`${BASE_PATH}/`)) return false;
  // A missing hashed asset is a real 404, so a stale chunk fails loudly instead of loading HTML.
  return !path.startsWith(`${BASE_PATH}/assets/`);
}
