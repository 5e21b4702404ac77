import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** The form kit's styles: one look for every field of every form. */

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

/** A textarea holding code or JSON. */
export const codeTextarea = style([textarea, { fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm }]);

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
