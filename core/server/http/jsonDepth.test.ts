import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './jsonDepth.ts';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not the brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 100)).toBe(true);
    expect(nestsDeeperThan('[1,[2],[3]]', 2)).toBe(false);
  });
});
