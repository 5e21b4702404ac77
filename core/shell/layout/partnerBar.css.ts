import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { MOBILE_MEDIA, PRINT_MEDIA } from './breakpoints.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 'none',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  '@media': {
    [MOBILE_MEDIA]: { flexWrap: 'wrap', padding: `${vars.space.xs} ${vars.space.md}` },
    [PRINT_MEDIA]: { display: 'none' },
  },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const path = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  flex: 1,
});

export const crumb = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0, maxWidth: 240 });

export const crumbText = style({ color: vars.color.muted });

export const crumbCurrent = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const separator = style({ width: 14, height: 14, color: vars.color.muted, flex: 'none', opacity: 0.7 });

export const scope = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });

export const select = style({
  height: 30,
  maxWidth: 260,
  padding: `0 ${vars.space.xl} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});
