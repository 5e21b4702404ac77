import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { raisedSurface } from '../controls/popover.css.ts';
import { MOBILE_MEDIA, PRINT_MEDIA } from './breakpoints.ts';
import { brandTint, chromeTint } from './chrome.ts';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 'none',
  width: vars.sidebar.widthExpanded,
  backgroundColor: vars.color.headerBg,
  color: vars.color.headerFg,
  borderRight: `1px solid ${chromeTint(10)}`,
  transition: 'width 160ms ease',
  '@media': { [MOBILE_MEDIA]: { display: 'none' }, [PRINT_MEDIA]: { display: 'none' } },
});

export const sidebarIconOnly = style({ width: vars.sidebar.widthCollapsed });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 6px`,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  scrollbarWidth: 'none',
});

export const listItem = style({ display: 'flex', justifyContent: 'center' });

export const railItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  width: '100%',
  minWidth: 0,
  minHeight: 56,
  padding: '8px 2px 7px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: chromeTint(70),
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': { backgroundColor: chromeTint(9), color: vars.color.headerFg },
    '&[aria-current="page"], &[data-active="true"]': {
      backgroundColor: chromeTint(14),
      color: vars.color.headerFg,
    },
    '&[aria-current="page"]::before, &[data-active="true"]::before': {
      content: '""',
      position: 'absolute',
      left: -6,
      top: 10,
      bottom: 10,
      width: 3,
      borderRadius: '0 3px 3px 0',
      backgroundColor: vars.color.brand,
    },
    '&[aria-expanded="true"]': { backgroundColor: chromeTint(16), color: vars.color.headerFg },
    // A small corner triangle marks the sections that open a flyout.
    '&[data-flyout]::after': {
      content: '""',
      position: 'absolute',
      right: 5,
      bottom: 5,
      borderStyle: 'solid',
      borderWidth: '0 0 5px 5px',
      borderColor: `transparent transparent ${chromeTint(40)} transparent`,
    },
  },
});

export const railItemIconOnly = style({ minHeight: 44, padding: 0, width: 44 });

export const railIcon = style({ width: 20, height: 20, flex: 'none' });

export const railLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 10.5,
  lineHeight: 1.2,
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.01em',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.sm} 0 ${vars.space.md}`,
  borderTop: `1px solid ${chromeTint(10)}`,
});

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: chromeTint(62),
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: chromeTint(10), color: vars.color.headerFg } },
});

const slide = keyframes({
  from: { opacity: 0, transform: 'translateX(-6px)' },
  to: { opacity: 1, transform: 'none' },
});

export const flyout = style([
  raisedSurface,
  {
    position: 'fixed',
    zIndex: 40,
    width: 248,
    maxHeight: 'calc(100dvh - 16px)',
    overflowY: 'auto',
    animation: `${slide} 120ms ease-out`,
  },
]);

export const flyoutTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const flyoutList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const flyoutLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 34,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      backgroundColor: brandTint(12),
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const flyoutIcon = style({ width: 16, height: 16, flex: 'none', color: vars.color.muted });
