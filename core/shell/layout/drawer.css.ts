import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { brandTint, chromeTint } from './chrome.ts';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 70,
  backgroundColor: vars.color.backdrop,
  animation: `${fade} 160ms ease-out`,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 71,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(300px, 86vw)',
  backgroundColor: vars.color.headerBg,
  color: vars.color.headerFg,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} 180ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
  borderBottom: `1px solid ${chromeTint(12)}`,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const subtree = style({ listStyle: 'none', margin: '2px 0 4px', padding: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: chromeTint(80),
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: chromeTint(9), color: vars.color.headerFg },
    '&[aria-current="page"]': {
      backgroundColor: chromeTint(14),
      color: vars.color.headerFg,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const childRow = style({
  minHeight: 40,
  paddingLeft: 44,
  fontWeight: vars.font.weight.regular,
  selectors: {
    '&[aria-current="page"]': { backgroundColor: brandTint(22), boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
  },
});

export const rowIcon = style({ width: 20, height: 20, flex: 'none' });

export const chevron = style({
  marginLeft: 'auto',
  width: 16,
  height: 16,
  opacity: 0.7,
  transition: 'transform 140ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const navArea = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
