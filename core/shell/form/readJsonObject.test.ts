import { describe, expect, it } from 'vitest';
import { readJsonObject } from './readJsonObject.ts';

describe('a JSON object typed by a user', () => {
  it('is read as the object it spells, empty text as an empty one', () => {
    expect(readJsonObject('{ "msisdn": "4670" }', 'payload')).toEqual({ msisdn: '4670' });
    expect(readJsonObject('  ', 'payload')).toEqual({});
  });

  it('is refused with a message naming what it is and what is wrong', () => {
    expect(readJsonObject('[1]', 'input')).toBe('The input must be a JSON object: { "field": value }.');
    expect(readJsonObject('{oops', 'payload')).toMatch(/^The payload is not valid JSON: /);
  });
});
