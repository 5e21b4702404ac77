import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const missing = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.xl,
  margin: 0,
  fontSize: vars.font.size.lg,
  textAlign: 'center',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
