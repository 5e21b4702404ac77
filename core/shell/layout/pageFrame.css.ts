import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { MOBILE_MEDIA } from './breakpoints.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  minHeight: 0,
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [MOBILE_MEDIA]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const body = style({ flex: 1, minHeight: 420, minWidth: 0, display: 'flex', flexDirection: 'column' });
