/**
 * JSON as a copy compares and hashes it, written and measured without recursion: a bundle's values come
 * from outside, nested as deep as anyone cared to make them.
 */

/** The deepest a bundle item's field may be nested; deeper is refused, naming the field. */
export const MAX_FIELD_DEPTH = 100;

type Step = { text: string } | { value: unknown };

/** Stable JSON: objects with their keys sorted, so equal values read equal. */
export function canonical(value: unknown): string {
  let out = '';
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if ('text' in step) {
      out += step.text;
      continue;
    }
    const current = step.value;
    if (current instanceof Date) {
      out += JSON.stringify(current.toISOString());
    } else if (Array.isArray(current)) {
      stack.push({ text: ']' });
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index] });
        if (index > 0) stack.push({ text: ',' });
      }
      stack.push({ text: '[' });
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current).sort(([a], [b]) => a.localeCompare(b));
      stack.push({ text: '}' });
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, field] = entries[index] as [string, unknown];
        stack.push({ value: field }, { text: `${JSON.stringify(key)}:` });
        if (index > 0) stack.push({ text: ',' });
      }
      stack.push({ text: '{' });
    } else {
      out += JSON.stringify(current ?? null);
    }
  }
  return out;
}

/**
 * The path (below `value`) of the first place nested deeper than `maxDepth` levels, or null when none is:
 * `['steps', '0', 'overrides']`.
 */
export function tooDeep(value: unknown, maxDepth: number): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.path.length >= maxDepth) return next.path;
    for (const [key, field] of Object.entries(next.value)) stack.push({ value: field, path: [...next.path, key] });
  }
  return null;
}
