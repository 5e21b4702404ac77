import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** The console's buttons: `primary` for the one main action, `danger` for destructive ones. */
export const button = styleVariants({
  primary: [
    buttonBase,
    { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandFg },
  ],
  secondary: [
    buttonBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
    },
  ],
  danger: [
    buttonBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
      selectors: {
        '&:hover:not(:disabled)': {
          backgroundColor: `color-mix(in srgb, ${vars.color.danger} 10%, ${vars.color.surface})`,
        },
      },
    },
  ],
});

/** A square, borderless button holding only an icon (close, more); it needs an aria-label. */
export const iconButton = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

/** Added to a button variant inside a toolbar, where the controls are 30 px tall. */
export const compactButton = style({
  height: '30px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});
