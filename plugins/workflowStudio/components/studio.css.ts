import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { stepBox, themeGraphChrome } from '../../../core/graph/graphCanvas.css.ts';
import { vars } from '../../../themes/contract.css.ts';

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

export const body = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr) 320px',
  minHeight: 0,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const side = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  overflowY: 'auto',
  minHeight: 0,
  backgroundColor: vars.color.surface,
  borderInline: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 900px)': { display: 'none' } },
});

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

const nodeBase = stepBox;

export const node = styleVariants({
  task: [nodeBase, { borderColor: vars.color.info }],
  flow: [nodeBase, { borderColor: vars.color.warning, borderStyle: 'dashed' }],
  terminal: [nodeBase, { borderColor: vars.color.muted, borderRadius: vars.radius.pill }],
});

export const nodeSelected = style({ boxShadow: `0 0 0 3px ${vars.color.focus}` });

export const nodeProblem = style({ borderColor: vars.color.danger });

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

export const handle = style({ width: 10, height: 10, backgroundColor: vars.color.brand, border: 'none' });

export const edge = style({});
globalStyle(`${edge} path`, { stroke: vars.color.muted });
export const edgeProblem = style({});
globalStyle(`${edgeProblem} path`, { stroke: vars.color.danger, strokeWidth: 2 });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.md, display: 'grid', gap: vars.space.xxs });

export const problemButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.danger,
  textAlign: 'start',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const inspector = style({ display: 'grid', gap: vars.space.sm });

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

export const picker = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});
