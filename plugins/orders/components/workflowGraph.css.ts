import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const canvas = style({
  height: 480,
  minHeight: 260,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

// The library's own chrome in the theme's colours.
globalStyle(`${canvas} .react-flow__controls-button`, {
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderColor: vars.color.border,
  fill: vars.color.text,
});
globalStyle(`${canvas} .react-flow__edge-text`, { fill: vars.color.muted, fontSize: 10 });
globalStyle(`${canvas} .react-flow__edge-textbg`, { fill: vars.color.surface });
globalStyle(`${canvas} .react-flow__background`, { color: vars.color.border });

const stepBase = style({
  boxSizing: 'border-box',
  display: 'grid',
  alignContent: 'center',
  gap: 2,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  borderWidth: 2,
  borderStyle: 'solid',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
});

export const step = styleVariants({
  info: [stepBase, { borderColor: vars.color.info }],
  success: [stepBase, { borderColor: vars.color.success }],
  warning: [stepBase, { borderColor: vars.color.warning }],
  danger: [stepBase, { borderColor: vars.color.danger }],
  neutral: [stepBase, { borderColor: vars.color.muted }],
  idle: [stepBase, { borderColor: vars.color.border, borderStyle: 'dashed', color: vars.color.muted }],
});

export const selected = style({ boxShadow: `0 0 0 3px ${vars.color.focus}` });

export const stepName = style({
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const stepMeta = style({ color: vars.color.muted, whiteSpace: 'nowrap' });

export const handle = style({ opacity: 0, pointerEvents: 'none' });

export const edge = style({});
globalStyle(`${edge} path`, { stroke: vars.color.border });
export const edgeTaken = style({});
globalStyle(`${edgeTaken} path`, { stroke: vars.color.brand, strokeWidth: 2 });
