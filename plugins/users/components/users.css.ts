import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../../core/shell/controls/buttons.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: 0,
  minWidth: 0,
  height: '100%',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space.sm } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const tabPanel = style({ minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: '1fr' } },
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  padding: 0,
});

export const input = style({
  width: '100%',
  height: '38px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus, &:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { backgroundColor: vars.color.background, color: vars.color.muted },
  },
});

export const textarea = style([
  input,
  { height: 'auto', minHeight: '64px', padding: vars.space.sm, resize: 'vertical' },
]);

export const fieldError = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted });

export const checkList = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: '200px',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const checkOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});

export const alert = styleVariants({
  error: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger}`,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  },
  warning: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.warning}`,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  },
});

export const alertActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const badge = styleVariants({
  active: { color: vars.color.success, fontWeight: vars.font.weight.medium },
  disabled: { color: vars.color.muted, fontWeight: vars.font.weight.medium },
  locked: { color: vars.color.warning, fontWeight: vars.font.weight.medium, marginLeft: vars.space.xs },
});
