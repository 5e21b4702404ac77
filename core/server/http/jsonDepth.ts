import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.ts';

/** How deep a JSON body may nest: far beyond any payload of the API, far below what recursion on it can bear. */
export const MAX_JSON_DEPTH = 100;

/** The segments of a field's path named in a refusal: enough to find it, never a path 100 levels long. */
const NAMED_SEGMENTS = 12;

interface Frame {
  readonly object: boolean;
  /** The key of the member being read (objects), or the element's index (arrays). */
  at: string | number | null;
  /** An object's next string is a key. */
  expectsKey: boolean;
}

/**
 * Where the JSON text first nests objects and arrays deeper than `limit`: the path of the container that
 * goes past it (`['bundle', 'items', 0, 'fields', 'x', …]`), or null when it never does. Read once, character
 * by character, strings skipped, before anything parses or walks it.
 */
export function pathDeeperThan(text: string, limit: number): (string | number)[] | null {
  const frames: Frame[] = [];
  let stringStart = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (stringStart >= 0) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) {
        const frame = frames.at(-1);
        if (frame?.object && frame.expectsKey) {
          frame.at = keyOf(text.slice(stringStart, index + 1));
          frame.expectsKey = false;
        }
        stringStart = -1;
      }
    } else if (char === 0x22) {
      stringStart = index;
    } else if (char === 0x7b || char === 0x5b) {
      if (frames.length >= limit) return frames.map((frame) => frame.at ?? '');
      frames.push({ object: char === 0x7b, at: char === 0x7b ? null : 0, expectsKey: char === 0x7b });
    } else if (char === 0x7d || char === 0x5d) {
      frames.pop();
    } else if (char === 0x2c) {
      const frame = frames.at(-1);
      if (frame?.object) frame.expectsKey = true;
      else if (frame) frame.at = (frame.at as number) + 1;
    }
  }
  return null;
}

function keyOf(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), after a check of the body's nesting: a body
 * deeper than `MAX_JSON_DEPTH` is a 400 naming the field where it goes too deep, before it is parsed.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const path = typeof body === 'string' ? pathDeeperThan(body, MAX_JSON_DEPTH) : null;
    if (path) {
      const shown = path.slice(0, NAMED_SEGMENTS).join('.') + (path.length > NAMED_SEGMENTS ? '…' : '');
      done(invalidField('body', shown, `nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
