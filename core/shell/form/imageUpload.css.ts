import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../controls/visuallyHidden.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

/** `wide` for a logo (a header's drawing), `square` for an icon. */
export const preview = styleVariants({
  wide: [box, { width: 200, height: 96 }],
  square: [box, { width: 96, height: 96 }],
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** The file input: hidden, opened by its button. */
export const fileInput = visuallyHidden;

export const error = style({ marginTop: vars.space.sm, fontSize: vars.font.size.xs, color: vars.color.danger });
