import { describe, expect, it } from 'vitest';
import { highlightTerms } from './highlightTerms.ts';

describe('highlightTerms', () => {
  it('marks whole words that start with a term, ignoring case', () => {
    expect(highlightTerms('Retries ran out; retry later, or unretry.', ['retr'])).toEqual([
      { text: 'Retries', match: true },
      { text: ' ran out; ', match: false },
      { text: 'retry', match: true },
      { text: ' later, or unretry.', match: false },
    ]);
  });

  it('treats terms as text, not as patterns', () => {
    expect(highlightTerms('a.b and axb', ['a.b'])).toEqual([
      { text: 'a.b', match: true },
      { text: ' and axb', match: false },
    ]);
  });
});
