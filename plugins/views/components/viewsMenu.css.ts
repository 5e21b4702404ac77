import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, minWidth: 300 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const viewName = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const triggerName = style({ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' });

export const tag = style({
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  lineHeight: '16px',
});

export const owner = style({ color: vars.color.muted, fontSize: vars.font.size.xs });

export const manageButton = style({
  flex: 'none',
  height: 26,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceHover, color: vars.color.text } },
});
