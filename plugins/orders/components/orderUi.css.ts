import { globalStyle, style } from '@vanilla-extract/css';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { statusPill } from '../../../core/shell/controls/statusPill.css.ts';
import { liveNotice } from '../../../core/shell/dialog/banner.css.ts';
import { vars } from '../../../themes/contract.css.ts';

/** A state as a coloured pill, in the colour family of its tone. */
export const badge = statusPill;

export const badgeRow = style({ display: 'inline-flex', gap: vars.space.xxs, alignItems: 'center' });

export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const notice = liveNotice;

export const muted = style({ color: vars.color.muted });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

export const selectableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const errorText = style({ color: vars.color.danger, margin: 0 });

/** A secondary button at the compact height: Copy, Add, Remove. */
export const smallButton = style([button.secondary, compactButton]);

export const comments = style({ display: 'grid', gap: vars.space.sm });
export const commentList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const comment = style({ display: 'grid', gap: 2, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

/** Wraps a grid to hear its rows' focus and hover without taking part in the page's layout. */
export const gridFrame = style({ display: 'contents' });
