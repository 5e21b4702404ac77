import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserInfo } from '../../core/contract/auth.ts';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { buildApp } from '../../core/server/app.ts';
import { accountDb } from '../../plugins/account/server/accountTables.ts';
import { openIdRoutes } from '../../plugins/account/server/openidRoutes.ts';
import { freePort } from '../support/freePort.ts';
import { ADMIN_EMAIL, ADMIN_USERNAME } from '../../core/server/seed/demoData.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from './support/oidcProvider.ts';
import { startTestServer, type ApiResponse, type TestServer } from './support/testServer.ts';

/** Aurora's demo operator, whose address no Borealis user has (the administrator's has one at Borealis). */
const OPERATOR_EMAIL = 'operator@aurora.example';

/** OpenID Connect sign-in end to end: the real server, a real oidc-provider on loopback, the browser played over HTTP. */
interface OpenIdConfig {
  enabled: boolean;
  authorizationUrl: string | null;
}

const CLIENT_ID = 'sdp-console-test';
const CLIENT_SECRET = randomBytes(24).toString('base64url');
const SSO_FAILED = 'Single sign-on failed.';
const TEN_MINUTES = 10 * 60_000;

let server: TestServer;
let provider: TestOidcProvider;
let redirectUri: string;

beforeAll(async () => {
  // The redirect URI names the SDP port, so the SDP server starts first; it discovers the issuer lazily.
  const providerPort = await freePort();
  server = await startTestServer({
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_ALLOW_HTTP: '1',
  });
  redirectUri = `${server.baseUrl}/sdp/openid-login`;
  provider = await startOidcProvider({
    port: providerPort,
    redirectUri,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accounts: new Map([
      ['admin', { email: ADMIN_EMAIL, email_verified: true }],
      ['shouting-admin', { email: ADMIN_EMAIL.toUpperCase(), email_verified: true }],
      ['unverified-admin', { email: ADMIN_EMAIL, email_verified: false }],
      ['outsider', { email: 'outsider@elsewhere.example', email_verified: true }],
      ['operator', { email: OPERATOR_EMAIL, email_verified: true }],
    ]),
  });
});

afterAll(async () => {
  await provider?.close();
  await server?.close();
});

async function authorize(tenantId?: string): Promise<URL> {
  const query = tenantId === undefined ? '' : `?tenantId=${encodeURIComponent(tenantId)}`;
  const response = await server.request<OpenIdConfig>('GET', `/openid-login/authorize${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.data.enabled).toBe(true);
  return new URL(response.body.data.authorizationUrl ?? '');
}

/** Starts a sign-in, signs in at the provider as `accountId`, and returns the URL the browser comes back to. */
async function callbackFor(accountId: string, tenantId: string = AURORA): Promise<string> {
  const authorizationUrl = await authorize(tenantId);
  return signInAtProvider(authorizationUrl.href, accountId, redirectUri);
}

function finish(callbackUrl: string): Promise<ApiResponse<LoginResponse>> {
  return server.request<LoginResponse>('POST', '/openid-login', { body: { callbackUrl } });
}

function withState(callbackUrl: string, state: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('state', state);
  return url.href;
}

function expectSsoFailed(response: ApiResponse): void {
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({ status: 'Failed', data: null, errorDescription: SSO_FAILED });
}

async function whoAmI(token: string): Promise<ApiResponse<UserInfo>> {
  return server.request<UserInfo>('POST', '/authentication/getUserAndRole/provisioning', { token, body: {} });
}

async function signsIn(accountId: string, tenantId: string = AURORA): Promise<LoginResponse> {
  const response = await finish(await callbackFor(accountId, tenantId));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('OpenID Connect sign-in against a real provider', () => {
  it('tells the login page that single sign-on is offered', async () => {
    const response = await server.request<OpenIdConfig>('GET', '/openid-login/config');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ enabled: true, authorizationUrl: null });
  });

  it('starts a sign-in with PKCE (S256), a fresh state and nonce, and the console callback as redirect URI', async () => {
    const first = await authorize(AURORA);
    const second = await authorize(AURORA);
    const params = first.searchParams;
    expect(`${first.origin}${first.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(redirectUri);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.get('code_challenge_method')).toBe('S256');
    const state = params.get('state') ?? '';
    expect(Buffer.from(state, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(second.searchParams.get('state')).not.toBe(state);
    expect(second.searchParams.get('nonce')).not.toBe(params.get('nonce'));

    const row = await accountDb(server.runtime.services.db)
      .selectFrom('oidc_requests')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(AURORA);
    expect(row.nonce).toBe(params.get('nonce'));
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(params.get('code_challenge'));
    expect(row.expires_at.getTime() - server.clock.now()).toBe(TEN_MINUTES);
  });

  it('signs in the user whose email the provider asserts, with a session that works and a callback that works once', async () => {
    const callbackUrl = await callbackFor('admin');
    expect(new URL(callbackUrl).searchParams.get('code')).toBeTruthy();

    const response = await finish(callbackUrl);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.status).toBe('Success');
    expect(response.body.message).toBe('Open ID Request Successfull');
    expect(response.body.data.passwordExpired).toBe(false);
    expect(response.body.data.expiry).toBeGreaterThan(server.clock.now());

    const me = await whoAmI(response.body.data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: ADMIN_USERNAME, tenantId: AURORA, email: ADMIN_EMAIL });

    const state = new URL(callbackUrl).searchParams.get('state') ?? '';
    const left = await accountDb(server.runtime.services.db)
      .selectFrom('oidc_requests')
      .select('state')
      .where('state', '=', state)
      .execute();
    expect(left).toEqual([]);
    expectSsoFailed(await finish(callbackUrl));
  });

  it('matches the email without regard to case', async () => {
    const session = await signsIn('shouting-admin');
    expect((await whoAmI(session.token)).body.data.username).toBe(ADMIN_USERNAME);
  });

  it('refuses an email that no user of the tenant has', async () => {
    expectSsoFailed(await finish(await callbackFor('outsider')));
  });

  it('refuses an address the provider marks unverified', async () => {
    expectSsoFailed(await finish(await callbackFor('unverified-admin')));
  });

  it('matches users only within the tenant the sign-in started for', async () => {
    const withAddress = async (tenantId: string) =>
      server.runtime.services.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', OPERATOR_EMAIL))
        .execute();
    expect(await withAddress(AURORA)).toHaveLength(1);
    expect(await withAddress(BOREALIS)).toEqual([]);
    expectSsoFailed(await finish(await callbackFor('operator', BOREALIS)));
  });

  it('refuses a user once disabled', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'sso-operator',
      permissions: {},
    });
    provider.accounts.set('sso-operator', { email: `${user.username}@fixture.example`, email_verified: true });
    const session = await signsIn('sso-operator');
    expect((await whoAmI(session.token)).body.data.username).toBe(user.username);

    await server.runtime.services.db
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('tenant_id', '=', AURORA)
      .where('username', '=', user.username)
      .execute();
    expectSsoFailed(await finish(await callbackFor('sso-operator')));
  });

  it('refuses a state it never issued, and the real state still works afterwards', async () => {
    const callbackUrl = await callbackFor('admin');
    expectSsoFailed(await finish(withState(callbackUrl, randomBytes(32).toString('base64url'))));
    expect((await finish(callbackUrl)).status).toBe(200);
  });

  it("refuses a code presented with another sign-in's state (PKCE and nonce bind the code to its own request)", async () => {
    const other = await authorize(AURORA);
    const callbackUrl = await callbackFor('admin');
    expectSsoFailed(await finish(withState(callbackUrl, other.searchParams.get('state') ?? '')));
  });

  it('refuses an error answer from the provider and consumes its state', async () => {
    const state = (await authorize(AURORA)).searchParams.get('state') ?? '';
    const denied = `${redirectUri}?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(provider.issuer)}`;
    expectSsoFailed(await finish(denied));
    const left = await accountDb(server.runtime.services.db)
      .selectFrom('oidc_requests')
      .select('state')
      .where('state', '=', state)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 400 naming the field when callbackUrl is not a URL', async () => {
    const response = await finish('not a url');
    expect(response.status).toBe(400);
    expect(response.body.errorDescription).toMatch(/body\.callbackUrl/);
  });

  it('refuses a callback that comes back after the 10-minute window', async () => {
    const callbackUrl = await callbackFor('admin');
    server.clock.advance(TEN_MINUTES + 1_000);
    expectSsoFailed(await finish(callbackUrl));
  });
});

describe('OpenID Connect when not configured', () => {
  // The same routes built from a configuration without OIDC_ISSUER, served by the real app builder on the same database.
  let app: FastifyInstance;

  beforeAll(async () => {
    const services = server.runtime.services;
    const config = {
      ...services.config,
      OIDC_ISSUER: undefined,
      OIDC_CLIENT_ID: undefined,
      OIDC_CLIENT_SECRET: undefined,
    };
    app = await buildApp({
      config,
      routes: openIdRoutes({ ...services, config }),
      sessions: services.sessions,
      ready: async () => true,
      webDir: '/nonexistent-web-dir',
      version: 'test',
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers: { [PROVIDER_HEADER]: CONSOLE_PROVIDER },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json<ApiResponse<OpenIdConfig>['body']>() };
  };

  it('says so to the login page and refuses to start or finish a sign-in', async () => {
    const config = await call('GET', '/openid-login/config');
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({ enabled: false, authorizationUrl: null });
    const start = await call('GET', '/openid-login/authorize');
    expect(start.status).toBe(404);
    expect(start.body.errorDescription).toBe('Single sign-on is not configured.');
    const finishing = await call('POST', '/openid-login', { callbackUrl: `${redirectUri}?code=x&state=y` });
    expect(finishing.status).toBe(404);
    expect(finishing.body.errorDescription).toBe('Single sign-on is not configured.');
  });
});
