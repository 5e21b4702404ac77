import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const exchange = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const outcome = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
