/**
 * The colour grammar of spec section 5, shared by the console (to apply a tenant's style) and the
 * server (to refuse a bad one): hex in 3 or 6 digits, and the rgb forms — `rgb(r, g, b)`,
 * `rgba(r, g, b, a)`, `rgb(r g b / a)` and the bare `241,83,35` triple of the spec's fallback.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1. */
  a: number;
}

/** The longest colour text either half accepts. */
export const MAX_COLOUR_LENGTH = 64;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUMBER = String.raw`[+]?(?:\d+\.?\d*|\.\d+)`;
const CHANNEL = String.raw`(${NUMBER}%?)`;
const SEP = String.raw`\s*,\s*`;
const ALPHA = CHANNEL;
/** `rgb(r, g, b)` or `rgba(r, g, b, a)`, either name with or without alpha (CSS Color 4 treats them alike). */
const LEGACY = new RegExp(
  String.raw`^rgba?\(\s*${CHANNEL}${SEP}${CHANNEL}${SEP}${CHANNEL}(?:${SEP}${ALPHA})?\s*\)$`,
  'i',
);
/** `rgb(r g b)` or `rgb(r g b / a)`. */
const MODERN = new RegExp(String.raw`^rgba?\(\s*${CHANNEL}\s+${CHANNEL}\s+${CHANNEL}(?:\s*/\s*${ALPHA})?\s*\)$`, 'i');
/** The bare `241,83,35` triple of the spec's fallback. */
const BARE = new RegExp(String.raw`^${CHANNEL}${SEP}${CHANNEL}${SEP}${CHANNEL}$`);

function channel(text: string): number | null {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) / 100) * 255 : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 255 ? value : null;
}

function alpha(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

function fromHex(digits: string): Rgba {
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
    a: 1,
  };
}

/** Reads an accepted colour into channels, or null when the value is not one of the accepted forms. */
export function parseRgba(value: string): Rgba | null {
  if (value.length > MAX_COLOUR_LENGTH) return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex?.[1]) return fromHex(hex[1]);
  const match = LEGACY.exec(text) ?? MODERN.exec(text) ?? BARE.exec(text);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const [r, g, b] = [channel(match[1]), channel(match[2]), channel(match[3])];
  const a = alpha(match[4]);
  if (r === null || g === null || b === null || a === null) return null;
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: Math.round(a * 1000) / 1000 };
}

/** True for a colour of one of the accepted forms. */
export function isValidColour(value: unknown): value is string {
  return typeof value === 'string' && parseRgba(value) !== null;
}

export const COLOUR_RULE = 'must be a hex colour of 3 or 6 digits (#f05223) or an rgb form (rgb(241, 83, 35))';
