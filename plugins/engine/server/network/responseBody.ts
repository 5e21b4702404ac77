import { XMLParser } from 'fast-xml-parser';

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  ignoreDeclaration: true,
  // Values stay text: identifiers such as an MSISDN or ICCID keep their leading zeros and every digit.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

/**
 * A response body as expressions read it: JSON and XML become objects (XML attributes as `@name`, XML
 * values as text),
 * anything else stays text; a body that does not parse as announced stays text too.
 */
export function parseResponseBody(contentType: string | null, text: string): unknown {
  const type = (contentType ?? '').toLowerCase();
  if (text.trim() === '') return null;
  try {
    if (type.includes('json')) return JSON.parse(text) as unknown;
    if (type.includes('xml')) return xml.parse(text, true) as unknown;
  } catch {
    return text;
  }
  return text;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}
