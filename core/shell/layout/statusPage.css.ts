import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100%',
  padding: vars.space.xxl,
  flex: 1,
});

export const bare = style({ minHeight: '100vh', backgroundColor: vars.color.background });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 440,
  textAlign: 'center',
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  boxShadow: vars.shadow.sm,
  marginBottom: vars.space.xs,
});

export const code = style({
  margin: 0,
  fontSize: 13,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.25,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.md });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });

export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 36,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { opacity: 0.88 } },
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flex: 1,
  minHeight: 160,
  height: '100%',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const loadingFull = style({ minHeight: '100vh' });
