import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const caption = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const clickable = style({ cursor: 'pointer' });

export const empty = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

/** Read by screen readers, not drawn. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
