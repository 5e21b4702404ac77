import { describe, expect, it } from 'vitest';
import { pathDeeperThan } from './jsonDepth.ts';

describe('pathDeeperThan', () => {
  it('counts objects and arrays, not the brackets inside strings', () => {
    expect(pathDeeperThan('{"a":[{"b":[]}]}', 4)).toBeNull();
    expect(pathDeeperThan('{"a":[{"b":[]}]}', 3)).toEqual(['a', 0, 'b']);
    expect(pathDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBeNull();
    expect(pathDeeperThan('{"a":"\\"[[[["}', 1)).toBeNull();
    expect(pathDeeperThan('[1,[2],[3]]', 2)).toBeNull();
  });

  it('names the field where the nesting goes too deep, by keys and indexes', () => {
    const deep = `{"bundle":{"items":[{"x":1},{"fields":{"a":1,"s\\u0074ep":${'['.repeat(10_000)}${']'.repeat(10_000)}}}]}}`;
    const path = pathDeeperThan(deep, 100);
    expect(path?.slice(0, 6)).toEqual(['bundle', 'items', 1, 'fields', 'step', 0]);
    expect(path).toHaveLength(100);
  });
});
