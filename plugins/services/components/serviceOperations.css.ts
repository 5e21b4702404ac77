import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const operations = style({ display: 'grid', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const row = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const rowLegend = style({
  padding: `0 ${vars.space.xxs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const cell = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  minWidth: 0,
});

export const remove = style({ alignSelf: 'end', justifySelf: 'start' });

export const add = style({ justifySelf: 'start' });

/** A select with the link to what it chose beside it. */
export const withLink = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const open = style({ flex: 'none', color: vars.color.link, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
