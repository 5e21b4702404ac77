import { describe, expect, it } from 'vitest';
import { parsePlaceholders } from './placeholders.ts';

describe('parsePlaceholders', () => {
  it('splits text and expressions, keeping where each expression starts', () => {
    expect(parsePlaceholders('/subscribers/{{ msisdn }}/plan/{{plan}}')).toEqual([
      { text: '/subscribers/' },
      { expression: 'msisdn', offset: 15 },
      { text: '/plan/' },
      { expression: 'plan', offset: 33 },
    ]);
    expect(parsePlaceholders('no placeholders')).toEqual([{ text: 'no placeholders' }]);
    expect(parsePlaceholders('')).toEqual([]);
  });

  it('names an unclosed or empty placeholder by its position', () => {
    expect(parsePlaceholders('/a/{{ msisdn')).toEqual({ offset: 3, message: 'The placeholder at 4 has no closing }}' });
    expect(parsePlaceholders('{{ }}')).toEqual({ offset: 0, message: 'The placeholder at 1 is empty' });
  });
});
