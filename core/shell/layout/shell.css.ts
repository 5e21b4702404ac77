import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { DESKTOP_MEDIA, MOBILE_MEDIA, PRINT_MEDIA } from './breakpoints.ts';
import { chromeTint } from './chrome.ts';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  // Without it the column grows to the widest screen's min-content (a grid's columns) on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  '@media': { [PRINT_MEDIA]: { display: 'block', height: 'auto', overflow: 'visible' } },
});

export const body = style({ display: 'flex', minHeight: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  overflowX: 'hidden',
  scrollPaddingTop: 16,
  '@media': { [PRINT_MEDIA]: { overflow: 'visible' } },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  // A screen never widens the layout: wide content (a grid's columns) scrolls inside the screen.
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: 8 } },
  '@media': { [PRINT_MEDIA]: { display: 'none' } },
});

export const header = style({
  position: 'relative',
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.logo.height} + 12px)`,
  padding: `0 ${vars.space.lg} 0 ${vars.space.sm}`,
  backgroundColor: vars.color.headerBg,
  color: vars.color.headerFg,
  borderBottom: `1px solid ${chromeTint(12)}`,
  '@media': {
    [MOBILE_MEDIA]: { padding: `0 ${vars.space.sm}`, gap: vars.space.xs },
    [PRINT_MEDIA]: { display: 'none' },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 auto',
  gap: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
});

export const logo = style({
  display: 'block',
  width: 'auto',
  maxWidth: 'min(260px, 100%)',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const wordmark = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const wordmarkTenant = style({
  fontWeight: vars.font.weight.regular,
  color: chromeTint(70),
  marginLeft: vars.space.sm,
  '@media': { [MOBILE_MEDIA]: { display: 'none' } },
});

export const spacer = style({ flex: 1 });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: chromeTint(82),
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': { backgroundColor: chromeTint(12), color: vars.color.headerFg },
    '&[aria-expanded="true"]': { backgroundColor: chromeTint(16), color: vars.color.headerFg },
  },
});

export const menuButton = style({ '@media': { [DESKTOP_MEDIA]: { display: 'none' } } });

export const paletteButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'min(360px, 32vw)',
  height: 34,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  border: `1px solid ${chromeTint(18)}`,
  borderRadius: vars.radius.md,
  backgroundColor: chromeTint(8),
  color: chromeTint(72),
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { backgroundColor: chromeTint(14), borderColor: chromeTint(28), color: vars.color.headerFg },
  },
  '@media': {
    [MOBILE_MEDIA]: {
      width: 36,
      height: 36,
      padding: 0,
      justifyContent: 'center',
      border: 'none',
      backgroundColor: 'transparent',
      color: chromeTint(82),
    },
  },
});

export const paletteLabel = style({
  flex: 1,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '@media': { [MOBILE_MEDIA]: { display: 'none' } },
});

export const kbd = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 22,
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${chromeTint(22)}`,
  backgroundColor: chromeTint(10),
  color: chromeTint(85),
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
  '@media': { [MOBILE_MEDIA]: { display: 'none' } },
});

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
