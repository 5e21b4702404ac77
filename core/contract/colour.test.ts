import { describe, expect, it } from 'vitest';
import { isValidColour, parseRgba } from './colour.ts';

describe('isValidColour', () => {
  it.each(['#fff', '#F05223', 'rgb(241, 83, 35)', 'rgb(241 83 35 / 50%)', 'rgba(1,2,3,0.5)', '241,83,35', ' #abc '])(
    'accepts %j',
    (value) => {
      expect(isValidColour(value)).toBe(true);
    },
  );

  it.each([
    '',
    'red',
    '#ffff',
    'F05223',
    'rgb(256, 0, 0)',
    'rgb(1, 2)',
    'rgba(1, 2, 3, 1.5)',
    'rgb(1, 2, 3); background: url(x)',
    'hsl(10, 50%, 50%)',
    `#fff${' '.repeat(80)}`,
    42,
    null,
  ])('refuses %j', (value) => {
    expect(isValidColour(value)).toBe(false);
  });

  it('reads the channels of the accepted forms alike', () => {
    expect(parseRgba('#f15323')).toEqual({ r: 241, g: 83, b: 35, a: 1 });
    expect(parseRgba('241, 83, 35')).toEqual({ r: 241, g: 83, b: 35, a: 1 });
    expect(parseRgba('rgb(241 83 35 / 0.25)')).toEqual({ r: 241, g: 83, b: 35, a: 0.25 });
  });
});
