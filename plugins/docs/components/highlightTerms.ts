export interface TextSegment {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits text into plain and matching parts: a match is a word that starts with a query term. */
export function highlightTerms(text: string, terms: readonly string[]): TextSegment[] {
  const usable = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, match: false }];
  // A match runs to the end of its word, so "retr" marks all of "retries".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > last) segments.push({ text: text.slice(last, at), match: false });
    segments.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
