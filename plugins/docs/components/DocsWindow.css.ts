import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_QUERY, TOP_BAR_HEIGHT } from './layout.ts';

export const frame = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: TOP_BAR_HEIGHT,
  padding: `0 ${vars.space.xl}`,
  backgroundColor: vars.color.headerBg,
  color: vars.color.headerFg,
  boxShadow: vars.shadow.sm,
  '@media': { [NARROW_QUERY]: { padding: `0 ${vars.space.sm}`, gap: vars.space.sm } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 1 auto',
  lineHeight: 1.2,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const brandTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { [NARROW_QUERY]: { fontSize: vars.font.size.md } },
});

export const brandSubtitle = style({
  fontSize: vars.font.size.xs,
  opacity: 0.85,
  '@media': { [NARROW_QUERY]: { display: 'none' } },
});

export const contentsButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.14)' } },
  '@media': { [NARROW_QUERY]: { display: 'inline-flex' } },
});

export const searchSlot = style({
  flex: '1 1 auto',
  display: 'flex',
  justifyContent: 'flex-end',
  minWidth: 0,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '288px minmax(0, 1fr)',
  maxWidth: '1240px',
  margin: '0 auto',
  '@media': { [NARROW_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({
  minWidth: 0,
  padding: `${vars.space.xxl} ${vars.space.xxl} 96px`,
  '@media': { [NARROW_QUERY]: { padding: `${vars.space.xl} ${vars.space.lg} 64px` } },
});

export const pager = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  maxWidth: '46rem',
  marginTop: '64px',
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [NARROW_QUERY]: { gridTemplateColumns: '1fr' } },
});

export const pagerLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const pagerNext = style({ gridColumn: 2, textAlign: 'right', '@media': { [NARROW_QUERY]: { gridColumn: 1 } } });

export const pagerLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const pagerTitle = style({ color: vars.color.link, fontWeight: vars.font.weight.bold });
