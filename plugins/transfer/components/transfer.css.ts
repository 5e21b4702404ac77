import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MEDIA } from '../../../core/shell/layout/breakpoints.ts';
import { vars } from '../../../themes/contract.css.ts';

/** The copy tab: its steps one under another, scrolling as a whole. */
export const wizard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  overflow: 'auto',
  minHeight: 0,
  paddingBottom: vars.space.xl,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [MOBILE_MEDIA]: { padding: vars.space.md } },
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const field = style({
  height: '36px',
  minWidth: 0,
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const wideField = style([field, { width: '28rem' }]);

export const families = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const familyOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  listStyle: 'none',
});

export const chipRemove = style({
  border: 0,
  background: 'none',
  color: vars.color.muted,
  cursor: 'pointer',
  font: 'inherit',
  padding: `0 ${vars.space.xxs}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const combo = style({ position: 'relative', display: 'inline-block', maxWidth: '100%' });

export const options = style({
  position: 'absolute',
  zIndex: 5,
  top: 'calc(100% + 2px)',
  left: 0,
  right: 0,
  maxHeight: '16rem',
  overflow: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { backgroundColor: vars.color.surfaceHover } },
});

export const muted = style({ color: vars.color.muted });

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, fontWeight: 600 });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.info}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const errorNotice = style([notice, { borderLeftColor: vars.color.danger }]);

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const planTable = style({
  width: '100%',
  // Narrow screens scroll the table sideways rather than squeeze each column to a word a line.
  minWidth: '52rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

globalStyle(`${planTable} th, ${planTable} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${planTable} thead th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });

export const diffRow = style({ backgroundColor: vars.color.background });

export const diffTable = style([planTable, { tableLayout: 'fixed', minWidth: '40rem' }]);

export const fieldColumn = style({ width: '20%' });

export const diffValue = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  maxHeight: '14rem',
  overflow: 'auto',
});

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const secretNote = style({ color: vars.color.danger, fontWeight: 600 });

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
});

/** The tab panel holding a whole screen frame (heading, tabs, body). */
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  minWidth: 0,
  height: '100%',
});
