import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const menu = style({
  position: 'fixed',
  zIndex: 50,
  minWidth: 180,
  maxWidth: 320,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
});
