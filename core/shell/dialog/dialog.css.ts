import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { MOBILE_MEDIA } from '../layout/breakpoints.ts';

export const panelBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  backgroundColor: vars.color.backdrop,
  display: 'flex',
  justifyContent: 'flex-end',
});

const panelBase = style({
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': { [MOBILE_MEDIA]: { width: '100vw', borderLeft: 'none' } },
});

/** `form` suits a column of fields; `wide` a table such as a side-by-side diff. */
export const panel = styleVariants({
  form: [panelBase, { width: 'min(520px, 100vw)' }],
  wide: [panelBase, { width: 'min(760px, 92vw)' }],
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelHeading = style({ minWidth: 0, display: 'grid', gap: vars.space.xs, paddingTop: '4px' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const panelBody = style({
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
});

export const panelFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const dialogBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.backdrop,
});

export const dialog = style({
  width: 'min(440px, 100%)',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const dialogText = style({ margin: 0, color: vars.color.muted });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
