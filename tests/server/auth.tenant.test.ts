import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerAccount, PasswordPolicy, TenantInfo, TenantStyle } from '../../core/contract/auth.ts';
import type { AppInfo } from '../../plugins/account/contract.ts';
import { readPackageVersion } from '../../core/server/packageInfo.ts';
import { SEED_TENANTS } from '../../core/server/seed/demoData.ts';
import { AURORA, BOREALIS, demoPassword } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

let server: TestServer;
let adminToken: string;
let partnerToken: string;
let borealisToken: string;

const aurora = SEED_TENANTS.find((tenant) => tenant.id === AURORA);
const borealis = SEED_TENANTS.find((tenant) => tenant.id === BOREALIS);

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin', TEST_ADMIN_PASSWORD);
  partnerToken = await server.login('partner', demoPassword('partner'));
  borealisToken = await server.login('borealis-admin', demoPassword('borealis-admin'));
});

afterAll(async () => {
  await server?.close();
});

const get = <T>(path: string, token: string | null = adminToken) => server.request<T>('GET', path, { token });

interface PartnerAndTenantInfo {
  tenantInfo: TenantInfo;
  partnerInfo: PartnerAccount[];
  partnerTenantInfo: { partnerManagement: boolean; accountPath: PartnerAccount[] };
}

describe('style, logo and tenant info', () => {
  it("returns the caller's tenant style for the tenant and for its partner accounts", async () => {
    const style = await get<TenantStyle>(`/user/getStyle/${AURORA}/tenant`);
    expect(style.status).toBe(200);
    expect(style.body.status).toBe('Success');
    expect(style.body.data).toEqual(aurora?.style);
    expect((await get<TenantStyle>(`/user/getStyle/${AURORA}/ACC-NW-S`)).body.data).toEqual(aurora?.style);
    const other = await get<TenantStyle>(`/user/getStyle/${BOREALIS}/tenant`, borealisToken);
    expect(other.body.data).toEqual(borealis?.style);
    expect(other.body.data.color).not.toBe(style.body.data.color);
  });

  it('returns the logo as an SVG data URL', async () => {
    const response = await get<{ logo: string }>(`/user/getLogo/${AURORA}/tenant`);
    expect(response.status).toBe(200);
    const logo = response.body.data.logo;
    expect(logo).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(logo.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('Aurora Telecom');
    expect(svg).toContain(aurora?.style.color);
  });

  it('returns the tenant info', async () => {
    const response = await get<TenantInfo>(`/user/tenantInfo/${AURORA}/ACC-NW`, partnerToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ businessName: 'Aurora Telecom', tenantId: AURORA });
  });

  it("answers 404 for another tenant's id and for an unknown account", async () => {
    for (const path of [
      `/user/getStyle/${BOREALIS}/tenant`,
      `/user/getLogo/${BOREALIS}/tenant`,
      `/user/tenantInfo/${BOREALIS}/tenant`,
      `/user/getSetting/${BOREALIS}/partnerManagement`,
      `/service/partnerandtenantinfo/${BOREALIS}`,
      `/user/getStyle/no-such-tenant/tenant`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.status).toBe('Failed');
    }
    // Borealis' own account is unknown to Aurora.
    expect((await get(`/user/getStyle/${AURORA}/ACC-FJ`)).status).toBe(404);
    expect((await get(`/user/getLogo/${AURORA}/nope`)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await get(`/user/getStyle/${AURORA}/tenant`, null)).status).toBe(401);
    expect((await get(`/user/getSetting/${AURORA}/timezone`, null)).status).toBe(401);
    expect((await get(`/service/partnerandtenantinfo/${AURORA}`, null)).status).toBe(401);
  });
});

describe('GET /user/getSetting/{tenantId}/{name}', () => {
  it('returns settings of the tenant and the computed ones', async () => {
    const setting = async (name: string) =>
      (await get<{ name: string; value: unknown }>(`/user/getSetting/${AURORA}/${name}`)).body.data;
    expect(await setting('timezone')).toEqual({ name: 'timezone', value: 'Europe/Berlin' });
    expect(await setting('worklist')).toEqual({ name: 'worklist', value: aurora?.settings.worklist });
    expect(await setting('partnerManagement')).toEqual({ name: 'partnerManagement', value: false });
    expect(await setting('defaultLandingPage')).toEqual({ name: 'defaultLandingPage', value: '/dashboard' });
    expect(await setting('sessionIdleMinutes')).toEqual({ name: 'sessionIdleMinutes', value: 30 });
    expect(await setting('sessionAbsoluteMinutes')).toEqual({ name: 'sessionAbsoluteMinutes', value: 12 * 60 });
    const other = await get<{ value: unknown }>(`/user/getSetting/${BOREALIS}/partnerManagement`, borealisToken);
    expect(other.body.data.value).toBe(true);
  });

  it('answers 404 for an unknown setting, including inherited object keys', async () => {
    for (const name of ['noSuchSetting', '__proto__', 'constructor', 'toString']) {
      const response = await get(`/user/getSetting/${AURORA}/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.body.errorDescription).toBe('The setting was not found.');
    }
  });
});

describe('GET /service/partnerandtenantinfo/{tenantId}', () => {
  it('gives a tenant user every account and no account path', async () => {
    const response = await get<PartnerAndTenantInfo>(`/service/partnerandtenantinfo/${AURORA}`);
    expect(response.status).toBe(200);
    expect(response.body.data.tenantInfo).toEqual({ businessName: 'Aurora Telecom', tenantId: AURORA });
    expect(response.body.data.partnerInfo).toEqual(aurora?.accounts);
    expect(response.body.data.partnerTenantInfo).toEqual({ partnerManagement: false, accountPath: [] });
  });

  it('gives a partner user its account with its descendants and the path from the root', async () => {
    const response = await get<PartnerAndTenantInfo>(`/service/partnerandtenantinfo/${AURORA}`, partnerToken);
    expect(response.status).toBe(200);
    expect(response.body.data.partnerInfo.map((account) => account.accountId)).toEqual(['ACC-NW-N']);
    expect(response.body.data.partnerTenantInfo.accountPath.map((account) => account.accountId)).toEqual([
      'ACC-NW',
      'ACC-NW-N',
    ]);
  });
});

describe('public tenant and server calls', () => {
  it('returns the password policy without a session, and 404 for an unknown tenant', async () => {
    const response = await get<PasswordPolicy>(`/user/getPasswordConfig/${AURORA}`, null);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(aurora?.passwordPolicy);
    expect((await get<PasswordPolicy>(`/user/getPasswordConfig/${BOREALIS}`, null)).body.data).toEqual(
      borealis?.passwordPolicy,
    );
    const unknown = await get(`/user/getPasswordConfig/no-such-tenant`, null);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDescription).toBe('The tenant was not found.');
  });

  it('returns the application info without a session', async () => {
    const response = await get<AppInfo>('/authentication/appInfo', null);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'SDP Console',
      version: readPackageVersion(),
      apiVersion: '1',
      database: server.runtime.database.kind,
      openIdEnabled: false,
    });
    expect(response.body.data.startedAt).toBeLessThanOrEqual(server.clock.now());
  });
});
