/**
 * Validation of tenant colours (spec section 5): hex in 3 or 6 digits and rgb forms are accepted,
 * anything else falls back to 241,83,35.
 */

export const FALLBACK_COLOUR = 'rgb(241, 83, 35)';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1. */
  a: number;
}

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
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) return fromHex(hex[1]!);
  const match = LEGACY.exec(text) ?? MODERN.exec(text) ?? BARE.exec(text);
  if (!match) return null;
  const [r, g, b] = [channel(match[1]!), channel(match[2]!), channel(match[3]!)];
  const a = alpha(match[4]);
  if (r === null || g === null || b === null || a === null) return null;
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: Math.round(a * 1000) / 1000 };
}

export function formatRgba({ r, g, b, a }: Rgba): string {
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** The colour in the normalised form `rgb(r, g, b)` (or `rgba(r, g, b, a)` when translucent), or null. */
export function parseColour(value: string): string | null {
  const rgba = parseRgba(value);
  return rgba ? formatRgba(rgba) : null;
}

/** The normalised colour, or the fallback for anything that is not an accepted colour. */
export function safeColour(value: unknown, fallback: string = FALLBACK_COLOUR): string {
  return (typeof value === 'string' && parseColour(value)) || fallback;
}

function linear(channelValue: number): number {
  const c = channelValue / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const INK: Rgba = { r: 17, g: 18, b: 20, a: 1 };

/** White or near-black, whichever reads better on the given background. */
export function readableOn(background: string): string {
  const rgba = parseRgba(background);
  if (!rgba) return formatRgba(WHITE);
  return contrastRatio(WHITE, rgba) >= contrastRatio(INK, rgba) ? formatRgba(WHITE) : formatRgba(INK);
}
