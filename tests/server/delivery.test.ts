import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { rawRequest, type RawResponse } from '../support/rawHttp.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/**
 * What goes over the wire: the console's files as the build compressed them, API answers of 1 kB or
 * more compressed on the fly, and HEAD wherever GET answers. The web dir is written here the way the
 * build writes it (each file with its .br and .gz); tests/e2e/productionServer.test.ts checks the real build.
 */
let server: TestServer;
let webDir: string;
let token: string;

const INDEX_HTML = `<!doctype html><html><head><title>SDP</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
/** The build's login.html: index.html with the login form pre-rendered in #root (scripts/prerender-login.mjs). */
const LOGIN_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root"><form aria-label="Sign in"></form></div>',
);
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index} }`).join(', ')}];\n`;
const SCRIPT_PATH = '/sdp/assets/app-C0ffee42.js';
const ENCODINGS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

async function writeBuiltFile(path: string, content: string): Promise<void> {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'sdp-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeBuiltFile(join(webDir, 'index.html'), INDEX_HTML);
  await writeBuiltFile(join(webDir, 'login.html'), LOGIN_HTML);
  await writeBuiltFile(join(webDir, 'assets', 'app-C0ffee42.js'), SCRIPT);
  server = await startTestServer({ SDP_WEB_DIR: webDir });
  token = await server.login('admin', TEST_ADMIN_PASSWORD);
});

afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(method, `${server.baseUrl}${path}`, headers);

const api = (method: string, path: string, acceptEncoding: string, body?: string) =>
  rawRequest(
    method,
    `${server.baseUrl}/proactive/rest${path}`,
    {
      [PROVIDER_HEADER]: CONSOLE_PROVIDER,
      authorization: `Bearer ${token}`,
      'accept-encoding': acceptEncoding,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  );

/** The body as the client reads it, after undoing the content-encoding the response names. */
function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === undefined) return response.body.toString('utf8');
  const decode = ENCODINGS[encoding as keyof typeof ENCODINGS];
  if (!decode) throw new Error(`unexpected content-encoding ${String(encoding)}`);
  return decode(response.body).toString('utf8');
}

function varyNames(response: RawResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('the console files', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
  ])('sends a hashed asset as the build compressed it for accept-encoding %s', async (accepted, sent) => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(sent);
    expect(varyNames(response)).toContain('accept-encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 2);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it.each([[{}], [{ 'accept-encoding': 'identity' }]])(
    'sends the plain file when no encoding is accepted (%o)',
    async (headers) => {
      const response = await get(SCRIPT_PATH, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      // A shared cache must still tell this answer from the compressed ones.
      expect(varyNames(response)).toContain('accept-encoding');
      expect(response.body.toString('utf8')).toBe(SCRIPT);
    },
  );

  it.each(['/sdp', '/sdp/', '/sdp/login', '/sdp/monitor/order-listing/order?orderNumber=1'])(
    'sends index.html (login.html for /sdp/login) for %s compressed as accepted, never cached',
    async (path) => {
      for (const [accepted, sent] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await get(path, { 'accept-encoding': accepted });
        expect(response.status, `${path} ${accepted}`).toBe(200);
        expect(response.headers['content-encoding'], `${path} ${accepted}`).toBe(sent);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(varyNames(response)).toContain('accept-encoding');
        expect(decoded(response)).toBe(path === '/sdp/login' ? LOGIN_HTML : INDEX_HTML);
      }
    },
  );

  it('does not serve the compressed copies under their own names, and a missing asset stays 404', async () => {
    for (const path of [`${SCRIPT_PATH}.br`, `${SCRIPT_PATH}.gz`, '/sdp/assets/missing-0000.js']) {
      const response = await get(path, { 'accept-encoding': 'br' });
      expect(response.status, path).toBe(404);
      expect(JSON.parse(decoded(response))).toMatchObject({ status: 'Failed' });
    }
  });
});

describe('API answers', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('compresses an answer over 1 kB for accept-encoding %s, envelope intact', async (accepted, sent) => {
    const plain = await api('GET', '/user/getAllUserDetails', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await api('GET', '/user/getAllUserDetails', accepted);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(sent);
    expect(varyNames(response)).toContain('accept-encoding');
    expect(response.body.length).toBeLessThan(plain.body.length / 2);
    const envelope = JSON.parse(decoded(response)) as { status: string; data: { items: unknown[] } };
    expect(envelope.status).toBe('Success');
    expect(envelope).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('compresses a POST answer over 1 kB (the user info) and keeps the session headers', async () => {
    const response = await api('POST', '/authentication/getUserAndRole', 'br', '{}');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-sdp-style-version']).toBeDefined();
    expect(JSON.parse(decoded(response))).toMatchObject({ status: 'Success', data: { username: 'admin' } });
  });

  it('sends an answer under 1 kB as it is, whatever the client accepts', async () => {
    const response = await api('GET', '/authentication/appInfo', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ status: 'Success' });
  });

  it('keeps failures as envelopes with their status', async () => {
    const missing = await api('GET', '/no/such/route', 'br');
    expect(missing.status).toBe(404);
    expect(JSON.parse(decoded(missing))).toMatchObject({ status: 'Failed' });

    const bad = await api('GET', '/user/getAllUserDetails?limit=9999', 'br');
    expect(bad.status).toBe(400);
    expect(JSON.parse(decoded(bad))).toMatchObject({
      status: 'Failed',
      errorDescription: expect.stringContaining('limit'),
    });
  });

  it('reads a request body as sent: a gzip body is malformed JSON, never inflated', async () => {
    const response = await rawRequest(
      'POST',
      `${server.baseUrl}/proactive/rest/authentication/uilogin`,
      { [PROVIDER_HEADER]: CONSOLE_PROVIDER, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD })),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(decoded(response))).toMatchObject({
      status: 'Failed',
      errorDescription: 'Invalid request: body: malformed JSON',
    });
  });
});

describe('HEAD', () => {
  it.each(['/sdp', '/sdp/', '/sdp/login', '/sdp/users?tab=roles', SCRIPT_PATH])(
    'answers HEAD %s like GET, without a body',
    async (path) => {
      for (const accepted of ['br', 'identity']) {
        const head = await get(path, { 'accept-encoding': accepted }, 'HEAD');
        const full = await get(path, { 'accept-encoding': accepted });
        expect(head.status, `${path} ${accepted}`).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers['content-type']).toBe(full.headers['content-type']);
        expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
        expect(head.headers['content-length']).toBe(String(full.body.length));
      }
    },
  );

  it('answers HEAD on the health probes and 404 on a missing asset', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const head = await get(path, {}, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(head.body.length).toBe(0);
    }
    expect((await get('/sdp/assets/missing-0000.js', {}, 'HEAD')).status).toBe(404);
    expect((await get('/elsewhere', {}, 'HEAD')).status).toBe(404);
  });
});
