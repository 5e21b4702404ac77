import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantStyle } from '../../core/contract/auth.ts';
import { STYLE_VERSION_HEADER } from '../../core/contract/http.ts';
import type { TenantSettings } from '../../plugins/settings/contract.ts';
import { AURORA, BOREALIS, demoPassword } from './support/fixtures.ts';
import { auditOf, caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: Caller;
let operator: Caller;
let borealis: Caller;

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  operator = caller(server, await server.login('operator', demoPassword('operator')));
  borealis = caller(server, await server.login('borealis-admin', demoPassword('borealis-admin')));
});

afterAll(async () => {
  await server?.close();
});

async function settings(api: Caller = admin): Promise<TenantSettings> {
  return expectStatus(await api.get<TenantSettings>('/setting/tenant'), 200).body.data;
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

function decodedLogo(dataUrl: string | null): string {
  return Buffer.from((dataUrl ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
}

describe('reading the tenant settings', () => {
  it("returns the caller's tenant: style, logo, policy, landing page, partner flag, timeouts and version", async () => {
    const aurora = await settings();
    expect(aurora).toMatchObject({
      tenantId: AURORA,
      style: { background: '#1F2937', color: '#F05223', font: '#FFFFFF', logosize: 50 },
      defaultLandingPage: '/dashboard',
      partnerManagement: false,
      sessionIdleMinutes: 30,
      sessionAbsoluteMinutes: 12 * 60,
      version: 1,
    });
    expect(aurora.passwordPolicy.minLength).toBe(12);
    expect(aurora.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await settings(borealis)).tenantId).toBe(BOREALIS);
    expectStatus(await operator.get('/setting/tenant'), 403);
  });
});

describe('saving the tenant settings', () => {
  it('needs the version: 428 without, 412 when stale, keeping the first change', async () => {
    const before = await settings();
    expectStatus(await admin.put('/setting/tenant', { partnerManagement: true }), 428);
    const saved = await admin.put<TenantSettings>('/setting/tenant', {
      version: before.version,
      defaultLandingPage: '/monitor/worklist',
    });
    expect(expectStatus(saved, 200).body.data).toMatchObject({
      defaultLandingPage: '/monitor/worklist',
      version: before.version + 1,
    });
    const stale = await admin.put('/setting/tenant', { version: before.version, defaultLandingPage: '/reports' });
    expectStatus(stale, 412);
    expect((await settings()).defaultLandingPage).toBe('/monitor/worklist');
  });

  it('applies a new style, and every authenticated response then carries the new style version', async () => {
    const styleBefore = await operator.get<TenantStyle>(`/user/getStyle/${AURORA}/tenant`);
    const versionBefore = Number(styleBefore.headers.get(STYLE_VERSION_HEADER));
    const current = await settings();
    expect(versionBefore).toBe(current.version);

    const style = { background: 'rgb(10, 20, 30)', color: '#0a8', font: '241,83,35', logosize: 64 };
    const saved = await admin.put<TenantSettings>('/setting/tenant', { version: current.version, style });
    expectStatus(saved, 200);
    expect(saved.headers.get(STYLE_VERSION_HEADER)).toBe(String(current.version + 1));

    const styleAfter = await operator.get<TenantStyle>(`/user/getStyle/${AURORA}/tenant`);
    expect(styleAfter.body.data).toEqual(style);
    expect(Number(styleAfter.headers.get(STYLE_VERSION_HEADER))).toBe(versionBefore + 1);
    const borealisVersion = (await borealis.get('/setting/tenant')).headers.get(STYLE_VERSION_HEADER);
    expect(borealisVersion).toBe('1');

    const entry = (await auditOf(server, AURORA)).filter((row) => row.entity === 'tenant').at(-1);
    expect(entry).toMatchObject({ action: 'update', actor_username: 'admin' });
    expect(entry?.before).toMatchObject({ style: current.style, version: current.version });
    expect(entry?.after).toMatchObject({ style, version: current.version + 1, signInPolicy: current.passwordPolicy });
  });

  it('refuses invalid colours, logo sizes, policies and timeouts with a 400 naming the field', async () => {
    const { version, style } = await settings();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ style: { ...style, color: 'red' } }, /body\.style\.color: must be a hex colour/],
      [{ style: { ...style, background: '#abcd' } }, /body\.style\.background/],
      [{ style: { ...style, font: 'rgb(1, 2, 3); x: url(y)' } }, /body\.style\.font/],
      [{ style: { ...style, logosize: 10 } }, /body\.style\.logosize/],
      [{ style: { ...style, logosize: 201 } }, /body\.style\.logosize/],
      [{ passwordPolicy: { ...(await settings()).passwordPolicy, minLength: 4 } }, /body\.passwordPolicy\.minLength/],
      [{ passwordPolicy: { ...(await settings()).passwordPolicy, extra: true } }, /body\.passwordPolicy\.extra/],
      [{ sessionIdleMinutes: 2 }, /body\.sessionIdleMinutes/],
      [{ sessionAbsoluteMinutes: 60 * 24 * 31 }, /body\.sessionAbsoluteMinutes/],
      [
        { sessionIdleMinutes: 120, sessionAbsoluteMinutes: 60 },
        /body\.sessionAbsoluteMinutes: must be at least the idle timeout/,
      ],
      [{ sessionIdleMinutes: 12 * 60 + 1 }, /body\.sessionAbsoluteMinutes: must be at least the idle timeout/],
      [{ defaultLandingPage: 'https://evil.example' }, /body\.defaultLandingPage/],
    ];
    for (const [fields, message] of cases) {
      const response = await admin.put('/setting/tenant', { version, ...fields });
      expectStatus(response, 400);
      expect(response.body.errorDescription).toMatch(message);
    }
    expect((await settings()).version).toBe(version);
  });

  it('stores session timeouts that new sessions then use', async () => {
    const { version } = await settings();
    const saved = await admin.put<TenantSettings>('/setting/tenant', {
      version,
      sessionIdleMinutes: 45,
      sessionAbsoluteMinutes: 240,
    });
    expect(expectStatus(saved, 200).body.data).toMatchObject({ sessionIdleMinutes: 45, sessionAbsoluteMinutes: 240 });
    const login = await server.request<{ expiry: number }>('POST', '/authentication/uilogin', {
      body: { username: 'operator', password: demoPassword('operator') },
    });
    expect(login.body.data.expiry - server.clock.now()).toBe(45 * 60_000);
  });
});

describe('the logo', () => {
  it('stores a PNG and serves it as the tenant logo', async () => {
    const dataUrl = `data:image/png;base64,${ONE_PIXEL_PNG}`;
    const saved = await admin.put<TenantSettings>('/setting/logo', { dataUrl });
    expect(expectStatus(saved, 200).body.data.logo).toBe(dataUrl);
    expect((await operator.get<{ logo: string }>(`/user/getLogo/${AURORA}/tenant`)).body.data.logo).toBe(dataUrl);
    const entry = (await auditOf(server, AURORA)).at(-1);
    expect(entry).toMatchObject({ entity: 'tenant', action: 'logo' });
    expect(entry?.after).toMatchObject({ logo: { mediaType: 'image/png', bytes: 70 } });
    expect(JSON.stringify(entry)).not.toContain(ONE_PIXEL_PNG);
  });

  it('refuses data whose bytes are not of the declared type, other types and malformed data URLs', async () => {
    const before = await settings();
    const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64');
    for (const dataUrl of [
      `data:image/png;base64,${jpegBytes}`,
      `data:image/jpeg;base64,${ONE_PIXEL_PNG}`,
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/png;base64,@@@@',
      'https://example.com/logo.png',
      svgDataUrl('<html><body>not svg</body></html>'),
      svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      svgDataUrl(
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
    ]) {
      const response = await admin.put('/setting/logo', { dataUrl });
      expectStatus(response, 400);
      expect(response.body.errorDescription, dataUrl.slice(0, 40)).toMatch(/body\.dataUrl/);
    }
    expect((await settings()).logo).toBe(before.logo);
  });

  it('refuses a logo over 200 KB with 413', async () => {
    const big = Buffer.concat([Buffer.from(ONE_PIXEL_PNG, 'base64'), Buffer.alloc(201 * 1024)]);
    const response = await admin.put('/setting/logo', { dataUrl: `data:image/png;base64,${big.toString('base64')}` });
    expectStatus(response, 413);
    expect(response.body.errorDescription).toMatch(/at most 200 KB/);
  });

  it('cleans scripts, event handlers and external references out of an SVG', async () => {
    const svg = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" onload="alert(1)">',
      '<script>alert(2)</script>',
      '<style>.brand{fill:#f05223}</style>',
      '<style>@import url(https://evil.example/x.css);</style>',
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>',
      '<rect class="brand" width="40" height="40" fill="url(#g)" onclick="steal()"/>',
      '<rect width="10" height="10" style="fill:url(https://evil.example/track.png)"/>',
      '<a href="javascript:alert(3)"><text x="50" y="25">Aurora</text></a>',
      '<image href="https://evil.example/pixel.png" width="1" height="1"/>',
      '<use xlink:href="#g"/>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '</svg>',
    ].join('');
    const saved = await admin.put<TenantSettings>('/setting/logo', { dataUrl: svgDataUrl(svg) });
    const cleaned = decodedLogo(expectStatus(saved, 200).body.data.logo);
    expect(cleaned).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const forbidden of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'steal',
      'javascript:',
      'evil.example',
      '@import',
      'foreignObject',
    ]) {
      expect(cleaned, forbidden).not.toContain(forbidden);
    }
    for (const kept of ['.brand{fill:#f05223}', 'fill="url(#g)"', 'Aurora', 'xlink:href="#g"', 'linearGradient']) {
      expect(cleaned, kept).toContain(kept);
    }
  });

  it('refuses an SVG nested too deep before parsing it, and never holds up other requests', async () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(10_000)}${'</g>'.repeat(10_000)}</svg>`;
    const response = await admin.put('/setting/logo', { dataUrl: svgDataUrl(deep) });
    expectStatus(response, 400);
    expect(response.body.errorDescription).toMatch(/body\.dataUrl: line 1, column \d+: nested deeper than 32 elements/);
  });

  // On the main thread, the loop would stall and the health check wait for about the whole cleaning: the bounds grow
  // with the cleaning's own time, so that a loaded machine, slower at both, does not fail it.
  it('cleans the largest accepted SVG off the main thread: the event loop never stalls', async () => {
    const shapes = '<rect x="1" y="2" width="3" height="4" fill="#abcdef"/>'.repeat(2_000);
    const large = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${shapes}</svg>`;
    let worstStall = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      worstStall = Math.max(worstStall, now - last - 5);
      last = now;
    }, 5);
    try {
      const savedAt = performance.now();
      const [{ saved, saveMs }, health] = await Promise.all([
        admin
          .put<TenantSettings>('/setting/logo', { dataUrl: svgDataUrl(large) })
          .then((response) => ({ saved: response, saveMs: performance.now() - savedAt })),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const started = performance.now();
          await fetch(`${server.baseUrl}/healthz`);
          return performance.now() - started;
        })(),
      ]);
      expect(decodedLogo(expectStatus(saved, 200).body.data.logo)).toContain('<rect');
      const times = `save ${Math.round(saveMs)} ms, health ${Math.round(health)} ms, stall ${Math.round(worstStall)} ms`;
      expect(health, times).toBeLessThan(Math.max(250, saveMs / 2));
      expect(worstStall, times).toBeLessThan(Math.max(150, saveMs / 2));
    } finally {
      clearInterval(probe);
    }
  });

  it('accepts URL-encoded SVG and removes the logo with null', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    const encoded = await admin.put<TenantSettings>('/setting/logo', {
      dataUrl: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    });
    expect(decodedLogo(expectStatus(encoded, 200).body.data.logo)).toContain('<circle');
    const removed = await admin.put<TenantSettings>('/setting/logo', { dataUrl: null });
    expect(expectStatus(removed, 200).body.data.logo).toBeNull();
    expect((await operator.get<{ logo: null }>(`/user/getLogo/${AURORA}/tenant`)).body.data.logo).toBeNull();
    expect((await auditOf(server, AURORA)).at(-1)).toMatchObject({ action: 'removeLogo', after: { logo: null } });
  });

  it('checks a version when one is sent', async () => {
    const { version } = await settings();
    expectStatus(await admin.put('/setting/logo', { dataUrl: null, version: version - 1 }), 412);
    const saved = await admin.put<TenantSettings>('/setting/logo', { dataUrl: null, version });
    expect(expectStatus(saved, 200).body.data.version).toBe(version + 1);
  });
});
