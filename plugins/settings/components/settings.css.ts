import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const mobile = 'screen and (max-width: 767.98px)';
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 };

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  scrollMarginTop: vars.space.xl,
  '@media': { [mobile]: { padding: vars.space.lg } },
});

export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const sectionText = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.muted });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger });

export const input = style({
  height: 36,
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
  },
});

export const colourRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const picker = style({
  flex: 'none',
  width: 36,
  height: 36,
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'not-allowed', opacity: 0.7 } },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

export const checkboxInput = style({ marginTop: 3, accentColor: vars.color.brand });

export const styleLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const previewFrame = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gridTemplateRows: 'auto 1fr',
  minHeight: 220,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.background,
});

export const previewHeader = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

export const previewLogo = style({ display: 'block', maxWidth: 160, objectFit: 'contain' });

export const previewSidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  fontSize: vars.font.size.xs,
});

export const previewNavItem = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm });

export const previewContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
});

export const previewButton = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.medium,
});

export const previewLine = style({ height: 8, borderRadius: 4, backgroundColor: vars.color.border });
