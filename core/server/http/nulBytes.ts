import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '../../contract/failures.ts';
import { invalidField, type ApiError } from './errors.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/** A field's name as a message may show it: a NUL inside a key is written out. */
const printable = (key: string) => key.replaceAll(NUL, '\\u0000');

/** A JSON text's `\u0000` escape (after an even number of backslashes, so not an escaped backslash). */
const JSON_NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/i;
const LOOKS_LIKE_JSON = /^\s*[[{]/;

/** The dotted path of the first string (or key) holding a NUL in a value, depth first, without recursion. */
function nulPath(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      // A body taken as text (an endpoint of the outside world) is parsed later: a JSON one is read now.
      if (path === '' && LOOKS_LIKE_JSON.test(current) && JSON_NUL_ESCAPE.test(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, item] of entries.reverse()) {
      const itemPath = path ? `${path}.${printable(key)}` : printable(key);
      if (key.includes(NUL)) return itemPath;
      pending.push({ value: item, path: itemPath });
    }
  }
  return null;
}

/**
 * The refusal of a request holding a NUL character in any string of its path parameters, query, headers
 * or body (a JSON `\u0000` included), naming the first such field; null when there is none. PostgreSQL
 * cannot store NUL in text, so such input is refused here, once, before any route reads it.
 */
export function nulByteRefusal(request: FastifyRequest): ApiError | null {
  const parts: [FieldError['part'], unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['header', request.headers],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const path = nulPath(value);
    if (path !== null) return invalidField(part, path, NUL_MESSAGE);
  }
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the edge refused the request, for a route that records refused calls itself (`recordsRefusals`). */
    edgeRefusal?: ApiError;
  }
  interface FastifyContextConfig {
    /** The route answers (and records) a request the edge refused, found on `request.edgeRefusal`. */
    recordsRefusals?: boolean;
  }
}

/** Refuses NUL characters on every route of the app, plugins' endpoints included. */
export function registerNulByteCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const refusal = nulByteRefusal(request);
    if (!refusal) return;
    if (request.routeOptions.config.recordsRefusals) request.edgeRefusal = refusal;
    else throw refusal;
  });
}
