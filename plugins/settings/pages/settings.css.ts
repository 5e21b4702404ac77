import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const mobile = 'screen and (max-width: 767.98px)';

export const page = style({
  width: '100%',
  maxWidth: 1080,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xxl} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [mobile]: { padding: `${vars.space.lg} ${vars.space.md} 0` } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  fontWeight: vars.font.weight.bold,
});

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  margin: `0 -${vars.space.xs}`,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const status = style({ marginRight: 'auto', color: vars.color.muted, fontSize: vars.font.size.sm });

export const failure = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  color: vars.color.muted,
});
