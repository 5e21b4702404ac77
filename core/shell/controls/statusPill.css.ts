import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight,
  whiteSpace: 'nowrap',
});

/** A state as an outlined pill in its tone's colour: an order's, a task's, a worklist item's. */
export const statusPill = styleVariants({
  info: [pill, { color: vars.color.info }],
  success: [pill, { color: vars.color.success }],
  warning: [pill, { color: vars.color.warning }],
  danger: [pill, { color: vars.color.danger }],
  neutral: [pill, { color: vars.color.muted }],
});

export type StatusTone = keyof typeof statusPill;
