import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_HINT_SCRIPT } from '../../core/contract/themeHint.ts';
import { rawRequest, type RawResponse } from '../support/rawHttp.ts';
import { FIRST_START_READY_MS, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { ADMIN_PASSWORD, seededDataDir } from './seededConsole.ts';

/** The built product as `npm start` runs it: compiled server, built console, embedded database seeded on first start. */
let server: ServerProcess;

beforeAll(async () => {
  // A first start: it migrates and seeds the demo data before it is ready, minutes on a loaded machine.
  server = await startServerProcess({ readyWithinMs: FIRST_START_READY_MS });
});

afterAll(async () => {
  await server?.stop();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/proactive/rest${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-sdp-provider': 'sdp-console', ...(init.headers ?? {}) },
  });

describe('the production server', () => {
  it('prints a generated admin password once and accepts it', async () => {
    const match = /password: (\S+)/.exec(server.logs());
    expect(match, server.logs()).not.toBeNull();
    const response = await api('/authentication/uilogin', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: match?.[1] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      message: string;
      data: { token: string; expiry: number };
    };
    expect(body.status).toBe('Success');
    expect(body.message).toBe('Login Request Successfull');
    expect(body.data.expiry).toBeGreaterThan(Date.now());
  });

  it('serves the console under /sdp with a strict CSP and no caching of index.html', async () => {
    for (const path of ['/sdp', '/sdp/', '/sdp/login', '/sdp/monitor/order-listing/order?orderNumber=1']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      // One inline script, the theme hint, allowed by its hash and nothing else.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(inline).toEqual([THEME_HINT_SCRIPT]);
      expect(csp).toContain(`'sha256-${createHash('sha256').update(THEME_HINT_SCRIPT).digest('base64')}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The login page paints before its JavaScript: its form is in the HTML, the other paths' root is empty.
      if (path === '/sdp/login') expect(html).toMatch(/<form[^>]*aria-label="Sign in"/);
      else expect(html).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and answers 404 for missing ones', async () => {
    const assets = await readdir(join(process.cwd(), 'dist', 'web', 'assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    expect(script).toBeDefined();
    const response = await fetch(`${server.baseUrl}/sdp/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.baseUrl}/sdp/assets/missing-0000.js`)).status).toBe(404);
  });

  it('answers 404 outside /sdp and the API, and reports health', async () => {
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });
});

const WEB_DIR = join(process.cwd(), 'dist', 'web');
const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

function varies(response: RawResponse): boolean {
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(response.headers.vary ?? ''));
}

/** The files index.html loads before the console paints: the entry script, its preloads and styles. */
function firstLoads(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:src|href)="(\/sdp\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
}

describe('delivery of the built console', () => {
  it('wrote a brotli and a gzip copy beside index.html and every script of 1 kB or more', async () => {
    const assets = await readdir(join(WEB_DIR, 'assets'));
    const scripts: string[] = [];
    for (const name of assets.filter((file) => file.endsWith('.js'))) {
      if ((await stat(join(WEB_DIR, 'assets', name))).size >= 1024) scripts.push(name);
    }
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts)
      expect(assets, script).toEqual(expect.arrayContaining([`${script}.br`, `${script}.gz`]));
    expect(await readdir(WEB_DIR)).toEqual(
      expect.arrayContaining(['index.html.br', 'index.html.gz', 'login.html.br', 'login.html.gz']),
    );
  });

  it.each(['br', 'gzip'] as const)(
    'sends /sdp/login (the pre-rendered login.html) and what it loads first as %s, byte for byte the build',
    async (encoding) => {
      const indexHtml = await readFile(join(WEB_DIR, 'login.html'));
      const page = await rawRequest('GET', `${server.baseUrl}/sdp/login`, { 'accept-encoding': encoding });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(varies(page)).toBe(true);
      expect(DECODERS[encoding](page.body)).toEqual(indexHtml);

      const files = firstLoads(indexHtml.toString('utf8'));
      expect(files.some((file) => file.endsWith('.js'))).toBe(true);
      let plainBytes = indexHtml.length;
      let sentBytes = page.body.length;
      for (const file of files) {
        const asset = await rawRequest('GET', `${server.baseUrl}${file}`, { 'accept-encoding': encoding });
        expect(asset.status, file).toBe(200);
        expect(asset.headers['content-encoding'], file).toBe(encoding);
        expect(varies(asset), file).toBe(true);
        const onDisk = await readFile(join(WEB_DIR, file.slice('/sdp/'.length)));
        expect(DECODERS[encoding](asset.body), file).toEqual(onDisk);
        plainBytes += onDisk.length;
        sentBytes += asset.body.length;
      }
      expect(sentBytes).toBeLessThan(plainBytes / 2);
    },
  );

  it('sends the plain files to a client that accepts no encoding', async () => {
    const response = await rawRequest('GET', `${server.baseUrl}/sdp/login`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varies(response)).toBe(true);
    expect(response.body).toEqual(await readFile(join(WEB_DIR, 'login.html')));
  });

  it('answers HEAD on console paths, assets and the probes', async () => {
    const indexHtml = await readFile(join(WEB_DIR, 'index.html'), 'utf8');
    const script = firstLoads(indexHtml).find((file) => file.endsWith('.js')) as string;
    for (const path of ['/sdp', '/sdp/', '/sdp/login', '/sdp/users?tab=roles', script, '/healthz', '/readyz']) {
      const head = await rawRequest('HEAD', `${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(head.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
    }
    expect((await rawRequest('HEAD', `${server.baseUrl}/sdp/assets/missing-0000.js`)).status).toBe(404);
  });

  it('compresses API answers over 1 kB and leaves smaller ones plain', async () => {
    const password = /password: (\S+)/.exec(server.logs())?.[1] ?? '';
    const login = await api('/authentication/uilogin', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { 'x-sdp-provider': 'sdp-console', authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
    const users = await rawRequest('GET', `${server.baseUrl}/proactive/rest/user/getAllUserDetails`, headers);
    expect(users.status).toBe(200);
    expect(users.headers['content-encoding']).toBe('br');
    const decoded = DECODERS.br(users.body);
    expect(decoded.length).toBeGreaterThan(1024);
    expect(JSON.parse(decoded.toString('utf8'))).toMatchObject({ status: 'Success' });

    const appInfo = await rawRequest('GET', `${server.baseUrl}/proactive/rest/authentication/appInfo`, headers);
    expect(appInfo.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(appInfo.body.toString('utf8'))).toMatchObject({ status: 'Success' });
  });
});

describe('a restart on the same data', () => {
  it('keeps the data and prints no new password', async () => {
    const { rm } = await import('node:fs/promises');
    // The seeded console template is the data a first start given SDP_ADMIN_PASSWORD left, stopped.
    const dataDir = await seededDataDir();
    try {
      const second = await startServerProcess({ dataDir });
      try {
        expect(second.logs()).not.toMatch(/password: /);
        const response = await fetch(`${second.baseUrl}/proactive/rest/authentication/uilogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sdp-provider': 'sdp-console' },
          body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        });
        expect(response.status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
