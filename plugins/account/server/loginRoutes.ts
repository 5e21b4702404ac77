import { z } from 'zod';
import {
  DEFAULT_APPLICATION_MODE,
  getUserAndRoleBodySchema,
  getUserAndRoleParamsSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  userInfoSchema,
} from '../../../core/contract/auth.ts';
import { appInfoSchema } from '../contract.ts';
import { ALWAYS_ALLOWED } from '../../../core/contract/permissions.ts';
import { findProjectRoot, readPackageVersion } from '../../../core/server/packageInfo.ts';
import { forbidden, notFound, unauthorized } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { clientAddress, INVALID_CREDENTIALS, type AccountDeps } from './accountDeps.ts';
import { accountKey, addressKey } from './bruteForce.ts';
import { findUserByUsername, isPasswordExpired, verifyPasswordOrDummy } from './credentials.ts';
import { userInfoOf } from './userInfo.ts';
import { findTenant, findUserById } from '../../../core/server/auth/userDirectory.ts';
import { AUTH_PATHS } from '../../../core/contract/authPaths.ts';

const TAGS = ['Authentication'];
export const API_VERSION = '1';

/** A logout token may arrive as the bare token or as the `token:expiryMillis` cookie value. */
function bareToken(value: string): string {
  return value.split(':', 1)[0] ?? '';
}

export function loginRoutes(deps: AccountDeps): AnyRoute[] {
  const { db, sessions, clock } = deps;
  const version = readPackageVersion(findProjectRoot());

  const uiLogin = defineRoute({
    method: 'POST',
    url: AUTH_PATHS.uiLogin,
    summary: 'Signs in with username and password; returns a session token and its expiry (epoch ms).',
    tags: TAGS,
    public: true,
    body: loginRequestSchema,
    response: loginResponseSchema,
    handler: async ({ body, request }) => {
      const account = accountKey(body.username);
      const attempt = await deps.guard.begin([account, addressKey(clientAddress(request))], {
        clearOnSuccess: [account],
      });
      const user = await findUserByUsername(db, body.username);
      const passwordMatches = await verifyPasswordOrDummy(user?.passwordHash, body.password);
      if (!user || !passwordMatches || user.status !== 'ACTIVE') {
        const reason = !user ? 'unknown user' : !passwordMatches ? 'wrong password' : 'user disabled';
        request.log.warn({ username: body.username, reason }, 'login failed');
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      const tenant = await findTenant(db, user.tenantId);
      if (!tenant) throw unauthorized(INVALID_CREDENTIALS);
      const userAgent = request.headers['user-agent'];
      const session = await sessions.create({
        tenantId: user.tenantId,
        userId: user.id,
        applicationMode: DEFAULT_APPLICATION_MODE,
        ip: clientAddress(request),
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      });
      const now = clock();
      await db
        .updateTable('users')
        .set({ last_login_at: new Date(now) })
        .where('id', '=', user.id)
        .execute();
      // The session as every later call will see it (its merged roles, now in the auth cache too).
      const signedIn = await sessions.authenticate(session.token);
      if (!signedIn) throw unauthorized(INVALID_CREDENTIALS);
      request.log.info({ userId: user.id, tenantId: user.tenantId }, 'login succeeded');
      return ok(
        {
          ...session,
          passwordExpired: isPasswordExpired(tenant.passwordPolicy, user.passwordChangedAt, now),
          user: await userInfoOf(db, user, tenant, signedIn.auth.subject, DEFAULT_APPLICATION_MODE),
        },
        'Login Request Successfull',
      );
    },
  });

  const getUserAndRole = defineRoute({
    method: 'POST',
    url: AUTH_PATHS.getUserAndRole,
    summary:
      'The user info of the session (spec section 3) with its merged permission tree. The user comes from the bearer token only; the body is ignored.',
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: getUserAndRoleParamsSchema,
    body: getUserAndRoleBodySchema,
    response: userInfoSchema,
    handler: async ({ params, auth }) => {
      const mode = params.mode || DEFAULT_APPLICATION_MODE;
      const [user, tenant] = await Promise.all([
        findUserById(db, auth.tenantId, auth.userId),
        findTenant(db, auth.tenantId),
      ]);
      if (!user || !tenant) throw unauthorized();
      if (mode !== auth.applicationMode) {
        await db.updateTable('sessions').set({ application_mode: mode }).where('id', '=', auth.sessionId).execute();
      }
      return ok(await userInfoOf(db, user, tenant, auth.subject, mode));
    },
  });

  const logout = defineRoute({
    method: 'POST',
    url: AUTH_PATHS.logout,
    summary: "Ends the caller's session named by the token (the bare token or the `token:expiry` cookie value).",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    body: logoutRequestSchema,
    response: z.null(),
    handler: async ({ body, auth, request }) => {
      if (body.tenantId !== auth.tenantId || body.userName.toLowerCase() !== auth.username.toLowerCase())
        throw forbidden();
      const revoked = await sessions.revokeToken(bareToken(body.token), auth.tenantId, auth.userId, 'logout');
      if (!revoked) throw notFound('The session');
      request.log.info({ userId: auth.userId, tenantId: auth.tenantId }, 'logged out');
      return ok(null, 'Logout Request Successfull');
    },
  });

  const appInfo = defineRoute({
    method: 'GET',
    url: AUTH_PATHS.appInfo,
    summary: 'Name, version, database kind and start time of the server, and whether OpenID sign-in is enabled.',
    tags: TAGS,
    public: true,
    response: appInfoSchema,
    handler: async () => {
      return ok({
        name: 'SDP Console',
        version,
        apiVersion: API_VERSION,
        database: deps.database.kind,
        startedAt: deps.startedAt,
        openIdEnabled: Boolean(deps.config.OIDC_ISSUER && deps.config.OIDC_CLIENT_ID),
      });
    },
  });

  return [uiLogin, getUserAndRole, logout, appInfo] as AnyRoute[];
}
