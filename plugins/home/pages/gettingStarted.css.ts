import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const mobile = 'screen and (max-width: 767.98px)';
const narrow = 'screen and (max-width: 1099.98px)';

export const page = style({
  width: '100%',
  maxWidth: 1180,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.xxl} 48px`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [mobile]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const hero = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  flexWrap: 'wrap',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
});

export const title = style({
  margin: `${vars.space.xxs} 0 ${vars.space.sm}`,
  fontSize: 28,
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const summary = style({ margin: 0, maxWidth: 680, color: vars.color.muted, fontSize: 15, lineHeight: 1.6 });

export const paletteCta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: 40,
  padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.muted, boxShadow: vars.shadow.md } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 120ms ease, box-shadow 120ms ease, transform 120ms ease',
  selectors: {
    '&:hover': {
      borderColor: `color-mix(in srgb, ${vars.color.brand} 45%, ${vars.color.border})`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  flex: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.brand} 12%, transparent)`,
  color: vars.color.brand,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const cardTitleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const cardText = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const entryLinks = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const entryLink = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  height: 26,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.muted } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.muted,
  textAlign: 'center',
});

export const panel = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const shortcutList = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} 0` });

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.font.size.md,
});

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const tip = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});

export const ctaKbd = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

/** The notice saying why the console opened here instead of the user's landing page. */
export const notice = style({ marginBlockEnd: vars.space.lg });
