import { isPlaceholderProblem, parsePlaceholders } from '../../engine/public/contract/placeholders.ts';
import type { BodyFormat } from '../../engine/public/contract/provisioningTemplate.ts';
import { checkExpression } from '../../../core/contract/expressionCheck.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import { xmlSyntaxProblem } from '../../../core/server/xml/xmlSyntax.ts';
import { assertExpression } from '../../engine/public/server/expressionFields.ts';

/** A 400 naming the field when a text's placeholders are unclosed, empty or hold a bad expression. */
export function assertPlaceholders(field: string, source: string): void {
  const parts = parsePlaceholders(source);
  if (isPlaceholderProblem(parts)) throw invalidField('body', field, parts.message);
  for (const part of parts) {
    if (!('expression' in part)) continue;
    const problem = checkExpression(part.expression);
    if (problem) throw invalidField('body', field, `The placeholder at ${part.offset - 1}: ${problem.message}`);
  }
}

/**
 * A 400 naming the body when an XML body is not well-formed XML without a DOCTYPE or entities, each
 * placeholder read as the text it will become (its span kept, so line and column are the body's own).
 */
function assertXmlBody(body: string): void {
  const asSent = body.replace(/\{\{[\s\S]*?\}\}/g, (placeholder) => placeholder.replace(/[^\n]/g, 'x'));
  const problem = xmlSyntaxProblem(asSent);
  if (problem) throw invalidField('body', 'body', `line ${problem.line}, column ${problem.column}: ${problem.message}`);
}

export interface TemplateFields {
  path: string;
  headers: Record<string, string>;
  bodyFormat: BodyFormat;
  body: string | null;
  translation: string | null;
  responseMapping: string | null;
  successCondition: string | null;
}

/** Every expression of a provisioning template, checked as it is saved. */
export function checkTemplateRequest(fields: TemplateFields): void {
  assertPlaceholders('path', fields.path);
  for (const [name, value] of Object.entries(fields.headers)) assertPlaceholders(`headers.${name}`, value);
  if (fields.bodyFormat === 'NONE' && fields.body !== null) {
    throw invalidField('body', 'body', 'A request without a body has none: choose JSON or XML, or clear the body');
  }
  if (fields.bodyFormat === 'JSON' && fields.body !== null) assertExpression('body', fields.body);
  if (fields.bodyFormat === 'XML' && fields.body !== null) {
    assertPlaceholders('body', fields.body);
    assertXmlBody(fields.body);
  }
  if (fields.translation !== null && (fields.bodyFormat !== 'XML' || fields.body === null)) {
    throw invalidField('body', 'translation', 'A translation turns an XML body into another: choose XML and write one');
  }
  if (fields.responseMapping !== null) assertExpression('responseMapping', fields.responseMapping);
  if (fields.successCondition !== null) assertExpression('successCondition', fields.successCondition);
}
