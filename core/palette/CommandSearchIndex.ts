import {
  greedyScore,
  greedyStep,
  isWhitespace,
  normalisePositions,
  queryTerms,
  scoreTermWithPositions,
  searchText,
  CONSECUTIVE,
  MATCH,
  OUTSIDE_TITLE,
  TITLE_LENGTH,
  TITLE_START,
  WORD_START,
  wordStartPositions,
  type SearchableItem,
} from './scoring.ts';
import { TopResults } from './TopResults.ts';

export interface FuzzyMatch<T> {
  readonly item: T;
  readonly score: number;
  /** Indices of matched characters in the title, ascending, for highlighting. */
  readonly positions: readonly number[];
}

/** Results returned per query unless asked otherwise: far more than a palette shows at once. */
export const DEFAULT_RESULT_LIMIT = 200;

interface PreparedItem {
  text: string;
  /** The characters at `starts`, so a word-start occurrence is found with one `indexOf`. */
  initials: string;
  starts: Int32Array;
  /** Which letters a–z occur in the text and in the initials: skips most `indexOf` calls that would fail. */
  textLetters: number;
  initialLetters: number;
}

/** The bit of a lowercase letter in a letters mask; 0 for any other character (never skipped). */
function letterBit(code: number): number {
  return code >= 97 && code <= 122 ? 1 << (code - 97) : 0;
}

function lettersOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= letterBit(text.charCodeAt(i));
  return mask;
}

/** A result whose highlight positions are worked out when first read (a palette renders few rows). */
class RankedMatch<T> implements FuzzyMatch<T> {
  private computed: readonly number[] | null = null;

  constructor(
    readonly item: T,
    readonly score: number,
    private readonly text: string,
    private readonly terms: readonly string[],
  ) {}

  get positions(): readonly number[] {
    if (this.computed === null) {
      const positions: number[] = [];
      const titleLength = (this.item as SearchableItem).title.length;
      for (const term of this.terms) scoreTermWithPositions(this.text, titleLength, term, positions);
      this.computed = normalisePositions(positions);
    }
    return this.computed;
  }
}

// Items are immutable command data, so they are prepared once even across index rebuilds.
const prepared = new WeakMap<SearchableItem, PreparedItem>();

export function prepareItem(item: SearchableItem): PreparedItem {
  let entry = prepared.get(item);
  if (!entry) {
    const text = searchText(item);
    const starts = wordStartPositions(text);
    const initials = starts.map((position) => text.charAt(position)).join('');
    entry = {
      text,
      initials,
      starts: Int32Array.from(starts),
      textLetters: lettersOf(text),
      initialLetters: lettersOf(initials),
    };
    prepared.set(item, entry);
  }
  return entry;
}

/**
 * The palette's search over one command list. The query is processed a character at a time and the
 * match state of every still-matching item is kept, so a keystroke that extends the query costs about
 * one `indexOf` per remaining item; any other edit replays the query from the start.
 */
export class CommandSearchIndex<T extends SearchableItem> {
  private readonly texts: string[];
  private readonly initials: string[];
  private readonly startOffsets: Int32Array;
  private readonly starts: Int32Array;
  private readonly titleLengths: Int32Array;
  private readonly textLetters: Int32Array;
  private readonly initialLetters: Int32Array;
  /** The state of an empty query, copied in on reset: every item, scored by its title length only. */
  private readonly allItems: Int32Array;
  private readonly baseScores: Float64Array;
  /** Added to an item's score, e.g. for recent commands; also orders the empty query. */
  private readonly boosts: Float64Array;
  private boosted: number[] = [];
  private positionsByItem: Map<T, number> | null = null;
  /** Scores of the finished terms, plus the title-length penalty. */
  private readonly settled: Float64Array;
  /** Of the term being typed: its first occurrence, and its first word start (an index into `initials`). */
  private readonly firstAt: Int32Array;
  private readonly wordStartAt: Int32Array;
  /** Of the term being typed: its greedy in-order match. */
  private readonly greedyFirst: Int32Array;
  private readonly greedyLast: Int32Array;
  private readonly greedySum: Float64Array;
  private candidates: Int32Array;
  private spare: Int32Array;
  private candidateCount = 0;
  /** The lowercase query the state describes. */
  private stateQuery = '';
  private termStart = -1;
  private termCount = 0;
  private readonly top = new TopResults();

  constructor(readonly items: readonly T[]) {
    const n = items.length;
    const entries = new Array<PreparedItem>(n);
    this.texts = new Array<string>(n);
    this.initials = new Array<string>(n);
    this.startOffsets = new Int32Array(n + 1);
    this.titleLengths = new Int32Array(n);
    this.textLetters = new Int32Array(n);
    this.initialLetters = new Int32Array(n);
    this.allItems = new Int32Array(n);
    this.baseScores = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const item = items[i] as T;
      const entry = prepareItem(item);
      entries[i] = entry;
      this.texts[i] = entry.text;
      this.initials[i] = entry.initials;
      this.titleLengths[i] = item.title.length;
      this.textLetters[i] = entry.textLetters;
      this.initialLetters[i] = entry.initialLetters;
      this.allItems[i] = i;
      this.baseScores[i] = -item.title.length * TITLE_LENGTH;
      this.startOffsets[i + 1] = (this.startOffsets[i] as number) + entry.starts.length;
    }
    this.starts = new Int32Array(this.startOffsets[n] as number);
    for (let i = 0; i < n; i++) this.starts.set((entries[i] as PreparedItem).starts, this.startOffsets[i] as number);
    this.boosts = new Float64Array(n);
    this.settled = new Float64Array(n);
    this.firstAt = new Int32Array(n);
    this.wordStartAt = new Int32Array(n);
    this.greedyFirst = new Int32Array(n);
    this.greedyLast = new Int32Array(n);
    this.greedySum = new Float64Array(n);
    this.candidates = new Int32Array(n);
    this.spare = new Int32Array(n);
    this.reset();
  }

  /** How many items matched the last query (the results may be capped below it). */
  get matchCount(): number {
    return this.candidateCount;
  }

  /**
   * Sets the boost of each listed item (others get none): added to its score, and for an empty query
   * boosted items come first, highest boost first. Cheap, so recent commands need no new index.
   */
  setBoosts(boosts: ReadonlyMap<T, number>): void {
    for (const index of this.boosted) this.boosts[index] = 0;
    this.boosted = [];
    if (boosts.size === 0) return;
    this.positionsByItem ??= new Map(this.items.map((item, index) => [item, index]));
    for (const [item, boost] of boosts) {
      const index = this.positionsByItem.get(item);
      if (index === undefined || boost === 0) continue;
      this.boosts[index] = boost;
      this.boosted.push(index);
    }
    this.boosted.sort((a, b) => (this.boosts[b] as number) - (this.boosts[a] as number) || a - b);
  }

  /** Matching items, best first, at most `limit`; ties keep the list order. */
  search(query: string, limit = DEFAULT_RESULT_LIMIT): FuzzyMatch<T>[] {
    const lower = query.toLowerCase();
    if (!lower.startsWith(this.stateQuery)) this.reset();
    this.top.reset(Math.max(0, Math.min(limit, this.items.length)));
    const from = this.stateQuery.length;
    // The last step offers every surviving item to the top results; with no step, rank() does.
    for (let k = from; k < lower.length; k++) this.step(lower, k, k === lower.length - 1);
    this.stateQuery = lower;
    if (this.termCount === 0) return this.unfiltered(limit);
    if (from === lower.length) this.rank();
    const terms = queryTerms(lower);
    return this.top
      .sorted()
      .map(({ index, score }) => new RankedMatch(this.items[index] as T, score, this.texts[index] as string, terms));
  }

  /** Every item for an empty query: boosted ones first, then the rest in list order. */
  private unfiltered(limit: number): FuzzyMatch<T>[] {
    const results: FuzzyMatch<T>[] = [];
    for (const index of this.boosted) {
      if (results.length >= limit) return results;
      results.push({ item: this.items[index] as T, score: this.boosts[index] as number, positions: [] });
    }
    for (let index = 0; index < this.items.length && results.length < limit; index++) {
      if (this.boosts[index] === 0) results.push({ item: this.items[index] as T, score: 0, positions: [] });
    }
    return results;
  }

  private reset(): void {
    this.candidates.set(this.allItems);
    this.settled.set(this.baseScores);
    this.candidateCount = this.items.length;
    this.stateQuery = '';
    this.termStart = -1;
    this.termCount = 0;
  }

  private step(query: string, k: number, offer: boolean): void {
    if (isWhitespace(query.charCodeAt(k))) {
      if (this.termStart >= 0) this.settleTerm(k - this.termStart);
      this.termStart = -1;
      if (offer) this.rank();
    } else if (this.termStart < 0) {
      this.termStart = k;
      this.termCount++;
      this.startTerm(query.charAt(k), offer);
    } else {
      this.extendTerm(query.slice(this.termStart, k + 1), offer);
    }
  }

  private startTerm(char: string, offer: boolean): void {
    const { texts, initials, candidates, spare, settled, firstAt, wordStartAt, greedyFirst, greedyLast, greedySum } =
      this;
    const { textLetters, initialLetters, starts, startOffsets, titleLengths, boosts } = this;
    const bit = letterBit(char.charCodeAt(0));
    let kept = 0;
    for (let c = 0; c < this.candidateCount; c++) {
      const i = candidates[c] as number;
      if (bit !== 0 && ((textLetters[i] as number) & bit) === 0) continue;
      const index = (texts[i] as string).indexOf(char);
      if (index < 0) continue;
      const initial =
        bit !== 0 && ((initialLetters[i] as number) & bit) === 0 ? -1 : (initials[i] as string).indexOf(char);
      firstAt[i] = index;
      wordStartAt[i] = initial;
      greedyFirst[i] = index;
      greedyLast[i] = index;
      // The first occurrence starts a word exactly when it is the first word-start occurrence.
      const startsWord = initial >= 0 && starts[(startOffsets[i] as number) + initial] === index;
      const greedy = MATCH + (startsWord ? (index === 0 ? TITLE_START : WORD_START) : 0);
      greedySum[i] = greedy;
      spare[kept++] = i;
      if (offer) {
        // termScore(i, 1), inlined for the keystroke that scans every item.
        const titleLength = titleLengths[i] as number;
        let score = index >= titleLength ? greedy - OUTSIDE_TITLE : greedy;
        if (initial >= 0 && !startsWord) {
          const position = starts[(startOffsets[i] as number) + initial] as number;
          const wordStart =
            MATCH + (position === 0 ? TITLE_START : WORD_START) - (position >= titleLength ? OUTSIDE_TITLE : 0);
          if (wordStart > score) score = wordStart;
        }
        this.top.offer((settled[i] as number) + score + (boosts[i] as number), i);
      }
    }
    this.swapCandidates(kept);
  }

  private extendTerm(term: string, offer: boolean): void {
    const { texts, candidates, spare, settled, firstAt, wordStartAt, greedyLast, greedySum } = this;
    const last = term.length - 1;
    const code = term.charCodeAt(last);
    const char = term.charAt(last);
    let kept = 0;
    for (let c = 0; c < this.candidateCount; c++) {
      const i = candidates[c] as number;
      const text = texts[i] as string;
      const previous = greedyLast[i] as number;
      const index = text.indexOf(char, previous + 1);
      if (index < 0) continue;
      greedySum[i] = (greedySum[i] as number) + greedyStep(text, index, previous);
      greedyLast[i] = index;
      const first = firstAt[i] as number;
      if (first >= 0 && text.charCodeAt(first + last) !== code) firstAt[i] = text.indexOf(term, first + 1);
      const initial = wordStartAt[i] as number;
      if (initial >= 0 && text.charCodeAt(this.wordStartPosition(i, initial) + last) !== code) {
        wordStartAt[i] = this.nextWordStart(i, term, initial);
      }
      spare[kept++] = i;
      if (offer)
        this.top.offer((settled[i] as number) + this.termScore(i, term.length) + (this.boosts[i] as number), i);
    }
    this.swapCandidates(kept);
  }

  private wordStartPosition(i: number, initial: number): number {
    return this.starts[(this.startOffsets[i] as number) + initial] as number;
  }

  /** The next word start after `initial` where the whole term occurs, or -1. */
  private nextWordStart(i: number, term: string, initial: number): number {
    const initials = this.initials[i] as string;
    const text = this.texts[i] as string;
    const head = term.charAt(0);
    for (let next = initials.indexOf(head, initial + 1); next >= 0; next = initials.indexOf(head, next + 1)) {
      if (text.startsWith(term, this.wordStartPosition(i, next))) return next;
    }
    return -1;
  }

  /**
   * The term's score from the kept state, reading no text: the first occurrence is scored without a
   * word-start bonus because, when it starts a word, it is also the word-start occurrence.
   */
  private termScore(i: number, length: number): number {
    const titleLength = this.titleLengths[i] as number;
    let best = greedyScore(
      this.greedySum[i] as number,
      this.greedyFirst[i] as number,
      this.greedyLast[i] as number,
      titleLength,
    );
    const whole = length * MATCH + (length - 1) * CONSECUTIVE;
    const first = this.firstAt[i] as number;
    if (first >= 0) {
      const score = first >= titleLength ? whole - OUTSIDE_TITLE : whole;
      if (score > best) best = score;
    }
    const initial = this.wordStartAt[i] as number;
    if (initial >= 0) {
      const position = this.wordStartPosition(i, initial);
      const score = whole + (position === 0 ? TITLE_START : WORD_START) - (position >= titleLength ? OUTSIDE_TITLE : 0);
      if (score > best) best = score;
    }
    return best;
  }

  private settleTerm(length: number): void {
    for (let c = 0; c < this.candidateCount; c++) {
      const i = this.candidates[c] as number;
      this.settled[i] = (this.settled[i] as number) + this.termScore(i, length);
    }
  }

  private swapCandidates(kept: number): void {
    const previous = this.candidates;
    this.candidates = this.spare;
    this.spare = previous;
    this.candidateCount = kept;
  }

  /** Offers every current match to the top results (when no character was added). */
  private rank(): void {
    const length = this.termStart >= 0 ? this.stateQuery.length - this.termStart : 0;
    for (let c = 0; c < this.candidateCount; c++) {
      const i = this.candidates[c] as number;
      const term = length > 0 ? this.termScore(i, length) : 0;
      this.top.offer((this.settled[i] as number) + term + (this.boosts[i] as number), i);
    }
  }
}
