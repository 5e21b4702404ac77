import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
});

export const conditions = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${conditions} legend`, {
  padding: `0 ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const condition = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 220px) auto minmax(120px, 220px) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const hint = style({ color: vars.color.muted });
