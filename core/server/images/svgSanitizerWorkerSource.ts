/**
 * The SVG sanitiser's program, run with `new Worker(source, { eval: true })` so the same text serves the
 * TypeScript sources under test and the compiled server. It loads jsdom and DOMPurify from the paths it
 * is given, builds one window (about half a second) and answers each `{ id, text }` with the cleaned SVG
 * as standalone XML, or null when the text is not an SVG image: no scripts, no event handlers, no foreign
 * content and no reference outside the image (links, `url(…)` and stylesheet imports may only point at the
 * image's own elements; embedded raster images may stay). The parent owns the time limit.
 */
export function svgSanitizerWorkerSource(jsdomPath: string, dompurifyPath: string): string {
  return `
const { parentPort } = require('node:worker_threads');
const { JSDOM } = require(${JSON.stringify(jsdomPath)});
const createDOMPurify = require(${JSON.stringify(dompurifyPath)});

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const INTERNAL_REFERENCE = /^#[\\w.:-]*$/;
const EMBEDDED_IMAGE = /^data:image\\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\\s]*$/i;
const CSS_URL = /url\\s*\\(\\s*(['"]?)([^'")]*)\\1\\s*\\)/gi;
const UNSAFE_CSS = /@import|expression\\s*\\(|javascript:|behavior\\s*:|-moz-binding/i;

const onlyInternalUrls = (value) =>
  [...value.matchAll(CSS_URL)].every((match) => INTERNAL_REFERENCE.test((match[2] || '').trim()));
const isSafeCss = (text) =>
  !UNSAFE_CSS.test(text) && onlyInternalUrls(text) && !/url\\s*\\(/i.test(text.replace(CSS_URL, ''));

function keepsAttribute(element, name, value) {
  const attribute = name.toLowerCase();
  const text = value.trim();
  if (attribute === 'href' || attribute === 'xlink:href') {
    return INTERNAL_REFERENCE.test(text) || (element === 'image' && EMBEDDED_IMAGE.test(text));
  }
  if (attribute === 'style') return isSafeCss(text);
  return !/url\\s*\\(/i.test(text) || onlyInternalUrls(text);
}

// Not named window: a top-level const of an eval'd worker would shadow DOMPurify's own check for one.
const svgWindow = new JSDOM('').window;
const purify = createDOMPurify(svgWindow);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!keepsAttribute(node.localName, data.attrName, data.attrValue)) data.keepAttr = false;
});

function isSvgDocument(text) {
  const document = new svgWindow.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (!root || root.localName !== 'svg') return false;
  if (root.namespaceURI !== null && root.namespaceURI !== SVG_NAMESPACE) return false;
  return document.getElementsByTagName('parsererror').length === 0;
}

function clean(text) {
  if (/<!DOCTYPE|<!ENTITY/i.test(text) || !isSvgDocument(text)) return null;
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script', 'a'],
    RETURN_DOM: true,
  });
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NAMESPACE) return null;
  for (const style of Array.from(svg.getElementsByTagName('style'))) {
    if (!isSafeCss(style.textContent || '')) style.remove();
  }
  return new svgWindow.XMLSerializer().serializeToString(svg);
}

parentPort.on('message', ({ id, text }) => {
  try {
    parentPort.postMessage({ id, ok: true, svg: clean(text) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String((error && error.message) || error) });
  }
});
parentPort.postMessage({ ready: true });
`;
}
