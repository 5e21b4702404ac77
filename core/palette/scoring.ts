/**
 * Scoring rules of the palette's fuzzy search (the API is fuzzyScore.ts). Every query term must
 * appear, in order, in an item's title, keywords or category (case-insensitive). A term scores the best
 * of: its first occurrence as a substring, its first occurrence starting a word, and the greedy
 * in-order match of its characters. Matches score more at the start of the title, at word starts and
 * for consecutive characters, and less outside the title or when spread out.
 */

export interface SearchableItem {
  title: string;
  keywords?: readonly string[];
  category?: string;
}

export const MATCH = 10;
export const CONSECUTIVE = 12;
export const WORD_START = 16;
export const TITLE_START = 35;
export const GAP_START = 8;
export const GAP_EXTENSION = 1;
export const OUTSIDE_TITLE = 25;
export const TITLE_LENGTH = 0.05;
/** Between title, keywords and category; not alphanumeric, so what follows starts a word. */
const FIELD_SEPARATOR = '\n';

/** The item's title in lower case, index for index (a few characters lengthen when lowercased). */
export function lowerTitle(title: string): string {
  const lower = title.toLowerCase();
  if (lower.length === title.length) return lower;
  let result = '';
  for (const char of title) {
    const lowered = char.toLowerCase();
    result += lowered.length === char.length ? lowered : char;
  }
  return result;
}

/** The one string searched per item: `title\nkeywords\ncategory`, lowercase; the title comes first. */
export function searchText(item: SearchableItem): string {
  const keywords = item.keywords && item.keywords.length > 0 ? item.keywords.join(' ').toLowerCase() : '';
  return `${lowerTitle(item.title)}${FIELD_SEPARATOR}${keywords}${FIELD_SEPARATOR}${(item.category ?? '').toLowerCase()}`;
}

export function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 160;
}

function isAlphanumeric(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

export function isWordStart(text: string, index: number): boolean {
  return index === 0 || !isAlphanumeric(text.charCodeAt(index - 1));
}

/** Positions where a term can start a word: word starts that are not whitespace (terms hold none). */
export function wordStartPositions(text: string): number[] {
  const positions: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (isWordStart(text, i) && !isWhitespace(text.charCodeAt(i))) positions.push(i);
  }
  return positions;
}

export function startBonus(text: string, index: number): number {
  if (index === 0) return TITLE_START;
  return isWordStart(text, index) ? WORD_START : 0;
}

/** Score of a term found whole at `index`; -Infinity when `index` is -1. */
export function substringScore(text: string, titleLength: number, index: number, length: number): number {
  if (index < 0) return Number.NEGATIVE_INFINITY;
  let score = length * MATCH + (length - 1) * CONSECUTIVE + startBonus(text, index);
  if (index >= titleLength) score -= OUTSIDE_TITLE;
  return score;
}

/** What the greedy match adds for a character found at `index` after one at `previous` (-1: none). */
export function greedyStep(text: string, index: number, previous: number): number {
  if (previous >= 0 && index === previous + 1) return MATCH + CONSECUTIVE;
  const gap = previous >= 0 ? GAP_START + (index - previous - 1) * GAP_EXTENSION : 0;
  return MATCH + startBonus(text, index) - gap;
}

/** The greedy match's score once complete: less when it starts or ends outside the title. */
export function greedyScore(score: number, first: number, last: number, titleLength: number): number {
  return first >= titleLength || last >= titleLength ? score - OUTSIDE_TITLE : score;
}

/** Splits a query into lowercase terms; each must match. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

function firstWordStartOccurrence(text: string, term: string): number {
  for (let index = text.indexOf(term); index >= 0; index = text.indexOf(term, index + 1)) {
    if (isWordStart(text, index)) return index;
  }
  return -1;
}

/**
 * Scores one term directly and pushes the title positions of the winning match into `positions`;
 * -Infinity when it does not match. The same rules as the index's incremental steps.
 */
export function scoreTermWithPositions(text: string, titleLength: number, term: string, positions: number[]): number {
  const greedy: number[] = [];
  let score = 0;
  let previous = -1;
  for (let j = 0; j < term.length; j++) {
    const index = text.indexOf(term.charAt(j), previous + 1);
    if (index < 0) return Number.NEGATIVE_INFINITY;
    score += greedyStep(text, index, previous);
    greedy.push(index);
    previous = index;
  }
  let best = greedyScore(score, greedy[0] as number, previous, titleLength);
  let winner: number[] = greedy;
  for (const start of [text.indexOf(term), firstWordStartOccurrence(text, term)]) {
    const candidate = substringScore(text, titleLength, start, term.length);
    if (candidate > best) {
      best = candidate;
      winner = Array.from({ length: term.length }, (_, offset) => start + offset);
    }
  }
  for (const position of winner) if (position < titleLength) positions.push(position);
  return best;
}

/** Positions in ascending order without repeats (terms may overlap). */
export function normalisePositions(positions: number[]): number[] {
  positions.sort((a, b) => a - b);
  return positions.filter((position, i) => i === 0 || positions[i - 1] !== position);
}
