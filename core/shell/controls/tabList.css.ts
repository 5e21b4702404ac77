import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { focusRing } from './buttons.css.ts';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});
