import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  height: '100%',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const field = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 200,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginInlineStart: 'auto' });

export const hiddenFile = style({ display: 'none' });

export const editorArea = style({ flex: '1 1 320px', minHeight: 320 });

export const empty = style({ margin: 0, color: vars.color.muted });

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  maxHeight: 140,
  overflowY: 'auto',
});

export const status = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
