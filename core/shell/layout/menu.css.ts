import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { raisedSurface } from '../controls/popover.css.ts';

export const root = style({ position: 'relative', display: 'flex' });

export const avatarButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  borderRadius: vars.radius.pill,
  fontSize: 13,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  userSelect: 'none',
  boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.18)',
  selectors: {
    [`${avatarButton}:hover &, ${avatarButton}[aria-expanded="true"] &`]: {
      boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.45)',
    },
  },
});

export const avatarLarge = style({ width: 36, height: 36, fontSize: 15, boxShadow: 'none', flex: 'none' });

const pop = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style([
  raisedSurface,
  {
    position: 'absolute',
    top: 'calc(100% + 8px)',
    right: 0,
    zIndex: 60,
    width: 264,
    transformOrigin: 'top right',
    animation: `${pop} 120ms ease-out`,
  },
]);

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md}`,
  minWidth: 0,
});

export const identityText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const name = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, color: vars.color.text });

export const email = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border,
  border: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: 34,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceHover, outline: 'none' },
  },
});

export const itemIcon = style({ color: vars.color.muted, flex: 'none', width: 18, height: 18 });
