import { parseRgba, type Rgba } from '../contract/colour.ts';

/**
 * Tenant colours in the console (spec section 5): the grammar shared with the server lives in
 * core/contract/colour.ts; anything it does not accept falls back to 241,83,35.
 */

export const FALLBACK_COLOUR = 'rgb(241, 83, 35)';

export { parseRgba, type Rgba } from '../contract/colour.ts';

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
