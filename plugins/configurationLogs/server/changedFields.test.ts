import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields.ts';

describe('changedFields', () => {
  it('names the top-level fields whose values differ, alphabetically', () => {
    expect(changedFields({ version: 1, name: 'a', same: true }, { name: 'b', same: true, version: 2 })).toEqual([
      'name',
      'version',
    ]);
  });

  it('compares nested values deeply, ignoring key order', () => {
    expect(changedFields({ style: { a: 1, b: 2 } }, { style: { b: 2, a: 1 } })).toEqual([]);
    expect(changedFields({ style: { a: 1, b: [1, 2] } }, { style: { a: 1, b: [2, 1] } })).toEqual(['style']);
  });

  it('treats every field of a creation or deletion as changed', () => {
    expect(changedFields(null, { version: 1, name: 'x' })).toEqual(['name', 'version']);
    expect(changedFields({ name: 'x' }, null)).toEqual(['name']);
  });

  it('counts a field that appears or disappears', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: null })).toEqual(['b']);
    expect(changedFields({ a: 1, b: 2 }, { a: 1 })).toEqual(['b']);
  });
});
