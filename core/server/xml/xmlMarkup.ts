/** One tag of a document, as a single pass over its text finds it. */
export type XmlTag =
  | { kind: 'open'; name: string; index: number; attributes: string; selfClosing: boolean }
  | { kind: 'close'; name: string; index: number };

/** Markup in one pass: comments, CDATA, declarations and processing instructions are skipped whole. */
const MARKUP =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[!?][^>]*>|<\/\s*([^\s>]+)\s*>|<([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const REFERENCE = /&(?:#x([0-9a-f]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The tags of a document in order, without parsing it: malformed markup is skipped, not reported. */
export function* xmlTags(text: string): Generator<XmlTag> {
  for (const match of text.matchAll(MARKUP)) {
    const [, closing, opening, attributes, selfClosing] = match;
    if (closing !== undefined) yield { kind: 'close', name: closing, index: match.index };
    else if (opening !== undefined) {
      yield {
        kind: 'open',
        name: opening,
        index: match.index,
        attributes: attributes ?? '',
        selfClosing: !!selfClosing,
      };
    }
  }
}

/** An attribute value as a parser reads it: character and predefined entity references resolved. */
function decoded(value: string): string {
  return value.replace(REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? reference;
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/** The attributes of a tag's text, by name, values decoded. */
export function tagAttributes(attributes: string): [name: string, value: string][] {
  return [...attributes.matchAll(ATTRIBUTE)].map((match) => [match[1] ?? '', decoded(match[2] ?? match[3] ?? '')]);
}

/** An element with the namespace its prefix (or the default namespace) is bound to where it stands. */
export interface XmlElement {
  name: string;
  localName: string;
  namespace: string | null;
  index: number;
  attributes: [name: string, value: string][];
}

/** The elements of a document in order with their namespaces resolved, without parsing it. */
export function* xmlElements(text: string): Generator<XmlElement> {
  const scopes: Map<string, string>[] = [new Map([['xml', 'http://www.w3.org/XML/1998/namespace']])];
  const lookup = (prefix: string) => {
    for (let at = scopes.length - 1; at >= 0; at -= 1) {
      const bound = scopes[at]?.get(prefix);
      if (bound !== undefined) return bound === '' ? null : bound;
    }
    return null;
  };
  for (const tag of xmlTags(text)) {
    if (tag.kind === 'close') {
      if (scopes.length > 1) scopes.pop();
      continue;
    }
    const attributes = tagAttributes(tag.attributes);
    const declared = new Map<string, string>();
    for (const [name, value] of attributes) {
      if (name === 'xmlns') declared.set('', value);
      else if (name.startsWith('xmlns:')) declared.set(name.slice('xmlns:'.length), value);
    }
    scopes.push(declared);
    const colon = tag.name.indexOf(':');
    const prefix = colon < 0 ? '' : tag.name.slice(0, colon);
    yield {
      name: tag.name,
      localName: tag.name.slice(colon + 1),
      namespace: lookup(prefix),
      index: tag.index,
      attributes,
    };
    if (tag.selfClosing) scopes.pop();
  }
}
