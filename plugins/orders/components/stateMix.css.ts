import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const bar = style({
  display: 'flex',
  width: '100%',
  minWidth: 80,
  height: 10,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  backgroundColor: vars.color.background,
});

export const segment = styleVariants({
  info: { backgroundColor: vars.color.info },
  success: { backgroundColor: vars.color.success },
  warning: { backgroundColor: vars.color.warning },
  danger: { backgroundColor: vars.color.danger },
  neutral: { backgroundColor: vars.color.muted },
});
