import { describe, expect, it } from 'vitest';
import { importProblems, wellFormedProblems } from './xmlProblems.ts';

describe('workflow XML problems', () => {
  it('finds nothing wrong with well-formed XML', () => {
    expect(wellFormedProblems('<workflow name="a">\n  <steps/>\n</workflow>')).toEqual([]);
  });

  it('places a parse error at its line', () => {
    const [problem] = wellFormedProblems('<workflow>\n  <steps>\n</workflow>');
    expect(problem?.line).toBe(3);
    expect(problem?.message).not.toBe('');
  });

  it('says an empty document is empty', () => {
    expect(wellFormedProblems('  ')).toEqual([{ line: 1, column: 1, message: 'The document is empty.' }]);
  });

  it('reads the problems of a refused import, each with its element', () => {
    expect(
      importProblems({ problems: [{ line: 4, column: 3, element: 'step', message: 'Unknown task template "X"' }] }),
    ).toEqual([{ line: 4, column: 3, message: '<step>: Unknown task template "X"' }]);
    expect(importProblems(null)).toEqual([]);
  });
});
