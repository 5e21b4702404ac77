import { isValidColour, parseRgba } from '../../core/contract/colour.ts';

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** A valid colour of the spec's grammar as `#rrggbb` for a native colour picker (alpha dropped), else null. */
export function toPickerHex(value: string): string | null {
  if (!isValidColour(value)) return null;
  const rgba = parseRgba(value.trim());
  return rgba ? `#${hexByte(rgba.r)}${hexByte(rgba.g)}${hexByte(rgba.b)}` : null;
}
