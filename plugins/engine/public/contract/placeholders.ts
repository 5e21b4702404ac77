/**
 * Text with `{{ expression }}` placeholders (a provisioning template's path, header values and XML
 * body): the literal parts and the JSONata expressions between them. `{{` opens a placeholder; there is
 * no escape, as none of those texts needs a literal `{{`.
 */
export type TemplatePart = { text: string } | { expression: string; offset: number };

export interface PlaceholderProblem {
  offset: number;
  message: string;
}

export function parsePlaceholders(source: string): TemplatePart[] | PlaceholderProblem {
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open < 0) {
      parts.push({ text: source.slice(at) });
      break;
    }
    if (open > at) parts.push({ text: source.slice(at, open) });
    const close = source.indexOf('}}', open + 2);
    if (close < 0) return { offset: open, message: `The placeholder at ${open + 1} has no closing }}` };
    const expression = source.slice(open + 2, close).trim();
    if (expression === '') return { offset: open, message: `The placeholder at ${open + 1} is empty` };
    parts.push({ expression, offset: open + 2 });
    at = close + 2;
  }
  return parts;
}

export function isPlaceholderProblem(parsed: TemplatePart[] | PlaceholderProblem): parsed is PlaceholderProblem {
  return !Array.isArray(parsed);
}
