import { describe, expect, it } from 'vitest';
import { contrastRatio, FALLBACK_COLOUR, parseColour, parseRgba, readableOn, safeColour } from './colour.ts';

describe('parseColour', () => {
  it('accepts 6-digit hex in either case', () => {
    expect(parseColour('#F05223')).toBe('rgb(240, 82, 35)');
    expect(parseColour('#5f5d5d')).toBe('rgb(95, 93, 93)');
  });

  it('expands 3-digit hex', () => {
    expect(parseColour('#fff')).toBe('rgb(255, 255, 255)');
    expect(parseColour('#0a8')).toBe('rgb(0, 170, 136)');
  });

  it('accepts rgb with commas, with spaces, and surrounding whitespace', () => {
    expect(parseColour('rgb(241, 83, 35)')).toBe('rgb(241, 83, 35)');
    expect(parseColour('rgb(241,83,35)')).toBe('rgb(241, 83, 35)');
    expect(parseColour('  rgb(241 83 35) ')).toBe('rgb(241, 83, 35)');
    expect(parseColour('RGB(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });

  it('keeps the alpha of rgba and of the slash form', () => {
    expect(parseColour('rgba(10, 20, 30, 0.5)')).toBe('rgba(10, 20, 30, 0.5)');
    expect(parseColour('rgb(10 20 30 / 25%)')).toBe('rgba(10, 20, 30, 0.25)');
    expect(parseColour('rgba(10, 20, 30, 1)')).toBe('rgb(10, 20, 30)');
  });

  it('accepts the bare triple of the spec fallback', () => {
    expect(parseColour('241,83,35')).toBe('rgb(241, 83, 35)');
    expect(parseColour('241, 83, 35')).toBe('rgb(241, 83, 35)');
  });

  it.each([
    '',
    'red',
    '#ff',
    '#ffff',
    '#fffff',
    '#1234567',
    'F05223',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgba(1, 2, 3, 1.5)',
    'rgb(1, 2, 3); background: url(x)',
    'url(javascript:alert(1))',
    'hsl(10, 50%, 50%)',
    'var(--sdp-color-brand)',
  ])('rejects %j', (value) => {
    expect(parseColour(value)).toBeNull();
  });
});

describe('safeColour', () => {
  it('returns the normalised colour when valid', () => {
    expect(safeColour('#abc')).toBe('rgb(170, 187, 204)');
  });

  it('falls back to exactly 241,83,35 for anything else', () => {
    expect(FALLBACK_COLOUR).toBe('rgb(241, 83, 35)');
    expect(safeColour('not a colour')).toBe('rgb(241, 83, 35)');
    expect(safeColour('#12')).toBe('rgb(241, 83, 35)');
    expect(safeColour(42)).toBe('rgb(241, 83, 35)');
    expect(safeColour(undefined)).toBe('rgb(241, 83, 35)');
  });

  it('uses a given fallback', () => {
    expect(safeColour('nope', '#000')).toBe('#000');
  });
});

describe('contrast', () => {
  const rgba = (value: string) => parseRgba(value)!;

  it('computes the WCAG ratio', () => {
    expect(contrastRatio(rgba('#000'), rgba('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgba('#777'), rgba('#777'))).toBeCloseTo(1, 5);
    expect(contrastRatio(rgba('#fff'), rgba('#5F5D5D'))).toBeCloseTo(6.58, 1);
  });

  it('picks the more readable ink for a background', () => {
    expect(readableOn('#1a237e')).toBe('rgb(255, 255, 255)');
    expect(readableOn('#ffeb3b')).toBe('rgb(17, 18, 20)');
  });
});
