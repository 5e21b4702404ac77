import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: 880,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const json = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm, minHeight: 220 });
export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm });
export const keyRow = style({ display: 'flex', gap: vars.space.sm });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
export const failure = style({ margin: 0, color: vars.color.danger });
export const created = style({ margin: 0, color: vars.color.success });
