import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export { muted } from '../public/web/versionDiff.css.ts';

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const version = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.focus, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
  },
});

export const versionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const history = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const historyTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
