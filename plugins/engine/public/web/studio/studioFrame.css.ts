import { style } from '@vanilla-extract/css';
import { themeGraphChrome } from '../graph/graphCanvas.css.ts';
import { vars } from '../../../../../themes/contract.css.ts';

/* The frame both studios share: a full-height page under a header bar, banners, a canvas and side panels. */

export const studio = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  height: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.headerBg,
  color: vars.color.headerFg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const headerLink = style({ color: vars.color.headerFg, fontSize: vars.font.size.sm });

export const saveState = style({ fontSize: vars.font.size.sm, opacity: 0.85 });

export const headerActions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });

export const banners = style({ display: 'grid', gap: vars.space.xs, padding: `0 ${vars.space.md}` });

export const sideTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const paletteList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 });

export const paletteItem = style({
  display: 'grid',
  width: '100%',
  gap: 1,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  fontSize: vars.font.size.sm,
  cursor: 'grab',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const paletteMeta = style({ color: vars.color.muted, fontSize: vars.font.size.xs });

export const canvas = style({
  minHeight: 0,
  height: '100%',
  position: 'relative',
  backgroundColor: vars.color.surface,
});

themeGraphChrome(canvas);

export const minimap = style({
  backgroundColor: vars.color.surfaceRaised,
  '@media': { 'screen and (max-width: 900px)': { display: 'none' } },
});

export const nodeSelected = style({ boxShadow: `0 0 0 3px ${vars.color.focus}` });

export const nodeName = style({
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const nodeMeta = style({
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const narrowNotice = style({
  display: 'none',
  margin: 0,
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  '@media': { 'screen and (max-width: 900px)': { display: 'block' } },
});
