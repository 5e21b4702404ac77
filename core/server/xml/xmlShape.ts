import { positionOf } from './textPosition.ts';
import { tagAttributes, xmlTags } from './xmlMarkup.ts';
import type { XmlSyntaxProblem } from './xmlSyntax.ts';

/** How deep and how large a document may be before any parser sees it. */
export interface XmlShapeLimits {
  /** The deepest nesting of elements. */
  maxDepth: number;
  /** The most elements in the whole document. */
  maxElements: number;
}

/** Below the XML parser's own nesting limit (100), so its error is never what a caller gets. */
export const DEFAULT_XML_LIMITS: XmlShapeLimits = { maxDepth: 64, maxElements: 20_000 };

/** Names a parser would turn into object keys that reach an object's prototype. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A streaming pass over the text that refuses, before it is parsed, a document nested deeper or holding
 * more elements than the limits, or naming an element or attribute `__proto__`, `constructor` or
 * `prototype`: the first problem at its line and column, or null. Malformed markup is left to the
 * well-formedness check.
 */
export function xmlShapeProblem(text: string, limits: XmlShapeLimits = DEFAULT_XML_LIMITS): XmlSyntaxProblem | null {
  let depth = 0;
  let elements = 0;
  const at = (index: number, element: string, message: string): XmlSyntaxProblem => ({
    ...positionOf(text, index),
    element,
    message,
  });
  for (const tag of xmlTags(text)) {
    if (tag.kind === 'close') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    elements += 1;
    if (elements > limits.maxElements) {
      return at(tag.index, tag.name, `more than ${limits.maxElements} elements (the limit)`);
    }
    if (RESERVED_NAMES.has(localName(tag.name))) {
      return at(tag.index, tag.name, `<${tag.name}> is a reserved name and not allowed`);
    }
    for (const [attribute] of tagAttributes(tag.attributes)) {
      if (RESERVED_NAMES.has(localName(attribute))) {
        return at(tag.index, tag.name, `the attribute ${attribute} is a reserved name and not allowed`);
      }
    }
    if (tag.selfClosing) continue;
    depth += 1;
    if (depth > limits.maxDepth) {
      return at(tag.index, tag.name, `nested deeper than ${limits.maxDepth} elements (the limit)`);
    }
  }
  return null;
}
