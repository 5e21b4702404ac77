import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const narrow = 'screen and (max-width: 560px)';

export const page = style({
  position: 'relative',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  isolation: 'isolate',
});

/** The header-coloured band behind the top of the card, edged with the accent colour. */
export const band = style({
  position: 'absolute',
  inset: '0 0 auto 0',
  height: 'clamp(264px, 44vh, 420px)',
  zIndex: -1,
  backgroundColor: vars.color.headerBg,
  borderBottom: `4px solid ${vars.color.brand}`,
  '@media': { [narrow]: { height: '196px' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // Centred in the window; a card taller than the window starts at the top and the page scrolls.
  justifyContent: 'safe center',
  gap: vars.space.xl,
  minHeight: '100vh',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {
    [narrow]: {
      justifyContent: 'flex-start',
      padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
      gap: vars.space.lg,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.headerFg,
  textDecoration: 'none',
});

export const brandMark = style({ width: '40px', height: '40px', flex: 'none' });

export const brandText = style({ display: 'grid', lineHeight: 1.2 });

export const productName = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.01em',
});

export const tagline = style({ fontSize: vars.font.size.sm, opacity: 0.85 });

export const card = style({
  width: '100%',
  maxWidth: '420px',
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': { [narrow]: { padding: `${vars.space.xl} ${vars.space.lg}`, gap: vars.space.lg } },
});

export const wide = style({ maxWidth: '520px' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.25,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const footerLink = style({
  color: vars.color.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
