import { isPlaceholderProblem, parsePlaceholders } from '../engine/public/contract/placeholders.ts';
import type { ProvisioningTemplate } from '../engine/public/contract/provisioningTemplate.ts';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A first test input for a template: each plain field its path, headers and an XML body read through
 * `{{ field }}`, left empty for the user to fill in.
 */
export function sampleInput(template: Pick<ProvisioningTemplate, 'path' | 'headers' | 'bodyFormat' | 'body'>): string {
  const sources = [template.path, ...Object.values(template.headers)];
  if (template.bodyFormat === 'XML' && template.body) sources.push(template.body);
  const fields = new Set<string>();
  for (const source of sources) {
    const parts = parsePlaceholders(source);
    if (isPlaceholderProblem(parts)) continue;
    for (const part of parts)
      if ('expression' in part && FIELD.test(part.expression.trim())) fields.add(part.expression.trim());
  }
  return JSON.stringify(Object.fromEntries([...fields].map((field) => [field, ''])), null, 2);
}
