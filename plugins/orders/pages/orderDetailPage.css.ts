import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { MOBILE_MEDIA } from '../../../core/shell/layout/breakpoints.ts';

export const wrap = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  alignContent: 'start',
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [MOBILE_MEDIA]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const crumbs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const live = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [MOBILE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const side = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const meta = style({ margin: 0, color: vars.color.muted });
