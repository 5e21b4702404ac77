import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});

export const attempts = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const attempt = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const attemptSummary = style({ cursor: 'pointer', fontSize: vars.font.size.sm, marginBottom: vars.space.xs });
