import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** How deep a JSON body may nest: far beyond any payload of the API, far below what recursion on it can bear. */
export const MAX_JSON_DEPTH = 100;

/**
 * True when the JSON text nests objects and arrays deeper than `limit`: read once, character by character,
 * strings skipped, before anything parses or walks it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), after a check of the body's nesting: a body
 * deeper than `MAX_JSON_DEPTH` is a 400 before it is parsed.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(badRequest(`Invalid request: body: nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
