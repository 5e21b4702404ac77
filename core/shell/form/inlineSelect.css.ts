import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** A screen's row of controls above its content. */
export const controlRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const inlineSelect = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
globalStyle(`${inlineSelect} select`, { width: 'auto', minWidth: 160 });
