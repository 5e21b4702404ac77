import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** An editor opened without naming what to open (or unable to open it): the way back, then the choices. */
export const picker = style({
  maxWidth: 880,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 767.98px)': { padding: vars.space.md } },
});

export const back = style({
  justifySelf: 'start',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const choices = style({
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  display: 'grid',
  gap: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const choiceIcon = style({ width: 20, height: 20, flex: 'none', objectFit: 'contain' });

export const choiceTitle = style({ fontWeight: vars.font.weight.medium, minWidth: 0, overflowWrap: 'anywhere' });

export const choiceMeta = style({ color: vars.color.muted, fontSize: vars.font.size.xs, flex: '1 1 12rem' });

export const choiceFact = style({ color: vars.color.muted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });

/** The create link, drawn as the primary button without a link's underline. */
export const create = style({ textDecoration: 'none' });
