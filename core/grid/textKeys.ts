const NON_ASCII = /[\u0080-\uffff]/;
const DIACRITICS = /[\u0300-\u036f]/g;
/** Code units of a key kept in the buffer; keys that tie that far are compared as whole strings. */
export const KEY_LIMIT = 128;
const ZERO = 48;
/** A digit run of up to this many significant digits is marked by one code unit, ZERO + its length. */
const SHORT_RUN = 8;
/** The mark of a longer run, followed by a code unit holding its length. */
const LONG_RUN = ZERO + SHORT_RUN + 1;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9;
}

/** Lower case without accents, the Unicode way. */
function foldUnicode(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(DIACRITICS, '');
}

/**
 * The code units that stand for a run of digits: a mark of its length without leading zeros, then
 * those digits. A shorter number orders first, numbers of one length by their digits, and the marks
 * lie within '0'…'9', so a number orders against other characters as a digit does.
 */
function digitRunMark(significant: number): string {
  return significant <= SHORT_RUN
    ? String.fromCharCode(ZERO + significant)
    : String.fromCharCode(LONG_RUN, Math.min(significant, 0xffff));
}

/**
 * How text sorts: by this key compared with plain `<`. Case and accents are folded and each run of
 * digits is a number ("item 2" before "item 10", "007" equal to "7"). The grid writes the same keys
 * into a buffer (TextKeys); this string form defines them and decides between keys longer than the
 * buffer keeps.
 */
export function textSortKey(text: string): string {
  const folded = NON_ASCII.test(text) ? foldUnicode(text) : text.toLowerCase();
  return folded.replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+/, '');
    return digitRunMark(digits.length) + digits;
  });
}

/**
 * Writes the key of `text` (as textSortKey) at `at` and answers where it ends: at most KEY_LIMIT + 1
 * code units, one more than kept, to tell a cut key. With `asciiOnly`, answers -1 on meeting text
 * that is not ASCII, which needs the Unicode folding first.
 */
function writeKey(text: string, asciiOnly: boolean, chars: Uint16Array, at: number): number {
  const stop = at + KEY_LIMIT + 1;
  let out = at;
  let i = 0;
  while (i < text.length && out < stop) {
    const code = text.charCodeAt(i);
    if (code >= 0x80 && asciiOnly) return -1;
    if (!isDigit(code)) {
      chars[out++] = code >= 65 && code <= 90 ? code + 32 : code;
      i++;
      continue;
    }
    while (i < text.length && text.charCodeAt(i) === ZERO) i++;
    let end = i;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    const significant = end - i;
    if (significant <= SHORT_RUN) {
      chars[out++] = ZERO + significant;
    } else {
      chars[out++] = LONG_RUN;
      if (out < stop) chars[out++] = Math.min(significant, 0xffff);
    }
    while (i < end && out < stop) chars[out++] = text.charCodeAt(i++);
    i = end;
  }
  return out;
}

/** The keys of many texts in one buffer of UTF-16 code units, so sorting reads numbers, not strings. */
export class TextKeys {
  chars: Uint16Array;
  /** Key `id` is chars[starts[id]] … chars[starts[id + 1] - 1]. */
  readonly starts: Int32Array;
  /** 1 where the key is longer than KEY_LIMIT and only its start is in the buffer. */
  readonly cut: Uint8Array;
  private readonly wholeKeys = new Map<number, string>();

  constructor(private readonly texts: readonly string[]) {
    this.chars = new Uint16Array(texts.length * 24 + KEY_LIMIT + 1);
    this.starts = new Int32Array(texts.length + 1);
    this.cut = new Uint8Array(texts.length);
    const folded = new Map<string, string>();
    let end = 0;
    for (let id = 0; id < texts.length; id++) {
      if (this.chars.length < end + KEY_LIMIT + 1) this.grow(end + KEY_LIMIT + 1);
      const text = texts[id] as string;
      let next = writeKey(text, true, this.chars, end);
      if (next < 0) {
        let fold = folded.get(text);
        if (fold === undefined) folded.set(text, (fold = foldUnicode(text)));
        next = writeKey(fold, false, this.chars, end);
      }
      if (next - end > KEY_LIMIT) {
        next = end + KEY_LIMIT;
        this.cut[id] = 1;
      }
      end = next;
      this.starts[id + 1] = end;
    }
  }

  private grow(needed: number): void {
    const chars = new Uint16Array(Math.max(needed, this.chars.length * 2));
    chars.set(this.chars);
    this.chars = chars;
  }

  get length(): number {
    return this.texts.length;
  }

  /** Orders two keys that are equal before `depth`. */
  compare(a: number, b: number, depth: number): number {
    const { chars, starts } = this;
    let i = (starts[a] as number) + depth;
    let j = (starts[b] as number) + depth;
    const endA = starts[a + 1] as number;
    const endB = starts[b + 1] as number;
    for (; i < endA && j < endB; i++, j++) {
      const difference = (chars[i] as number) - (chars[j] as number);
      if (difference !== 0) return difference;
    }
    const difference = endA - i - (endB - j);
    if (difference !== 0) return difference;
    // Equal as far as kept: a cut key goes on, so it orders after a whole one.
    const cutA = this.cut[a] as number;
    const cutB = this.cut[b] as number;
    return cutA === 1 && cutB === 1 ? this.compareWhole(a, b) : cutA - cutB;
  }

  private compareWhole(a: number, b: number): number {
    const keyA = this.wholeKey(a);
    const keyB = this.wholeKey(b);
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  }

  private wholeKey(id: number): string {
    let key = this.wholeKeys.get(id);
    if (key === undefined) this.wholeKeys.set(id, (key = textSortKey(this.texts[id] as string)));
    return key;
  }
}
