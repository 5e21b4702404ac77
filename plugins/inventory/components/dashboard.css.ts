import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../../core/shell/controls/buttons.css.ts';
import { MOBILE_MEDIA } from '../../../core/shell/layout/breakpoints.ts';
import { vars } from '../../../themes/contract.css.ts';

export const tiles = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
});

export const tile = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover }, '&:focus-visible': focusRing },
});

const valueBase = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: 1.2 });
export const value = styleVariants({
  info: [valueBase, { color: vars.color.info }],
  success: [valueBase, { color: vars.color.success }],
  warning: [valueBase, { color: vars.color.warning }],
  danger: [valueBase, { color: vars.color.danger }],
  neutral: [valueBase, { color: vars.color.text }],
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

/** Two cards a row on a wide screen, one on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [MOBILE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const content = style({ display: 'grid', gap: vars.space.lg, paddingBottom: vars.space.lg });
