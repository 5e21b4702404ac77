import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css.ts';

export const section = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.font.size.sm, fontWeight: 600, margin: `0 0 ${vars.space.xs}` });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.font.size.sm });

export const via = style({ color: vars.color.muted });

export const missing = style({ color: vars.color.danger, fontWeight: 600 });
