import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

const pop = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The raised panel every menu, popover and flyout of the shell draws on. */
export const raisedSurface = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

const panelBase = style([
  raisedSurface,
  {
    position: 'absolute',
    top: 'calc(100% + 6px)',
    zIndex: 40,
    minWidth: 220,
    maxWidth: 'min(420px, calc(100vw - 24px))',
    maxHeight: 'min(480px, 70vh)',
    overflowY: 'auto',
    fontSize: vars.font.size.sm,
    animation: `${pop} 110ms ease-out`,
  },
]);

export const panel = styleVariants({
  start: [panelBase, { left: 0 }],
  end: [panelBase, { right: 0 }],
});

export const sectionTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceHover, outline: 'none' },
    '&:disabled': { color: vars.color.muted, cursor: 'default', backgroundColor: 'transparent' },
  },
});

export const dangerItem = style({ color: vars.color.danger });

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const note = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.muted,
});

export const errorNote = style({
  margin: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  backgroundColor: `color-mix(in srgb, ${vars.color.danger} 8%, transparent)`,
});
