import type { ZodType } from 'zod';
import { API_BASE } from '../contract/http.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * One REST call, declared once beside a plugin's contract and called with `client.call(def, input)`.
 * `Req` is what the caller passes, `Res` the envelope's data on success.
 */
export interface CallDefinition<Req, Res> {
  readonly method: HttpMethod;
  /** Path under /proactive/rest: a contract's template filled with `fillPath` (core/contract/pathTemplate.ts). */
  readonly path: string | ((input: Req) => string);
  /** False for the calls made without a session (login, OpenID); true by default. */
  readonly auth?: boolean;
  readonly query?: (input: Req) => Query;
  /**
   * The request body. By default a call other than GET that has no `query` sends its input;
   * a FormData or Blob body is sent as it is, anything else as JSON.
   */
  readonly body?: (input: Req) => unknown;
  /** Extra request headers the call sends, e.g. an `Idempotency-Key`. */
  readonly headers?: (input: Req) => Record<string, string>;
  /** Validates the envelope's data; a mismatch rejects like an unreadable response. */
  readonly responseSchema?: ZodType<Res>;
  /** `blob` for downloads: a successful response's body is returned as a Blob instead of an envelope. */
  readonly response?: 'envelope' | 'blob';
  /** False to keep failures of this call out of the error toasts (the caller reports them). */
  readonly notifyErrors?: boolean;
}

export function defineCall<Req = void, Res = unknown>(definition: CallDefinition<Req, Res>): CallDefinition<Req, Res> {
  return Object.freeze({ ...definition });
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const list: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of list) if (item !== null && item !== undefined) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The request URL of a call: API_BASE, the path and the query string. */
export function callUrl<Req>(definition: CallDefinition<Req, unknown>, input: Req): string {
  const path = typeof definition.path === 'function' ? definition.path(input) : definition.path;
  if (!path.startsWith('/')) throw new Error(`Call path must start with "/": ${path}`);
  return API_BASE + path + queryString(definition.query?.(input));
}

/** The body a call sends, or undefined for none. */
export function callBody<Req>(definition: CallDefinition<Req, unknown>, input: Req): unknown {
  if (definition.body) return definition.body(input);
  if (definition.method === 'GET' || definition.query) return undefined;
  return input;
}
