import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { success } from '../../contract/envelope.ts';
import {
  API_BASE,
  PROVIDER_HEADER,
  PROVIDER_PATTERN,
  SESSION_REFRESH_HEADER,
  STYLE_VERSION_HEADER,
} from '../../contract/http.ts';
import { hasPermission } from '../../contract/permissions.ts';
import type { AuthContext } from '../auth/authContext.ts';
import type { SessionService } from '../auth/sessionService.ts';
import { bindTenant } from '../db/tenantBinding.ts';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from './errors.ts';
import { assertAccessDeclared, type AnyRoute } from './route.ts';
import { parseRequestPart } from './validation.ts';

const emptyObject = z.strictObject({});

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function requireProvider(request: FastifyRequest): void {
  const provider = request.headers[PROVIDER_HEADER];
  if (typeof provider !== 'string' || provider.length === 0) {
    throw badRequest(`Invalid request: header.${PROVIDER_HEADER}: required (the name of the requesting provider)`);
  }
  if (!PROVIDER_PATTERN.test(provider)) {
    throw badRequest(
      `Invalid request: header.${PROVIDER_HEADER}: must be 1-64 letters, digits, dots, dashes or underscores`,
    );
  }
}

async function authenticate(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
  required: boolean,
): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token) {
    if (required) throw unauthorized();
    return null;
  }
  const session = await sessions.authenticate(token);
  if (!session) {
    if (required) throw unauthorized();
    return null;
  }
  if (session.refreshed) reply.header(SESSION_REFRESH_HEADER, session.refreshed);
  reply.header(STYLE_VERSION_HEADER, String(session.auth.tenantVersion));
  request.auth = session.auth;
  return session.auth;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** Registers declared routes under /proactive/rest: provider header, session, permission, tenant, zod, envelope. */
export function registerRoutes(app: FastifyInstance, sessions: SessionService, routes: readonly AnyRoute[]): void {
  for (const route of routes) {
    assertAccessDeclared(route);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    app.route({
      method: route.method,
      url: `${API_BASE}${route.url}`,
      config: { sdpRoute: route },
      handler: async (request, reply) => {
        // Every answer of the API is a tenant's or a user's data: no shared or browser cache keeps it.
        reply.header('cache-control', 'no-store');
        requireProvider(request);
        const auth = await authenticate(sessions, request, reply, route.public !== true);
        if (route.public !== true) {
          if (!auth || !hasPermission(auth.subject, route.permission)) throw forbidden();
        }
        const params = parseRequestPart(route.params ?? emptyObject, request.params ?? {}, 'params');
        if (route.public !== true && route.tenantParam && auth) {
          if ((params as Record<string, unknown>)[route.tenantParam] !== auth.tenantId) throw notFound('The tenant');
        }
        await route.checkTarget?.({ params, auth });
        const query = parseRequestPart(route.query ?? emptyObject, request.query ?? {}, 'query');
        const body = hasBody && route.body ? parseRequestPart(route.body, request.body, 'body') : undefined;
        if (hasBody && !route.body && request.body !== undefined && request.body !== null) {
          parseRequestPart(emptyObject, request.body, 'body');
        }
        const context = { body, params, query, auth, request, reply } as never;
        // Every write of a signed-in caller's request is bound to the caller's tenant (db/tenantGuard.ts).
        const result = await (route.public !== true && auth
          ? bindTenant(auth.tenantId, () => route.handler(context))
          : route.handler(context));
        if (route.eventStream || route.download) return reply;
        const parsed = route.response.safeParse(result.data);
        if (!parsed.success) {
          request.log.error({ issues: parsed.error.issues, route: route.url }, 'response did not match its schema');
          throw new ApiError(500, 'The server could not produce a valid response.');
        }
        reply.code(result.statusCode ?? 200);
        return success(parsed.data, result.message ?? '');
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    sdpRoute?: AnyRoute;
  }
}
