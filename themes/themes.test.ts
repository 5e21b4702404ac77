import { describe, expect, it } from 'vitest';
import { vars, type ThemeValues } from './contract.css.ts';
import { themes } from './index.ts';
import { contrastRatio, parseRgba } from '../core/theme/colour.ts';

const rgba = (value: string) => {
  const parsed = parseRgba(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
};
const ratio = (fg: string, bg: string) => contrastRatio(rgba(fg), rgba(bg));

function leaves(node: object, path: string[] = []): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value] as [string, string]]
      : leaves(value as object, [...path, key]),
  );
}

describe('theme contract', () => {
  it('has stable --sdp-* variable names', () => {
    expect(vars.color.brand).toBe('var(--sdp-color-brand)');
    expect(vars.color.headerBg).toBe('var(--sdp-color-header-bg)');
    expect(vars.color.headerFg).toBe('var(--sdp-color-header-fg)');
    expect(vars.font.size.md).toBe('var(--sdp-font-size-md)');
    expect(vars.sidebar.widthCollapsed).toBe('var(--sdp-sidebar-width-collapsed)');
    expect(vars.logo.height).toBe('var(--sdp-logo-height)');
  });

  it('is filled completely by every theme', () => {
    const contractPaths = leaves(vars)
      .map(([path]) => path)
      .sort();
    for (const theme of themes) {
      expect(
        leaves(theme.values)
          .map(([path]) => path)
          .sort(),
      ).toEqual(contractPaths);
    }
  });

  it('lists the three themes by id', () => {
    expect(themes.map((theme) => theme.id)).toEqual(['default', 'dark', 'high-contrast']);
  });
});

describe('default theme', () => {
  const { values } = themes[0]!;

  it('takes the spec style table and layout constants', () => {
    expect(values.color.headerBg).toBe('#5F5D5D');
    expect(values.color.brand).toBe('#F05223');
    expect(values.color.headerFg).toBe('#ffffff');
    expect(values.sidebar).toEqual({ widthCollapsed: '64px', widthExpanded: '80px' });
    expect(values.logo.height).toBe('50px');
  });
});

const textPairs = (values: ThemeValues): [string, string, string][] => {
  const c = values.color;
  const content = [c.background, c.surface, c.surfaceRaised, c.surfaceHover];
  const inks = {
    text: c.text,
    muted: c.muted,
    link: c.link,
    danger: c.danger,
    success: c.success,
    warning: c.warning,
    info: c.info,
  };
  return [
    ['headerFg', c.headerFg, c.headerBg],
    ['brandFg', c.brandFg, c.brand],
    ...Object.entries(inks).flatMap(([name, ink]) => content.map((bg) => [name, ink, bg] as [string, string, string])),
  ];
};

describe.each(themes.map((theme) => [theme.id, theme] as const))('%s theme contrast', (id, theme) => {
  const minimum = id === 'high-contrast' ? 7 : 4.5;

  it.each(textPairs(theme.values))(`%s reaches ${minimum}:1 (%s on %s)`, (_name, fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });

  it('has a focus ring of at least 3:1 against the content', () => {
    const c = theme.values.color;
    for (const bg of [c.background, c.surface]) expect(ratio(c.focus, bg)).toBeGreaterThanOrEqual(3);
  });
});
