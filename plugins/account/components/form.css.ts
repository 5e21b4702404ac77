import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** Shared form styles of the public account screens. */

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '1px',
  borderColor: vars.color.focus,
};

export const input = style({
  width: '100%',
  height: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  transition: 'border-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.muted },
    // Text fields show the ring on any focus, as browsers treat them as focus-visible anyway.
    '&:focus, &:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { backgroundColor: vars.color.background, color: vars.color.muted },
    '&::placeholder': { color: vars.color.muted },
  },
});

/** Room on the right for the show/hide toggle. */
export const passwordInput = style({ paddingRight: '72px' });

export const passwordWrap = style({ position: 'relative' });

export const revealButton = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  bottom: '4px',
  minWidth: '56px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted });

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  flex: 'none',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.pill,
  animation: `${spin} 700ms linear infinite`,
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'filter 120ms ease, background-color 120ms ease',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      border: `1px solid ${vars.color.brand}`,
      backgroundColor: vars.color.brand,
      color: vars.color.brandFg,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.93)' } },
    },
  ],
  secondary: [
    buttonBase,
    {
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
    },
  ],
});

const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const alert = styleVariants({
  error: [
    notice,
    {
      borderLeftColor: vars.color.danger,
      backgroundColor: `color-mix(in srgb, ${vars.color.danger} 10%, ${vars.color.surface})`,
    },
  ],
  success: [
    notice,
    {
      borderLeftColor: vars.color.success,
      backgroundColor: `color-mix(in srgb, ${vars.color.success} 10%, ${vars.color.surface})`,
    },
  ],
  info: [
    notice,
    {
      borderLeftColor: vars.color.info,
      backgroundColor: `color-mix(in srgb, ${vars.color.info} 8%, ${vars.color.surface})`,
    },
  ],
});

export const alertTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const alertList = style({ margin: 0, paddingLeft: vars.space.lg });

export const actions = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xs });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const centredLink = style({ justifySelf: 'center', fontSize: vars.font.size.md });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.muted,
});
