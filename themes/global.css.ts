import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { DEFAULT_THEME_ID, themes } from './index.ts';

// Every theme as a stylesheet, so the page is styled even before the theme engine runs: the default on
// :root, the others by the `data-theme` the page's inline script sets from the last choice
// (core/contract/themeHint.ts); the engine's inline variables on <html> take precedence once applied.
for (const theme of themes) {
  const selector = theme.id === DEFAULT_THEME_ID ? ':root' : `:root[data-theme="${theme.id}"]`;
  createGlobalTheme(selector, vars, theme.values);
  globalStyle(selector, { colorScheme: theme.colorScheme });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });

globalStyle('body', {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.familyMono });

globalStyle('a', { color: vars.color.link });

globalStyle(':focus', { outline: 'none' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  backgroundColor: vars.color.focus,
  color: vars.color.surface,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
