import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const summary = style({ margin: 0 });
export const sample = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const warning = style({ margin: 0, color: vars.color.warning });
export const error = style({ margin: 0, color: vars.color.danger });

export const progress = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${progress} progress`, { width: '100%', accentColor: vars.color.brand });

export const results = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${results} th, ${results} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${results} th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });
globalStyle(`${results} a`, { color: vars.color.link });

export const outcome = styleVariants({
  PENDING: { color: vars.color.muted },
  DONE: { color: vars.color.success },
  SKIPPED: { color: vars.color.warning },
  FAILED: { color: vars.color.danger },
});
