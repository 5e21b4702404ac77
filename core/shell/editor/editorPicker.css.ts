import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** An editor opened without naming what to open (or unable to open it): a column of choices. */
export const picker = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const choices = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 });

export const choice = style({
  display: 'grid',
  width: '100%',
  gap: 1,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const choiceMeta = style({ color: vars.color.muted, fontSize: vars.font.size.xs });
