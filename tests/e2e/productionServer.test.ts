import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/** The built product as `npm start` runs it: compiled server, built console, embedded database seeded on first start. */
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
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
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
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

describe('a restart on the same data', () => {
  it('keeps the data and prints no new password', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dataDir = await mkdtemp(join(tmpdir(), 'sdp-restart-'));
    try {
      const first = await startServerProcess({ dataDir, env: { SDP_ADMIN_PASSWORD: 'Restart#Admin-2026-ok' } });
      await first.stop();
      const second = await startServerProcess({ dataDir });
      try {
        expect(second.logs()).not.toMatch(/password: /);
        const response = await fetch(`${second.baseUrl}/proactive/rest/authentication/uilogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sdp-provider': 'sdp-console' },
          body: JSON.stringify({ username: 'admin', password: 'Restart#Admin-2026-ok' }),
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
