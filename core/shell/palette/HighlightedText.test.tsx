import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText, highlightRuns } from './HighlightedText.tsx';

describe('highlightRuns', () => {
  it('splits text into matched and unmatched runs', () => {
    expect(highlightRuns('Go to Orders', [0, 6, 7, 8])).toEqual([
      { text: 'G', matched: true },
      { text: 'o to ', matched: false },
      { text: 'Ord', matched: true },
      { text: 'ers', matched: false },
    ]);
  });

  it('ignores positions past the end', () => {
    expect(highlightRuns('ab', [1, 5])).toEqual([
      { text: 'a', matched: false },
      { text: 'b', matched: true },
    ]);
  });
});

describe('HighlightedText', () => {
  it('marks the matched characters and keeps the whole text', () => {
    const { container } = render(<HighlightedText text="Switch theme" positions={[7, 8, 9]} />);
    expect(container.textContent).toBe('Switch theme');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['the']);
  });
});
