import { fuzzyScore } from '../../core/palette/fuzzyScore.ts';
import { queryTerms } from '../../core/palette/scoring.ts';
import type { DocLibrary } from './docLibrary.ts';
import type { DocSection, ParsedDoc } from './parseDoc.ts';

export interface DocSearchResult {
  slug: string;
  /** The heading to jump to; null for the top of the page. */
  anchor: string | null;
  pageTitle: string;
  /** The section's heading, or the page title for the page itself. */
  title: string;
  /** A short passage around the first match in the text (or the page's first sentence). */
  snippet: string;
  score: number;
}

interface Entry {
  page: ParsedDoc;
  section: DocSection;
  isPageTop: boolean;
  lowerTitle: string;
  lowerPageTitle: string;
  lowerText: string;
}

// Points per query term by where it starts a word: the section heading counts most, the page body least.
const IN_SECTION_TITLE = 40;
const WHOLE_WORD_IN_TITLE = 15;
const IN_PAGE_TITLE = 20;
const IN_TEXT = 8;
const PER_EXTRA_OCCURRENCE = 2;
const MAX_EXTRA_OCCURRENCES = 4;
/** The query's words appear together, in order. */
const PHRASE = 12;
/** A page's own entry outranks its sections when its title matches as well as theirs. */
const PAGE_TOP_BONUS = 5;
const SNIPPET_BEFORE = 50;
const SNIPPET_LENGTH = 160;

export const DEFAULT_DOC_RESULTS = 20;

const indexes = new WeakMap<DocLibrary, Entry[]>();

function allEntries(library: DocLibrary): Entry[] {
  const known = indexes.get(library);
  if (known) return known;
  const entries = library.pages.flatMap((page) =>
    page.sections.map((section, index) => ({
      page,
      section,
      isPageTop: index === 0 && section.depth === 1,
      lowerTitle: (index === 0 && section.depth === 1 ? page.title : section.title).toLowerCase(),
      lowerPageTitle: page.title.toLowerCase(),
      lowerText: section.text.toLowerCase(),
    })),
  );
  indexes.set(library, entries);
  return entries;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** Positions where `term` starts a word in `text`. */
function wordStarts(text: string, term: string, max: number): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(term); at >= 0 && found.length < max; at = text.indexOf(term, at + 1)) {
    if (!isWordChar(text[at - 1])) found.push(at);
  }
  return found;
}

/**
 * The forms of a query word that count as a match where they start a word: the word itself and,
 * for longer words, the word without a plural or -y ending, so "retry" also finds "retries".
 */
export function termVariants(term: string): string[] {
  const stem = term.length >= 5 ? term.replace(/(ies|es|s|y)$/, '') : term;
  return stem !== term && stem.length >= 4 ? [term, stem] : [term];
}

function firstWordStart(text: string, variants: readonly string[]): { at: number; length: number } | null {
  let best: { at: number; length: number } | null = null;
  for (const variant of variants) {
    const at = wordStarts(text, variant, 1)[0];
    if (at !== undefined && (best === null || at < best.at)) best = { at, length: variant.length };
  }
  return best;
}

function countWordStarts(text: string, variants: readonly string[]): number {
  const max = MAX_EXTRA_OCCURRENCES + 1;
  const positions = new Set<number>();
  for (const variant of variants) for (const at of wordStarts(text, variant, max)) positions.add(at);
  return Math.min(positions.size, max);
}

function termScore(entry: Entry, variants: readonly string[]): number {
  let best = 0;
  const inTitle = firstWordStart(entry.lowerTitle, variants);
  if (inTitle) {
    best = IN_SECTION_TITLE + (isWordChar(entry.lowerTitle[inTitle.at + inTitle.length]) ? 0 : WHOLE_WORD_IN_TITLE);
  }
  if (firstWordStart(entry.lowerPageTitle, variants)) best = Math.max(best, IN_PAGE_TITLE);
  const inText = countWordStarts(entry.lowerText, variants);
  if (inText === 0) return best;
  // A title match still gains a little from the text, so the section that talks most about it wins ties.
  return best > 0 ? best + inText : IN_TEXT + (inText - 1) * PER_EXTRA_OCCURRENCE;
}

function fullTextScore(entry: Entry, terms: readonly string[]): number | null {
  let total = 0;
  for (const term of terms) {
    const score = termScore(entry, termVariants(term));
    if (score === 0) return null;
    total += score;
  }
  if (terms.length > 1) {
    const phrase = terms.join(' ');
    if (entry.lowerTitle.includes(phrase) || entry.lowerText.includes(phrase)) total += PHRASE;
  }
  return total + (entry.isPageTop ? PAGE_TOP_BONUS : 0);
}

/** A passage of the section text around the first word that starts with one of the terms. */
export function snippetFor(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of terms) {
    const found = firstWordStart(lower, termVariants(term));
    if (found && (first < 0 || found.at < first)) first = found.at;
  }
  if (first < 0 || first < SNIPPET_BEFORE) return clip(text, 0);
  // Start at a word boundary a little before the match.
  const from = text.indexOf(' ', first - SNIPPET_BEFORE);
  return clip(text, from < 0 || from > first ? first : from + 1);
}

function clip(text: string, from: number): string {
  const end = from + SNIPPET_LENGTH;
  const cut = end >= text.length ? text.length : Math.max(text.lastIndexOf(' ', end), from + 1);
  return `${from > 0 ? '… ' : ''}${text.slice(from, cut).trim()}${cut < text.length ? ' …' : ''}`;
}

function toResult(entry: Entry, score: number, terms: readonly string[]): DocSearchResult {
  return {
    slug: entry.page.slug,
    anchor: entry.isPageTop ? null : entry.section.id,
    pageTitle: entry.page.title,
    title: entry.isPageTop ? entry.page.title : entry.section.title,
    snippet: snippetFor(entry.section.text, terms),
    score,
  };
}

/**
 * Searches every page: titles, headings and text. Each word of the query must start a word somewhere
 * in the section (its heading, its page's title or its text); when nothing matches that way, the
 * palette's fuzzy scorer over the headings finds abbreviations. An empty query lists the pages.
 */
export function searchDocs(library: DocLibrary, query: string, limit = DEFAULT_DOC_RESULTS): DocSearchResult[] {
  const terms = queryTerms(query);
  const all = allEntries(library);
  if (terms.length === 0)
    return all
      .filter((entry) => entry.isPageTop)
      .slice(0, limit)
      .map((entry) => toResult(entry, 0, terms));

  const ranked: { entry: Entry; score: number; order: number }[] = [];
  all.forEach((entry, order) => {
    const score = fullTextScore(entry, terms);
    if (score !== null) ranked.push({ entry, score, order });
  });
  if (ranked.length === 0) {
    all.forEach((entry, order) => {
      const title = entry.isPageTop ? entry.page.title : entry.section.title;
      const fuzzy = fuzzyScore(query, { title, keywords: [entry.page.title] });
      if (fuzzy) ranked.push({ entry, score: fuzzy.score, order });
    });
  }
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, limit).map(({ entry, score }) => toResult(entry, score, terms));
}
