import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const NARROW = 'screen and (max-width: 600px)';

export const dialog = style({
  width: 'min(720px, calc(100vw - 32px))',
  '@media': { [NARROW]: { width: `calc(100vw - 2 * ${vars.space.sm})` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} 0`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const closeButton = style({
  marginLeft: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text } },
});

export const list = style({
  maxHeight: 'min(560px, 65vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  outline: 'none',
});

export const group = style({});

// cmdk renders the group heading itself; it is reached through the group's class.
globalStyle(`${group} [cmdk-group-heading]`, {
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  selectors: {
    '&[data-selected="true"]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
    '&[data-runnable="true"]': { cursor: 'pointer' },
  },
});

export const rowTitle = style({ flex: '1 1 auto', minWidth: 0 });

export const keys = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const or = style({ color: vars.color.muted, fontSize: vars.font.size.xs });

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.muted,
});
