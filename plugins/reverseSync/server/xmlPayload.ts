/** The XML of an event a subscriber asked for in XML: the JSON payload as elements, before any translation. */

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A JSON key as an element name: letters, digits, `_`, `-` and `.`, starting with a letter or `_`. */
function elementName(key: string): string {
  const name = key.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(name) && !/^xml/i.test(name) ? name : `_${name}`;
}

function element(name: string, value: unknown): string {
  if (value === null || value === undefined) return `<${name}/>`;
  if (Array.isArray(value)) return `<${name}>${value.map((item) => element('item', item)).join('')}</${name}>`;
  if (typeof value === 'object') {
    const children = Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => element(elementName(key), child))
      .join('');
    return `<${name}>${children}</${name}>`;
  }
  return `<${name}>${escaped(String(value))}</${name}>`;
}

/**
 * `{"type":…,"timestamp":…,"data":{…}}` as `<event type="…" timestamp="…">` with `data`'s fields as
 * elements (arrays as repeated `item`s): what a translation (XSLT) receives.
 */
export function xmlOfPayload(json: string): string {
  const { type, timestamp, data } = JSON.parse(json) as { type: string; timestamp: string; data: unknown };
  const inner = element('data', data);
  return `<?xml version="1.0" encoding="UTF-8"?><event type="${escaped(String(type))}" timestamp="${escaped(String(timestamp))}">${inner}</event>`;
}
