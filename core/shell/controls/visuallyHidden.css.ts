import { style } from '@vanilla-extract/css';

/** Kept for screen readers (or a control's label click), not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
