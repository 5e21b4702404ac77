import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../../core/shell/controls/visuallyHidden.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export const hint = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.sm, color: vars.color.muted });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 96,
  height: 96,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const previewImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** The icon's file input: hidden, opened by its button. */
export const fileInput = visuallyHidden;

export const error = style({ marginTop: vars.space.sm, fontSize: vars.font.size.xs, color: vars.color.danger });

/** The icon beside a workflow's name in the list. */
export const nameCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const listIcon = style({ width: 20, height: 20, flex: 'none', objectFit: 'contain' });
