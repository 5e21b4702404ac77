import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { MOBILE_MEDIA } from '../../../core/shell/layout/breakpoints.ts';
import { vars } from '../../../themes/contract.css.ts';

export const live = style({ marginInlineStart: 'auto', color: vars.color.muted });

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0, paddingBottom: vars.space.lg });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [MOBILE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
globalStyle(`${panelTitle} a, ${panel} td a`, { color: vars.color.link });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const error = style({ color: vars.color.danger });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });

export const bars = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '110px minmax(0, 1fr) 56px',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
export const barLabel = style({ color: vars.color.muted });
export const barTrack = style({
  height: 12,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});
const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.sm });
export const barFill = styleVariants({
  fresh: [fill, { backgroundColor: vars.color.info }],
  slow: [fill, { backgroundColor: vars.color.warning }],
  late: [fill, { backgroundColor: vars.color.danger }],
});
export const barValue = style({ textAlign: 'end' });
