/**
 * The palette's own fuzzy search (cmdk runs with `shouldFilter={false}`): `fuzzyScore` for one item,
 * `filterCommands` for a list. Build a CommandSearchIndex when the command list changes and pass it
 * to `filterCommands` on every keystroke.
 */
import { CommandSearchIndex, DEFAULT_RESULT_LIMIT, prepareItem, type FuzzyMatch } from './CommandSearchIndex.ts';
import {
  normalisePositions,
  queryTerms,
  scoreTermWithPositions,
  TITLE_LENGTH,
  type SearchableItem,
} from './scoring.ts';

export { CommandSearchIndex, DEFAULT_RESULT_LIMIT, type FuzzyMatch } from './CommandSearchIndex.ts';
export type { SearchableItem } from './scoring.ts';

/** Scores one item; null when some query term does not match. An empty query matches with score 0. */
export function fuzzyScore(query: string, item: SearchableItem): { score: number; positions: number[] } | null {
  const terms = queryTerms(query);
  if (terms.length === 0) return { score: 0, positions: [] };
  const { text } = prepareItem(item);
  const positions: number[] = [];
  let score = -item.title.length * TITLE_LENGTH;
  for (const term of terms) {
    const termScore = scoreTermWithPositions(text, item.title.length, term, positions);
    if (termScore === Number.NEGATIVE_INFINITY) return null;
    score += termScore;
  }
  return { score, positions: normalisePositions(positions) };
}

const indexes = new WeakMap<readonly SearchableItem[], CommandSearchIndex<SearchableItem>>();

/**
 * Matching items for a query, best first, at most `limit`. Pass a CommandSearchIndex, or the item
 * array itself (an index is then built once per array and kept while the array lives).
 */
export function filterCommands<T extends SearchableItem>(
  items: readonly T[] | CommandSearchIndex<T>,
  query: string,
  limit = DEFAULT_RESULT_LIMIT,
): FuzzyMatch<T>[] {
  if (items instanceof CommandSearchIndex) return items.search(query, limit);
  let index = indexes.get(items) as CommandSearchIndex<T> | undefined;
  if (!index) {
    index = new CommandSearchIndex(items);
    indexes.set(items, index);
  }
  return index.search(query, limit);
}
