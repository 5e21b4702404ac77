import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  minWidth: 0,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { background: vars.color.surfaceHover, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
  },
});

export const chevron = style({ width: '1rem', flex: 'none', textAlign: 'center', color: vars.color.muted });

export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const inactiveName = style([name, { color: vars.color.muted, textDecoration: 'line-through' }]);

export const type = style({ color: vars.color.muted, fontSize: vars.font.size.xs });
