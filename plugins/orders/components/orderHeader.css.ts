import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const wrap = style({ display: 'grid', gap: vars.space.sm });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const reason = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const fact = style({ minWidth: 0, fontSize: vars.font.size.sm });
globalStyle(`${fact} dt`, { color: vars.color.muted });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });
