import { describe, expect, it } from 'vitest';
import { fieldDiff, prettyValue } from './fieldDiff.ts';

describe('fieldDiff', () => {
  const before = { name: 'Ops', permissions: { users: '0100' }, version: 1 };
  const after = { name: 'Operations', permissions: { users: '1100' }, version: 2, note: 'x' };

  it('lists only the changed fields by default, an object changed on both sides by its changed leaves', () => {
    const rows = fieldDiff(before, after, ['name', 'note', 'permissions', 'version'], false);
    expect(rows.map((row) => row.field)).toEqual(['name', 'note', 'permissions.users', 'version']);
    expect(rows[2]).toEqual({ field: 'permissions.users', before: '0100', after: '1100', changed: true });
    expect(rows[1]).toMatchObject({ before: null, after: 'x' });
  });

  it('names nested leaves by their path, shows added and removed ones, and the unchanged when asked', () => {
    const old = { style: { color: '#F05223', background: '#1F2937', logo: { size: 50 } } };
    const now = { style: { color: '#2A9D8F', background: '#1F2937', logo: { size: 60, fit: 'contain' } } };
    expect(fieldDiff(old, now, ['style'], false)).toEqual([
      { field: 'style.color', before: '#F05223', after: '#2A9D8F', changed: true },
      { field: 'style.logo.size', before: '50', after: '60', changed: true },
      { field: 'style.logo.fit', before: null, after: 'contain', changed: true },
    ]);
    expect(fieldDiff(old, now, ['style'], true).map((row) => [row.field, row.changed])).toEqual([
      ['style.color', true],
      ['style.background', false],
      ['style.logo.size', true],
      ['style.logo.fit', true],
    ]);
  });

  it('pretty-prints an object that replaced a value of another kind as a whole', () => {
    const rows = fieldDiff({ limits: null }, { limits: { max: 3 } }, ['limits'], false);
    expect(rows).toEqual([{ field: 'limits', before: 'null', after: '{\n  "max": 3\n}', changed: true }]);
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
  it('keeps what the log kept of a secret as one row, with each side’s fact beside its text', () => {
    const entered = { secret: 'set', setAt: '2026-03-03T09:30:00.000Z' } as const;
    const before = { auth: { type: 'API_KEY', secret: { secret: 'not set', setAt: null } } };
    const after = { auth: { type: 'API_KEY', secret: entered } };
    const rows = fieldDiff(before, after, ['auth'], false);
    expect(rows.map((row) => row.field)).toEqual(['auth.secret']);
    expect(rows[0]?.secret).toEqual({ before: { secret: 'not set', setAt: null }, after: entered });
    expect(fieldDiff({ n: 1 }, { n: 2 }, ['n'], false)[0]).not.toHaveProperty('secret');
  });
});
