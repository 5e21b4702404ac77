import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { raisedSurface } from '../shell/controls/popover.css.ts';

export const menu = style([
  raisedSurface,
  { position: 'fixed', zIndex: 50, minWidth: 180, maxWidth: 320, fontSize: vars.font.size.sm },
]);
