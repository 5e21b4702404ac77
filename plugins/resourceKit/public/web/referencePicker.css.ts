import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css.ts';
import { raisedSurface } from '../../../../core/shell/controls/popover.css.ts';

export const picker = style({ position: 'relative', display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const input = style({ flex: '1 1 auto', minWidth: 0 });

export const open = style({
  flex: 'none',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const options = style([
  raisedSurface,
  {
    position: 'absolute',
    top: 'calc(100% + 2px)',
    left: 0,
    right: 0,
    padding: vars.space.xxs,
    zIndex: 40,
    margin: 0,
    listStyle: 'none',
    maxHeight: 260,
    overflowY: 'auto',
    fontSize: vars.font.size.sm,
  },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const empty = style({ padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.muted });

export const unknown = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warning });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});
