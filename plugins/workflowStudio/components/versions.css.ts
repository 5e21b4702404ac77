import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

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

export const diff = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  tableLayout: 'fixed',
});
globalStyle(`${diff} th, ${diff} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${diff} thead th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });

export const removed = style({ backgroundColor: `color-mix(in srgb, ${vars.color.danger} 12%, transparent)` });
export const added = style({ backgroundColor: `color-mix(in srgb, ${vars.color.success} 12%, transparent)` });

export const history = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const historyTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
