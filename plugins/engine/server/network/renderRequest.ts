import { isPlaceholderProblem, parsePlaceholders, type TemplatePart } from '../../public/contract/placeholders.ts';
import type { ExpressionEvaluator } from '../../../../core/server/expressions/ExpressionEvaluator.ts';
import type { TemplateTarget } from '../../public/server/networkQueries.ts';
import { escapeXml } from './responseBody.ts';

/** A request as the template renders it for one input, before authentication and its base URL. */
export interface RenderedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  contentType: string | null;
}

/** A template that cannot be rendered for this input: which field, and why. */
export class RenderProblem extends Error {}

interface Slot {
  field: string;
  expression: string;
}

type Encode = (value: unknown) => string;

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function parts(field: string, source: string): TemplatePart[] {
  const parsed = parsePlaceholders(source);
  if (isPlaceholderProblem(parsed)) throw new RenderProblem(`${field}: ${parsed.message}`);
  return parsed;
}

/**
 * Renders a provisioning template for a task's input. Every placeholder and the JSON body are evaluated
 * in one call to the evaluator: one JSONata object whose keys are the slots.
 */
export async function renderRequest(
  template: TemplateTarget,
  input: Record<string, unknown>,
  expressions: ExpressionEvaluator,
): Promise<RenderedRequest> {
  const slots: Slot[] = [];
  const texts: { field: string; parts: TemplatePart[]; encode: Encode }[] = [
    { field: 'path', parts: parts('path', template.path), encode: (value) => encodeURIComponent(asText(value)) },
    ...Object.entries(template.headers).map(([name, value]: [string, string]) => ({
      field: `headers.${name}`,
      parts: parts(`headers.${name}`, value),
      encode: (item: unknown) => asText(item).replace(/[\r\n]+/g, ' '),
    })),
  ];
  if (template.bodyFormat === 'XML' && template.body !== null) {
    texts.push({ field: 'body', parts: parts('body', template.body), encode: (value) => escapeXml(asText(value)) });
  }
  for (const text of texts) {
    for (const part of text.parts)
      if ('expression' in part) slots.push({ field: text.field, expression: part.expression });
  }
  const jsonBody = template.bodyFormat === 'JSON' && template.body !== null;
  if (jsonBody) slots.push({ field: 'body', expression: template.body ?? '' });

  const values =
    slots.length === 0
      ? {}
      : (((await expressions.evaluate(
          `{${slots.map((slot, index) => `"${index}": (${slot.expression}\n)`).join(', ')}}`,
          input,
        )) as Record<string, unknown> | undefined) ?? {});

  let slot = 0;
  const rendered = texts.map((text) =>
    text.parts
      .map((part) => {
        if (!('expression' in part)) return part.text;
        const value = values[String(slot++)];
        if (value === undefined || value === null) {
          throw new RenderProblem(`${text.field}: the placeholder {{ ${part.expression} }} has no value`);
        }
        return text.encode(value);
      })
      .join(''),
  );
  const [path = '', ...rest] = rendered;
  const headerNames = Object.keys(template.headers);
  const headers = Object.fromEntries(headerNames.map((name, index) => [name.toLowerCase(), rest[index] ?? '']));
  let body: string | null = null;
  if (template.bodyFormat === 'XML' && template.body !== null) body = rest[headerNames.length] ?? '';
  if (jsonBody) {
    const value = values[String(slot)];
    if (value === undefined) throw new RenderProblem('body: the JSON body expression has no value');
    body = JSON.stringify(value);
  }
  const contentType =
    body === null ? null : template.bodyFormat === 'XML' ? 'application/xml; charset=utf-8' : 'application/json';
  return { method: template.method, path, headers, body, contentType };
}
