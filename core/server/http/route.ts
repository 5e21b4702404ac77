import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PermissionRequirement } from '../../contract/permissions.ts';
import { isValidPermissionKey } from '../../contract/permissions.ts';
import type { AuthContext } from '../auth/authContext.ts';
import type { CoreDatabase } from '../db/schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler returns: the envelope's data, and optionally its message and an HTTP status. */
export interface Reply<T> {
  data: T;
  message?: string;
  statusCode?: number;
}

export function ok<T>(data: T, message?: string): Reply<T> {
  return message === undefined ? { data } : { data, message };
}

export interface RouteContext<TBody, TParams, TQuery, TAuth extends AuthContext | null> {
  body: TBody;
  params: TParams;
  query: TQuery;
  auth: TAuth;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteShape<TBody, TParams, TQuery, TData> {
  method: HttpMethod;
  /** Path under /proactive/rest, with Fastify parameters: `/user/getStyle/:tenantId/:accountId`. */
  url: string;
  summary: string;
  tags?: string[];
  body?: z.ZodType<TBody>;
  params?: z.ZodType<TParams>;
  query?: z.ZodType<TQuery>;
  /** Schema of the envelope's data; the response is parsed through it, so unlisted fields never leave. */
  response: z.ZodType<TData>;
  /**
   * The handler answers with a server-sent event stream (`openEventStream`) instead of an envelope: the
   * pipeline checks access and reads the parts as for any route, then leaves the reply to the handler;
   * `response` is the schema of one event's data.
   */
  eventStream?: true;
  /**
   * The handler answers with a file (its own content type and `content-disposition`) instead of an
   * envelope, sent through the reply as it is written; failures before it starts are envelopes as usual.
   * `response` documents nothing then: give `z.never()`.
   */
  download?: { contentTypes: readonly string[] };
  /**
   * Runs once the path parameters are read, before the query and body are: a route about one row checks
   * here that the caller's tenant has it (throwing a 404), so another tenant's id is answered the same
   * whatever else the request holds.
   */
  checkTarget?: (ctx: { params: TParams; auth: AuthContext | null }) => Promise<void>;
  /**
   * Path parameters naming one existing row of the given tenant, e.g. `{ orderId: '…' }`. The permission
   * matrix test calls the route with them as another tenant's user and expects 404.
   */
  exampleParams?: (lookup: ExampleLookup) => Promise<Record<string, string> | null>;
}

export interface ExampleLookup {
  db: Kysely<CoreDatabase>;
  tenantId: string;
}

/** A route anyone may call. */
export interface PublicRoute<TBody = unknown, TParams = unknown, TQuery = unknown, TData = unknown> extends RouteShape<
  TBody,
  TParams,
  TQuery,
  TData
> {
  public: true;
  permission?: never;
  tenantParam?: never;
  handler(ctx: RouteContext<TBody, TParams, TQuery, AuthContext | null>): Promise<Reply<TData>>;
}

/** A route that needs a session holding the permission (spec section 6 keys). */
export interface ProtectedRoute<
  TBody = unknown,
  TParams = unknown,
  TQuery = unknown,
  TData = unknown,
> extends RouteShape<TBody, TParams, TQuery, TData> {
  public?: never;
  permission: PermissionRequirement;
  /** A path parameter naming a tenant: another tenant's id answers 404, as if absent. */
  tenantParam?: keyof TParams & string;
  handler(ctx: RouteContext<TBody, TParams, TQuery, AuthContext>): Promise<Reply<TData>>;
}

export type RouteDefinition<TBody = unknown, TParams = unknown, TQuery = unknown, TData = unknown> =
  PublicRoute<TBody, TParams, TQuery, TData> | ProtectedRoute<TBody, TParams, TQuery, TData>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any, any>;

/**
 * Declares a route. A route must either be explicitly public or name its permission key(s); anything
 * else is refused here, so no route can be registered without an access decision.
 */
export function defineRoute<TBody = undefined, TParams = undefined, TQuery = undefined, TData = unknown>(
  route: RouteDefinition<TBody, TParams, TQuery, TData>,
): RouteDefinition<TBody, TParams, TQuery, TData> {
  assertAccessDeclared(route as AnyRoute);
  return route;
}

export function assertAccessDeclared(route: AnyRoute): void {
  const where = `${route.method} ${route.url}`;
  if (route.public === true) {
    if (route.permission !== undefined) throw new Error(`Route ${where} is public and also names a permission`);
    return;
  }
  const keys = typeof route.permission === 'string' ? [route.permission] : (route.permission ?? []);
  if (keys.length === 0) throw new Error(`Route ${where} names no permission key and is not declared public`);
  const invalid = keys.filter((key) => !isValidPermissionKey(key));
  if (invalid.length > 0) throw new Error(`Route ${where} names invalid permission keys: ${invalid.join(', ')}`);
}
