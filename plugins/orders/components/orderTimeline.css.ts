import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const wrap = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const filterLabel = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: 640,
  overflowY: 'auto',
});

export const item = style({ display: 'grid', gridTemplateColumns: '12px 1fr', gap: vars.space.sm });

const dotBase = style({ width: 10, height: 10, borderRadius: '50%', marginTop: 5 });
export const dot = styleVariants({
  success: [dotBase, { backgroundColor: vars.color.success }],
  danger: [dotBase, { backgroundColor: vars.color.danger }],
  warning: [dotBase, { backgroundColor: vars.color.warning }],
  neutral: [dotBase, { backgroundColor: vars.color.muted }],
});

export const body = style({ display: 'grid', gap: 2, minWidth: 0, fontSize: vars.font.size.sm });
export const what = style({ fontWeight: vars.font.weight.medium });
export const data = style({ color: vars.color.text, overflowWrap: 'anywhere' });
