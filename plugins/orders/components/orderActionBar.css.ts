import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const key = style({
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  opacity: 0.7,
});
