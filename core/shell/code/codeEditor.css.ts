import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const editor = style({
  minHeight: 0,
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
