/** Top-level fields whose values differ between an audit entry's before and after, alphabetically. */
export function changedFields(before: unknown, after: unknown): string[] {
  const fieldsOf = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const left = fieldsOf(before);
  const right = fieldsOf(after);
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return names.filter((name) => canonical(left[name]) !== canonical(right[name]));
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
