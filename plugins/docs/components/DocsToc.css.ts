import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_QUERY, TOP_BAR_HEIGHT } from './layout.ts';

export const toc = style({
  position: 'sticky',
  top: TOP_BAR_HEIGHT,
  alignSelf: 'start',
  height: `calc(100vh - ${TOP_BAR_HEIGHT})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [NARROW_QUERY]: {
      position: 'fixed',
      top: TOP_BAR_HEIGHT,
      left: 0,
      bottom: 0,
      zIndex: 25,
      width: 'min(320px, 86vw)',
      height: 'auto',
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: vars.shadow.lg,
      borderRight: 0,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transition: 'transform 160ms ease, visibility 0s linear 160ms',
    },
  },
});

export const tocOpen = style({
  '@media': {
    [NARROW_QUERY]: { transform: 'translateX(0)', visibility: 'visible', transition: 'transform 160ms ease' },
  },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [NARROW_QUERY]: {
      display: 'block',
      position: 'fixed',
      inset: `${TOP_BAR_HEIGHT} 0 0 0`,
      zIndex: 20,
      backgroundColor: vars.color.backdrop,
    },
  },
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const pageLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      fontWeight: vars.font.weight.bold,
      borderLeftColor: vars.color.brand,
      backgroundColor: vars.color.surfaceHover,
    },
  },
});

export const sectionList = style({
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 ${vars.space.sm}`,
  padding: 0,
});

export const sectionLink = style({
  display: 'block',
  padding: `3px ${vars.space.sm} 3px ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: 1.4,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[aria-current="location"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
      boxShadow: `inset 2px 0 0 ${vars.color.brand}`,
    },
  },
});

export const subsectionLink = style({ paddingLeft: '36px' });
