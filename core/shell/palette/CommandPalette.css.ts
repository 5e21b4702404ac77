import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const NARROW = 'screen and (max-width: 600px)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateX(-50%) scale(0.98)' },
  to: { opacity: 1, transform: 'translateX(-50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  backgroundColor: vars.color.backdrop,
  animation: `${fadeIn} 120ms ease-out`,
});

/** The raised panel, centred horizontally in the upper part of the window like Linear's and Raycast's. */
export const dialog = style({
  position: 'fixed',
  zIndex: 1001,
  top: '12vh',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(640px, calc(100vw - 32px))',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} 140ms ease-out`,
  '@media': { [NARROW]: { top: vars.space.sm, width: `calc(100vw - 2 * ${vars.space.sm})` } },
});

export const command = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

export const breadcrumb = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const crumbButton = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text } },
});

export const crumbSeparator = style({ color: vars.color.muted });

export const crumbCurrent = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const input = style({
  width: '100%',
  height: '52px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  // 16 px also keeps mobile browsers from zooming into the field.
  fontSize: vars.font.size.lg,
  selectors: {
    '&::placeholder': { color: vars.color.muted },
    // The field always holds focus inside the palette; its caret shows it, a ring would only frame the panel.
    '&:focus, &:focus-visible': { outline: 'none' },
  },
});

export const list = style({
  position: 'relative',
  maxHeight: 'min(400px, 55vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export const row = style({
  position: 'absolute',
  top: 0,
  left: vars.space.xs,
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  userSelect: 'none',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const mark = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textDecorationColor: vars.color.brand,
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
});

export const category = style({
  flexShrink: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

export const recent = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  '@media': { [NARROW]: { display: 'none' } },
});

export const spacer = style({ flex: '1 1 auto' });

export const chevron = style({ color: vars.color.muted, flexShrink: 0 });

export const submitIcon = style({ color: vars.color.muted, flexShrink: 0, fontSize: vars.font.size.lg });

export const message = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.font.size.md,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  // Key hints are for keyboards; a phone shows the results only.
  '@media': { [NARROW]: { display: 'none' } },
});

export const hint = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const count = style({ marginLeft: 'auto' });

/** The heading of a group of found records under the commands. */
export const groupHeading = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'flex',
  alignItems: 'flex-end',
  padding: `0 ${vars.space.md} ${vars.space.xs}`,
  boxSizing: 'border-box',
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
