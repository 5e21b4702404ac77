import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, minWidth: 240 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover, &:focus-within': { backgroundColor: vars.color.surfaceHover } },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 30,
  cursor: 'pointer',
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const moveButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.border, color: vars.color.text },
    '&:disabled': { opacity: 0.35, cursor: 'default', backgroundColor: 'transparent' },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  marginTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});
