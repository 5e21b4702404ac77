import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css.ts';

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

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
