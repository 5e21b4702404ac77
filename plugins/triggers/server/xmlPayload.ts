import { XMLParser } from 'fast-xml-parser';
import { xmlSyntaxProblem } from '../../../core/server/xml/xmlSyntax.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: true,
});

/**
 * An XML document as an order payload: the root element's children and attributes as fields (text
 * stays text, repeated elements become lists), or why it cannot be one.
 */
export function xmlPayload(xml: string): { payload: Record<string, unknown> } | { problem: string } {
  const syntax = xmlSyntaxProblem(xml);
  if (syntax) return { problem: `line ${syntax.line}, column ${syntax.column}: ${syntax.message}` };
  const document = parser.parse(xml) as Record<string, unknown>;
  const rootName = Object.keys(document).find((key) => !key.startsWith('?'));
  const root = rootName === undefined ? undefined : document[rootName];
  if (root === null || typeof root !== 'object' || Array.isArray(root)) {
    return { problem: 'The document’s root element holds no fields.' };
  }
  return { payload: root as Record<string, unknown> };
}
