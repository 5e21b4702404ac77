import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MEDIA, PRINT_MEDIA as PRINT } from '../../core/shell/layout/breakpoints.ts';
import { vars } from '../../themes/contract.css.ts';

/** The list of reports beside the open one; above it on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  paddingBottom: vars.space.lg,
  '@media': {
    [MOBILE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
    [PRINT]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const reportList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
  '@media': {
    [MOBILE_MEDIA]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
    [PRINT]: { display: 'none' },
  },
});
export const reportLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': { backgroundColor: vars.color.surfaceHover, fontWeight: vars.font.weight.bold },
  },
  '@media': { [MOBILE_MEDIA]: { border: `1px solid ${vars.color.border}` } },
});

export const report = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const error = style({ margin: 0, color: vars.color.danger });

/** The filters as a line of text: on paper only (the filter bar stays on screen). */
export const printOnly = style({ display: 'none', '@media': { [PRINT]: { display: 'block' } } });

/** Filters and actions: on screen only. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  '@media': { [PRINT]: { display: 'none' } },
});
export const control = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
globalStyle(`${control} input, ${control} select`, { width: 'auto', minWidth: 120, maxWidth: '100%' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto' });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [PRINT]: { border: 'none', padding: 0, breakInside: 'avoid' } },
});

export const chart = style([panel, { margin: 0 }]);

export const bars = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(80px, 200px) minmax(0, 1fr) 90px',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { 'a&:hover': { backgroundColor: vars.color.surfaceHover } },
  '@media': { [MOBILE_MEDIA]: { gridTemplateColumns: '90px minmax(0, 1fr) 70px' } },
});
export const barLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const barTrack = style({
  height: 14,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});
export const barFill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
export const barValue = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const tableBox = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });
globalStyle(`${table} td a`, { color: vars.color.link });
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'end' });
export const listHeading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  '@media': { [PRINT]: { display: 'none' } },
});

/** A schedule's recipients: one row each, its name, its Remove button and why it is not mailed. */
export const recipients = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const recipientList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const recipient = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.sm,
});
globalStyle(`${recipient} > p`, { gridColumn: '1 / -1' });
export const recipientName = style({ overflowWrap: 'anywhere' });
export const addressRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
/** A table cell of sentences (a run's details), which wraps where the figures' cells do not. */
export const wrapping = style({});
globalStyle(`${table} td${wrapping}`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });
export const scheduleForm = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
