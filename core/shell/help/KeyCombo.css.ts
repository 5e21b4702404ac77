import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const combo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  whiteSpace: 'nowrap',
});

export const chord = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  backgroundColor: vars.color.surface,
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
});

export const then = style({
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  padding: `0 ${vars.space.xxs}`,
});
