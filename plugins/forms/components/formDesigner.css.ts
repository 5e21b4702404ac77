import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

/** Outline, inspector and preview side by side; stacked on narrow screens. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 1fr) minmax(280px, 1.3fr) minmax(0, 2fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 1.5fr)' },
    'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const pane = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const previewPane = style({
  '@media': { 'screen and (max-width: 1100px)': { gridColumn: '1 / -1' } },
});

export const paneTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const paneActions = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  textTransform: 'none',
});

export const outline = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '32px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-current="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.surfaceHover },
    '&[data-drop="true"]': { borderTopColor: vars.color.brand, borderTopWidth: '2px' },
  },
});

export const sectionRow = style([row, { fontWeight: vars.font.weight.bold, marginTop: vars.space.xs }]);

export const fieldRow = style([row, { paddingInlineStart: vars.space.lg }]);

export const fieldKey = style({
  color: vars.color.muted,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
});

export const badge = style({
  marginInlineStart: 'auto',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const problemBadge = style([badge, { borderColor: vars.color.danger, color: vars.color.danger }]);

export const inspector = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const payload = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '240px',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
});

export const checkLine = style({ margin: 0, fontSize: vars.font.size.sm });
export const passed = style([checkLine, { color: vars.color.success }]);
export const failed = style([checkLine, { color: vars.color.danger }]);
