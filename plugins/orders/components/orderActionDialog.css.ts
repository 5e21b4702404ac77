import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const wide = style({ width: 'min(640px, 100%)' });

export const json = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm, minHeight: 180 });

export const failure = style({ margin: 0, color: vars.color.danger, overflowWrap: 'anywhere' });
