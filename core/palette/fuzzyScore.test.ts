import { describe, expect, it } from 'vitest';
import {
  CommandSearchIndex,
  DEFAULT_RESULT_LIMIT,
  filterCommands,
  fuzzyScore,
  type SearchableItem,
} from './fuzzyScore.ts';

const item = (title: string, keywords?: string[], category?: string): SearchableItem => ({ title, keywords, category });
const titles = (items: readonly SearchableItem[], query: string) =>
  filterCommands(items, query).map((match) => match.item.title);

describe('fuzzyScore', () => {
  it('ranks a title prefix above a word start, a word start above mid-word, and those above scattered letters', () => {
    const items = [item('Forward rules'), item('Recorded calls'), item('Go to Orders'), item('Orders')];
    expect(titles(items, 'ord')).toEqual(['Orders', 'Go to Orders', 'Recorded calls', 'Forward rules']);
  });

  it('rewards word starts over a substring inside a word', () => {
    const items = [item('Protocol'), item('Order listing')];
    expect(titles(items, 'ol')).toEqual(['Order listing', 'Protocol']);
  });

  it('rewards consecutive letters', () => {
    const items = [item('Work in flow'), item('Workflow')];
    expect(titles(items, 'workf')).toEqual(['Workflow', 'Work in flow']);
  });

  it('ignores case', () => {
    expect(fuzzyScore('ORD', item('go to orders'))).not.toBeNull();
    expect(fuzzyScore('ord', item('GO TO ORDERS'))?.positions).toEqual([6, 7, 8]);
  });

  it('returns the matched title positions for highlighting', () => {
    expect(fuzzyScore('ord', item('Go to Orders'))?.positions).toEqual([6, 7, 8]);
    expect(fuzzyScore('gto', item('Go to Orders'))?.positions).toEqual([0, 3, 4]);
    expect(fuzzyScore('orders go', item('Go to Orders'))?.positions).toEqual([0, 1, 6, 7, 8, 9, 10, 11]);
  });

  it('matches keywords and category without title positions, below title matches', () => {
    const viaKeyword = item('Go to Orders', ['Monitor', 'Orders'], 'Navigation');
    expect(fuzzyScore('monitor', viaKeyword)?.positions).toEqual([]);
    expect(fuzzyScore('navigation', viaKeyword)).not.toBeNull();
    expect(titles([viaKeyword, item('Monitor settings')], 'monitor')).toEqual(['Monitor settings', 'Go to Orders']);
  });

  it('needs every term, in order within a term', () => {
    expect(fuzzyScore('order xyz', item('Go to Orders'))).toBeNull();
    expect(fuzzyScore('sredro', item('Go to Orders'))).toBeNull();
    expect(fuzzyScore('orders to', item('Go to Orders'))).not.toBeNull();
  });
});

describe('filterCommands', () => {
  const items = [item('Create user'), item('Go to Users'), item('Delete user'), item('Go to Dashboard')];

  it('keeps the list order for an empty query and for equal scores', () => {
    expect(titles(items, '')).toEqual(['Create user', 'Go to Users', 'Delete user', 'Go to Dashboard']);
    expect(titles([item('Edit b'), item('Edit a')], 'edit')).toEqual(['Edit b', 'Edit a']);
  });

  it('drops what does not match and honours the limit', () => {
    expect(titles(items, 'user')).toEqual(['Create user', 'Go to Users', 'Delete user']);
    expect(filterCommands(items, 'user', 1)).toHaveLength(1);
    expect(filterCommands(items, 'zzz')).toEqual([]);
  });

  it(`returns at most ${DEFAULT_RESULT_LIMIT} results unless asked, and counts all matches`, () => {
    const many = Array.from({ length: 500 }, (_, i) => item(`Open order ${i}`));
    const index = new CommandSearchIndex(many);
    expect(filterCommands(index, 'open')).toHaveLength(DEFAULT_RESULT_LIMIT);
    expect(index.matchCount).toBe(500);
  });

  it('adds boosts to scores and lists boosted items first for an empty query', () => {
    const list = [item('Edit a'), item('Edit b'), item('Edit c')];
    const index = new CommandSearchIndex(list);
    index.setBoosts(
      new Map([
        [list[2]!, 5],
        [list[1]!, 9],
      ]),
    );
    expect(index.search('').map((match) => match.item.title)).toEqual(['Edit b', 'Edit c', 'Edit a']);
    expect(index.search('edit').map((match) => match.item.title)).toEqual(['Edit b', 'Edit c', 'Edit a']);
    index.setBoosts(new Map());
    expect(index.search('edit').map((match) => match.item.title)).toEqual(['Edit a', 'Edit b', 'Edit c']);
  });

  it('gives the same ranking typing, deleting and pasting as scoring each item alone', () => {
    const words = ['order', 'retry', 'fiber', 'vlan', 'go to', 'worklist', 'users', 'ord-17', 'Ünïcode', 'İstanbul'];
    const list = Array.from({ length: 400 }, (_, i) =>
      item(`${words[i % 10]} ${words[(i * 7) % 10]} #${i}`, [words[(i * 3) % 10]!], i % 2 ? 'Orders' : 'Navigation'),
    );
    const index = new CommandSearchIndex(list);
    const typed = [
      'o',
      'or',
      'ord',
      'ord ',
      'ord f',
      'ord fi',
      'or',
      '',
      'go to ord',
      'gtw',
      'ünï',
      'i̇st',
      '  ret  ry',
      'ord-1',
      'x',
    ];
    for (const query of typed) {
      const expected = list
        .map((candidate, position) => ({ candidate, position, match: fuzzyScore(query, candidate) }))
        .filter((entry) => entry.match !== null)
        .sort((a, b) => b.match!.score - a.match!.score || a.position - b.position)
        .map((entry) => ({
          title: entry.candidate.title,
          score: entry.match!.score,
          positions: entry.match!.positions,
        }));
      const actual = index
        .search(query, Infinity)
        .map((match) => ({ title: match.item.title, score: match.score, positions: [...match.positions] }));
      expect(actual, query).toEqual(expected);
    }
  });
});
