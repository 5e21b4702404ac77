import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { loadConfig } from '../../core/server/config.ts';
import { MAX_STREAMS_PER_USER } from '../../core/server/http/eventStream.ts';
import { registerStaticConsole } from '../../core/server/http/staticConsole.ts';
import { ORDER_PATHS, ORDER_RESOURCE } from '../../plugins/engine/public/contract/order.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** What every answer tells the browser, the console's files served, and what one user may hold open. */
let server: TestServer;
let webDir: string;
let token: string;

async function webBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sdp-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>SDP</title>');
  await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log(1);\n//# sourceMappingURL=main-abc123.js.map');
  await writeFile(join(dir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["core/web/main.tsx"]}');
  return dir;
}

async function signIn(username: string): Promise<string> {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    permissions: { monitor: { orders: '0100' } },
  });
  return server.login(user.username, user.password);
}

beforeAll(async () => {
  webDir = await webBuild();
  server = await startTestServer({ SDP_WEB_DIR: webDir });
  token = await signIn('headers-operator');
});

afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('forbids framing as the CSP does, and every powerful browser feature', async () => {
    for (const path of ['/sdp/', '/healthz', `${API_BASE}/openapi.json`]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('permissions-policy'), path).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
    }
  });

  it('lets no cache keep an answer of the API, a failure included', async () => {
    const listing = await server.request('GET', ORDER_RESOURCE.paths.list, { token });
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toBe('no-store');
    const refused = await server.request('GET', ORDER_RESOURCE.paths.list);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the console without its source maps unless asked to', async () => {
    expect((await fetch(`${server.baseUrl}/sdp/assets/main-abc123.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/sdp/assets/main-abc123.js.map`)).status).toBe(404);
    // Asked to: the variable reaches the static handler, which then serves them (a handler alone, not a
    // second whole server, which is slow to start beside the other test files).
    expect(loadConfig({ SDP_SERVE_SOURCE_MAPS: '1' }).SDP_SERVE_SOURCE_MAPS).toBe(true);
    const withMaps = Fastify();
    try {
      await registerStaticConsole(withMaps, webDir, { serveSourceMaps: true });
      expect((await withMaps.inject({ method: 'GET', url: '/sdp/assets/main-abc123.js.map' })).statusCode).toBe(200);
    } finally {
      await withMaps.close();
    }
  });
});

describe('event streams', () => {
  const open = (bearer: string, abort: AbortController) =>
    fetch(`${server.baseUrl}${API_BASE}${ORDER_PATHS.stream}`, {
      headers: { [PROVIDER_HEADER]: CONSOLE_PROVIDER, authorization: `Bearer ${bearer}` },
      signal: abort.signal,
    });

  it(`holds at most ${MAX_STREAMS_PER_USER} open for one user, and frees a place when one closes`, async () => {
    const aborts = Array.from({ length: MAX_STREAMS_PER_USER }, () => new AbortController());
    try {
      const opened = await Promise.all(aborts.map((abort) => open(token, abort)));
      expect(opened.map((response) => response.status)).toEqual(aborts.map(() => 200));
      const over = await open(token, new AbortController());
      expect(over.status).toBe(429);
      expect(((await over.json()) as { errorDescription: string }).errorDescription).toContain(
        `${MAX_STREAMS_PER_USER} event streams open (the limit)`,
      );
      const other = new AbortController();
      expect((await open(await signIn('headers-other'), other)).status).toBe(200);
      other.abort();
      aborts.pop()?.abort();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = new AbortController();
      aborts.push(again);
      expect((await open(token, again)).status).toBe(200);
    } finally {
      for (const abort of aborts) abort.abort();
    }
  });
});
