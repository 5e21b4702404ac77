import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { stepBox } from '../../engine/public/web/graph/graphCanvas.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export * from '../../engine/public/web/studio/studioFrame.css.ts';

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

const nodeBase = stepBox;

export const node = styleVariants({
  task: [nodeBase, { borderColor: vars.color.info }],
  flow: [nodeBase, { borderColor: vars.color.warning, borderStyle: 'dashed' }],
  terminal: [nodeBase, { borderColor: vars.color.muted, borderRadius: vars.radius.pill }],
});

export const nodeProblem = style({ borderColor: vars.color.danger });

export const handle = style({ width: 10, height: 10, backgroundColor: vars.color.brand, border: 'none' });

/** A read-only graph's handles: there for the edges to end at, not to be seen. */
export const handleHidden = style({ opacity: 0, pointerEvents: 'none' });

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

const runRing = (color: string) => ({ outline: `3px solid ${color}`, outlineOffset: 2 });

/** A step's state in the test run on show, as a ring round its box; a step not reached fades. */
export const run = styleVariants({
  info: runRing(vars.color.info),
  success: runRing(vars.color.success),
  warning: runRing(vars.color.warning),
  danger: runRing(vars.color.danger),
  neutral: runRing(vars.color.muted),
  idle: { opacity: 0.55 },
});

export const runBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

export const runActions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });

/** The workflow's icon in the studio's bar, before its name. */
export const titleIcon = style({
  width: 20,
  height: 20,
  marginRight: vars.space.sm,
  verticalAlign: 'middle',
  objectFit: 'contain',
});
