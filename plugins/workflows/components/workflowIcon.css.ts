import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const hint = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.sm, color: vars.color.muted });

/** The icon beside a workflow's name in the list. */
export const nameCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const listIcon = style({ width: 20, height: 20, flex: 'none', objectFit: 'contain' });
