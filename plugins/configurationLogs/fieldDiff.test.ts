import { describe, expect, it } from 'vitest';
import { fieldDiff, prettyValue } from './fieldDiff.ts';

describe('fieldDiff', () => {
  const before = { name: 'Ops', permissions: { users: '0100' }, version: 1 };
  const after = { name: 'Operations', permissions: { users: '1100' }, version: 2, note: 'x' };

  it('lists only the changed fields, pretty-printed, by default', () => {
    const rows = fieldDiff(before, after, ['name', 'note', 'permissions', 'version'], false);
    expect(rows.map((row) => row.field)).toEqual(['name', 'note', 'permissions', 'version']);
    expect(rows[2]).toEqual({
      field: 'permissions',
      before: '{\n  "users": "0100"\n}',
      after: '{\n  "users": "1100"\n}',
      changed: true,
    });
    expect(rows[1]).toMatchObject({ before: null, after: 'x' });
  });

  it('adds the unchanged fields after the changed ones when asked', () => {
    const rows = fieldDiff({ a: 1, b: 2, c: 3 }, { a: 1, b: 5, c: 3 }, ['b'], true);
    expect(rows).toEqual([
      { field: 'b', before: '2', after: '5', changed: true },
      { field: 'a', before: '1', after: '1', changed: false },
      { field: 'c', before: '3', after: '3', changed: false },
    ]);
  });

  it('shows a creation with nothing before', () => {
    expect(fieldDiff(null, { a: 1 }, ['a'], false)).toEqual([{ field: 'a', before: null, after: '1', changed: true }]);
  });

  it('shows a value that is not an object as one row', () => {
    expect(fieldDiff('old', 'new', [], false)).toEqual([
      { field: 'value', before: 'old', after: 'new', changed: true },
    ]);
  });

  it('prints strings as they are and other values as JSON', () => {
    expect(prettyValue('plain')).toBe('plain');
    expect(prettyValue([1, 2])).toBe('[\n  1,\n  2\n]');
    expect(prettyValue(null)).toBe('null');
  });
});
