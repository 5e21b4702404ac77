import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { stepBox, themeGraphChrome } from '../../engine/public/web/graph/graphCanvas.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export const canvas = style({
  height: 480,
  minHeight: 260,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

themeGraphChrome(canvas);

const stepBase = style([stepBox, { cursor: 'pointer' }]);

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
