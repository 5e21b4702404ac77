/** One top-level field of an audited entity, before and after the write, as pretty-printed JSON. */
export interface FieldDiffRow {
  field: string;
  /** null when the field did not exist on that side (a creation, a deletion, a new field). */
  before: string | null;
  after: string | null;
  changed: boolean;
}

function fieldsOf(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** JSON with two-space indentation; a plain string stays as it is. */
export function prettyValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2) ?? String(value);
}

/**
 * The rows of the side-by-side diff: the changed fields first (in the server's order), then, when
 * `includeUnchanged`, the others alphabetically. An entity that is not an object is one row `value`.
 */
export function fieldDiff(
  before: unknown,
  after: unknown,
  changedFields: readonly string[],
  includeUnchanged: boolean,
): FieldDiffRow[] {
  const left = fieldsOf(before);
  const right = fieldsOf(after);
  if ((before !== null && !left) || (after !== null && !right)) {
    return [{ field: 'value', before: prettyValue(before), after: prettyValue(after), changed: true }];
  }
  const row = (field: string, changed: boolean): FieldDiffRow => ({
    field,
    before: left && field in left ? prettyValue(left[field]) : null,
    after: right && field in right ? prettyValue(right[field]) : null,
    changed,
  });
  const changed = new Set(changedFields);
  const rows = changedFields.map((field) => row(field, true));
  if (includeUnchanged) {
    const others = [...new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])]
      .filter((field) => !changed.has(field))
      .sort();
    rows.push(...others.map((field) => row(field, false)));
  }
  return rows;
}
