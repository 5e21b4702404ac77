import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const liveState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

const dot = style({ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', flex: 'none' });
export const liveDot = styleVariants({
  on: [dot, { backgroundColor: vars.color.success }],
  off: [dot, { backgroundColor: vars.color.muted }],
});
