import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css.ts';

export const entry = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const switcher = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
