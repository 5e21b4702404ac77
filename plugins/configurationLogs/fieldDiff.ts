import { isAuditedSecret, type AuditedSecret } from '../../core/contract/auditedSecret.ts';

/** One top-level field of an audited entity, before and after the write, as pretty-printed JSON. */
export interface FieldDiffRow {
  field: string;
  /** null when the field did not exist on that side (a creation, a deletion, a new field). */
  before: string | null;
  after: string | null;
  changed: boolean;
  /** For a secret's row: what the log keeps of it on each side (set or not, and when), never its value. */
  secret?: { before: AuditedSecret | null; after: AuditedSecret | null };
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

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The row of one value on each side; a secret's row says so. */
function valueRow(field: string, before: unknown, after: unknown, changed: boolean): FieldDiffRow {
  const row: FieldDiffRow = {
    field,
    before: before === undefined ? null : prettyValue(before),
    after: after === undefined ? null : prettyValue(after),
    changed,
  };
  if (!isAuditedSecret(before) && !isAuditedSecret(after)) return row;
  const secret = (value: unknown) => (isAuditedSecret(value) ? value : null);
  return { ...row, secret: { before: secret(before), after: secret(after) } };
}

/**
 * A field changed on both sides as an object (a style, a permission tree) becomes one row per leaf
 * inside it, named by its path (`style.background`): the changed leaves, and the others when asked. What
 * the log keeps of a secret is one leaf.
 */
function leafRows(path: string, before: unknown, after: unknown, includeUnchanged: boolean): FieldDiffRow[] {
  const left = fieldsOf(before);
  const right = fieldsOf(after);
  if (!left || !right || isAuditedSecret(before) || isAuditedSecret(after)) {
    const changed = !sameValue(before, after);
    if (!changed && !includeUnchanged) return [];
    return [valueRow(path, before, after, changed)];
  }
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) => leafRows(`${path}.${key}`, left[key], right[key], includeUnchanged));
}

/**
 * The rows of the side-by-side diff: the changed fields first (in the server's order), then, when
 * `includeUnchanged`, the others alphabetically. A field that is an object on both sides shows the
 * leaves inside it instead (see leafRows). An entity that is not an object is one row `value`.
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
  const rows = (field: string, changed: boolean): FieldDiffRow[] => {
    const old = left && field in left ? left[field] : undefined;
    const now = right && field in right ? right[field] : undefined;
    if (changed && fieldsOf(old) && fieldsOf(now)) {
      const leaves = leafRows(field, old, now, includeUnchanged);
      if (leaves.some((leaf) => leaf.changed)) return leaves;
    }
    return [valueRow(field, old, now, changed)];
  };
  const changed = new Set(changedFields);
  const result = changedFields.flatMap((field) => rows(field, true));
  if (includeUnchanged) {
    const others = [...new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])]
      .filter((field) => !changed.has(field))
      .sort();
    result.push(...others.flatMap((field) => rows(field, false)));
  }
  return result;
}
