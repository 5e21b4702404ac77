import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';

/**
 * Cleans an uploaded SVG logo with DOMPurify on a jsdom window: no scripts, no event handlers, no
 * foreign content and no reference outside the image (links, `url(…)` and stylesheet imports may
 * only point at the image's own elements; embedded raster images may stay).
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const INTERNAL_REFERENCE = /^#[\w.:-]*$/;
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const CSS_URL = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const UNSAFE_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

/** The few DOM members used here: the server is compiled without the DOM library. */
interface SvgNode {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  readonly firstElementChild: SvgNode | null;
  getElementsByTagName(name: string): ArrayLike<SvgNode>;
  remove(): void;
}

/** The part of jsdom used here (it ships no types). */
interface JsdomModule {
  JSDOM: new (html: string) => { window: unknown };
}

interface SvgWindow {
  DOMParser: new () => { parseFromString(text: string, type: string): { documentElement: SvgNode | null } & SvgNode };
  XMLSerializer: new () => { serializeToString(node: SvgNode): string };
}

interface SanitizeHookData {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}

function onlyInternalUrls(value: string): boolean {
  return [...value.matchAll(CSS_URL)].every((match) => INTERNAL_REFERENCE.test((match[2] ?? '').trim()));
}

function isSafeCss(text: string): boolean {
  return !UNSAFE_CSS.test(text) && onlyInternalUrls(text) && !/url\s*\(/i.test(text.replace(CSS_URL, ''));
}

function keepsAttribute(element: string, name: string, value: string): boolean {
  const attribute = name.toLowerCase();
  const text = value.trim();
  if (attribute === 'href' || attribute === 'xlink:href') {
    return INTERNAL_REFERENCE.test(text) || (element === 'image' && EMBEDDED_IMAGE.test(text));
  }
  if (attribute === 'style') return isSafeCss(text);
  return !/url\s*\(/i.test(text) || onlyInternalUrls(text);
}

class SvgSanitizer {
  private readonly window = new (createRequire(import.meta.url)('jsdom') as JsdomModule).JSDOM('').window as SvgWindow;
  private readonly purify = createDOMPurify(this.window as never);

  constructor() {
    this.purify.addHook('uponSanitizeAttribute', (node, data) => {
      const hook = data as unknown as SanitizeHookData;
      const element = (node as unknown as SvgNode).localName;
      if (!keepsAttribute(element, hook.attrName, hook.attrValue)) hook.keepAttr = false;
    });
  }

  /** True for well-formed XML whose root element is `svg`. */
  private isSvgDocument(text: string): boolean {
    const document = new this.window.DOMParser().parseFromString(text, 'image/svg+xml');
    const root = document.documentElement;
    if (!root || root.localName !== 'svg') return false;
    if (root.namespaceURI !== null && root.namespaceURI !== SVG_NAMESPACE) return false;
    return document.getElementsByTagName('parsererror').length === 0;
  }

  /** The cleaned SVG as standalone XML, or null when the text is not an SVG image. */
  clean(text: string): string | null {
    if (/<!DOCTYPE|<!ENTITY/i.test(text) || !this.isSvgDocument(text)) return null;
    const body = this.purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['foreignObject', 'script', 'a'],
      RETURN_DOM: true,
    }) as unknown as SvgNode;
    const svg = body.firstElementChild;
    if (!svg || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NAMESPACE) return null;
    for (const style of Array.from(svg.getElementsByTagName('style'))) {
      if (!isSafeCss(style.textContent ?? '')) style.remove();
    }
    return new this.window.XMLSerializer().serializeToString(svg);
  }
}

let sanitizer: SvgSanitizer | null = null;

/** The sanitiser is built on first use: a jsdom window takes about half a second to create. */
export function sanitizeSvg(text: string): string | null {
  sanitizer ??= new SvgSanitizer();
  return sanitizer.clean(text);
}
