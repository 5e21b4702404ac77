import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_APPLICATION_MODE, loginResponseSchema } from '../../../core/contract/auth.ts';
import { openIdConfigSchema, openIdLoginRequestSchema } from '../contract.ts';
import { BASE_PATH } from '../../../core/contract/http.ts';
import type { ServerConfig } from '../../../core/server/config.ts';
import { ApiError, badRequest, notFound, unauthorized } from '../../../core/server/http/errors.ts';
import { defineRoute, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { newAuthorizationSecrets, OpenIdClient, openIdSettings, type OpenIdIdentity } from './openidClient.ts';
import { OpenIdRequestStore } from './openidRequestStore.ts';
import { AUTH_PATHS } from '../../../core/contract/authPaths.ts';

/** Spec section 8, spelled as the spec spells it. */
export const OPEN_ID_SUCCESS_MESSAGE = 'Open ID Request Successfull';
export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured.';
/** The one answer to every failed sign-in: the reason goes to the log only. */
export const SSO_FAILED = 'Single sign-on failed.';
/** The console route the provider sends the browser back to (spec section 2). */
export const OPENID_CALLBACK_PATH = `${BASE_PATH}/openid-login`;

const TAGS = ['OpenID Connect'];

const authorizeQuerySchema = z.strictObject({ tenantId: z.string().min(1).max(64).optional() });

/**
 * The redirect URI registered at the provider: SDP_PUBLIC_URL when set (recommended in production),
 * else the origin the console called us from, which is the origin the browser comes back to.
 */
function redirectUri(config: ServerConfig, request: FastifyRequest): string {
  const origin = config.SDP_PUBLIC_URL
    ? config.SDP_PUBLIC_URL.replace(/\/+$/, '')
    : `${request.protocol}://${request.host}`;
  return `${origin}${OPENID_CALLBACK_PATH}`;
}

/** The callback's query (code, state, iss or error) placed on our own redirect URI, whatever origin the console reports. */
function callbackOnRedirectUri(callbackUrl: string, redirect: string): URL {
  let callback: URL;
  try {
    callback = new URL(callbackUrl);
  } catch {
    throw badRequest('Invalid request: body.callbackUrl: must be an absolute URL');
  }
  const current = new URL(redirect);
  current.search = callback.search;
  return current;
}

function describeError(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: String(error) };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { error: error.message, code } : { error: error.message };
}

/**
 * OpenID Connect sign-in (authorization code with PKCE). The console asks `/openid-login/authorize`
 * for the provider URL, the provider sends the browser back to /sdp/openid-login, and the console posts
 * that URL to `/openid-login`, which answers a session like uilogin does.
 */
export function openIdRoutes(services: ServerServices): AnyRoute[] {
  const { config, db, sessions, clock } = services;
  const settings = openIdSettings(config);
  const client = settings ? new OpenIdClient(settings) : null;
  const pending = new OpenIdRequestStore(db, clock);

  function requireClient(): OpenIdClient {
    if (!client) throw new ApiError(404, SSO_NOT_CONFIGURED);
    return client;
  }

  /**
   * OIDC_TENANT binds the provider to one tenant: no other tenant can be named. Without it, the
   * console may name the tenant, and the first tenant is the default.
   */
  async function resolveTenant(requested: string | undefined): Promise<string> {
    const pinned = config.OIDC_TENANT;
    if (pinned && requested !== undefined && requested !== pinned) throw notFound('The tenant');
    const wanted = requested ?? pinned;
    let query = db.selectFrom('tenants').select('id').orderBy('created_at').orderBy('id').limit(1);
    if (wanted !== undefined) query = query.where('id', '=', wanted);
    const tenant = await query.executeTakeFirst();
    if (!tenant) throw notFound('The tenant');
    return tenant.id;
  }

  /** The one active user of the tenant with this address, compared case-insensitively; null if none or several. */
  async function findUserByEmail(tenantId: string, email: string): Promise<{ id: string } | null> {
    const users = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'ACTIVE')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .limit(2)
      .execute();
    return users.length === 1 && users[0] ? users[0] : null;
  }

  return [
    defineRoute({
      method: 'GET',
      url: AUTH_PATHS.openIdConfig,
      summary: 'Whether single sign-on is configured, so the login page can offer it',
      tags: TAGS,
      public: true,
      response: openIdConfigSchema,
      handler: async () => ({ data: { enabled: client !== null, authorizationUrl: null } }),
    }),

    defineRoute({
      method: 'GET',
      url: AUTH_PATHS.openIdAuthorize,
      summary: 'Starts a single sign-on: answers the provider URL to send the browser to (valid 10 minutes)',
      tags: TAGS,
      public: true,
      query: authorizeQuerySchema,
      response: openIdConfigSchema,
      handler: async ({ query, request }) => {
        const relyingParty = requireClient();
        const tenantId = await resolveTenant(query.tenantId);
        const secrets = newAuthorizationSecrets();
        let authorizationUrl: URL;
        try {
          authorizationUrl = await relyingParty.authorizationUrl(redirectUri(config, request), secrets);
        } catch (error) {
          request.log.error(describeError(error), 'single sign-on provider discovery failed');
          throw new ApiError(502, 'The single sign-on provider could not be reached. Try again later.');
        }
        await pending.save({ ...secrets, tenantId });
        return { data: { enabled: true, authorizationUrl: authorizationUrl.href } };
      },
    }),

    defineRoute({
      method: 'POST',
      url: AUTH_PATHS.openIdLogin,
      summary: 'Finishes a single sign-on with the URL the provider sent the browser back to; answers a session',
      tags: TAGS,
      public: true,
      body: openIdLoginRequestSchema,
      response: loginResponseSchema,
      handler: async ({ body, request }) => {
        const relyingParty = requireClient();
        const callback = callbackOnRedirectUri(body.callbackUrl, redirectUri(config, request));
        const reject = (reason: string, detail: object = {}): never => {
          request.log.warn({ reason, ...detail }, 'single sign-on failed');
          throw unauthorized(SSO_FAILED);
        };

        const state = callback.searchParams.get('state');
        if (!state) return reject('the callback carries no state');
        const taken = await pending.take(state);
        if (taken.status !== 'pending') return reject(`the state is ${taken.status}`);
        const { request: started } = taken;

        let identity: OpenIdIdentity;
        try {
          identity = await relyingParty.redeem(callback, started);
        } catch (error) {
          return reject('the provider response was rejected', describeError(error));
        }
        if (!identity.email) return reject('the provider asserted no email', { subject: identity.subject });
        if (identity.emailVerified === false) return reject('the email is not verified', { subject: identity.subject });
        const user = await findUserByEmail(started.tenantId, identity.email);
        if (!user) {
          return reject('no single active user of the tenant has this email', {
            subject: identity.subject,
            tenantId: started.tenantId,
          });
        }

        const session = await sessions.create({
          tenantId: started.tenantId,
          userId: user.id,
          applicationMode: DEFAULT_APPLICATION_MODE,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        await db
          .updateTable('users')
          .set({ last_login_at: new Date(clock()) })
          .where('tenant_id', '=', started.tenantId)
          .where('id', '=', user.id)
          .execute();
        request.log.info({ userId: user.id, tenantId: started.tenantId }, 'single sign-on succeeded');
        return {
          data: { token: session.token, expiry: session.expiry, passwordExpired: false },
          message: OPEN_ID_SUCCESS_MESSAGE,
        };
      },
    }),
  ];
}
