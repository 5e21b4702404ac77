import { describe, expect, it } from 'vitest';
import { textSortKey } from './textKeys.ts';
import { rankTexts } from './textRanks.ts';

function sortedByKey(texts: readonly string[]): string[] {
  return [...texts].sort((a, b) => {
    const [keyA, keyB] = [textSortKey(a), textSortKey(b)];
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  });
}

describe('text sort keys', () => {
  it('fold case and accents', () => {
    expect(textSortKey('ÉCOLE Élan')).toBe(textSortKey('ecole elan'));
    expect(textSortKey('Straße')).toBe('straße');
  });

  it('order runs of digits as numbers, leading zeros aside', () => {
    expect(sortedByKey(['item 10', 'item 2', 'item 007', 'item 0', 'item 1000000000', 'item 999999999'])).toEqual([
      'item 0',
      'item 2',
      'item 007',
      'item 10',
      'item 999999999',
      'item 1000000000',
    ]);
    expect(textSortKey('a007')).toBe(textSortKey('a7'));
    expect(sortedByKey(['n 123456789012345678901', 'n 99999999999999999999'])).toEqual([
      'n 99999999999999999999',
      'n 123456789012345678901',
    ]);
  });

  it('order a number against other characters as a digit would be', () => {
    expect(sortedByKey(['x5', 'x-', 'xa', 'x'])).toEqual(['x', 'x-', 'x5', 'xa']);
  });
});

describe('text ranks', () => {
  it('are dense, shared by texts with equal keys', () => {
    const { ranks, count } = rankTexts(['b', 'A', 'a', 'item 10', 'Item 9', 'á']);
    expect([...ranks]).toEqual([1, 0, 0, 3, 2, 0]);
    expect(count).toBe(4);
    expect(rankTexts([])).toEqual({ ranks: new Int32Array(0), count: 0 });
  });

  it('order texts longer than the key buffer by their whole keys', () => {
    const long = 'x'.repeat(200);
    const { ranks } = rankTexts([`${long}b`, `${long}a`, long.slice(0, 128), `${long.toUpperCase()}A`, long]);
    expect([...ranks]).toEqual([3, 2, 0, 2, 1]);
  });

  it('agree with comparing textSortKey for many kinds of text', () => {
    const heads = ['', 'Item ', 'item ', 'ÉCOLE ', 'école ', 'x'.repeat(127), 'x'.repeat(130), 'İstanbul ', '中文 '];
    const numbers = ['', '0', '7', '007', '10', '123456789', '0123456789', '12345678901234567890'];
    const tails = ['', 'a', 'B', ' 5', 'ß', '-', 'z9'];
    const texts: string[] = [];
    let seed = 3;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const pick = <T>(list: readonly T[], shift: number) => list[(seed >>> shift) % list.length] as T;
      texts.push(`${pick(heads, 3)}${pick(numbers, 7)}${pick(tails, 11)}${pick(numbers, 15)}`);
    }
    const { ranks } = rankTexts(texts);
    const keys = texts.map(textSortKey);
    const order = texts.map((_, index) => index).sort((a, b) => ((keys[a] as string) < (keys[b] as string) ? -1 : 1));
    const disagreements: string[] = [];
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1] as number, order[i] as number];
      const expected = keys[a] === keys[b] ? 0 : -1;
      if (Math.sign((ranks[a] as number) - (ranks[b] as number)) !== expected) {
        disagreements.push(`${texts[a]} / ${texts[b]}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
