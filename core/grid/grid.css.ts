import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** The CSS grid template of the header and every row, and their shared minimum width. */
export const columnsVar = createVar();
export const minWidthVar = createVar();

export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 36;

const rowLine = `color-mix(in srgb, ${vars.color.border} 65%, transparent)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 320,
  height: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
});

export const viewport = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  outline: 'none',
  overscrollBehavior: 'contain',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

const progress = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const progressTrack = style({
  position: 'sticky',
  top: 0,
  left: 0,
  zIndex: 3,
  height: 0,
  overflow: 'visible',
});

export const progressBar = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '40%',
  height: 2,
  backgroundColor: vars.color.brand,
  animation: `${progress} 1.1s ease-in-out infinite`,
});

/** The header's row group sticks (a sticky element cannot leave its parent, so not the row inside it). */
export const headerGroup = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  minWidth: minWidthVar,
});

export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  minWidth: minWidthVar,
  height: HEADER_HEIGHT,
  alignItems: 'stretch',
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});

export const headerCell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
});

export const headerCellEnd = style({ justifyContent: 'flex-end' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-sorted]': { color: vars.color.text },
  },
});

export const headerText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const sortIndicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  fontSize: 10,
  lineHeight: 1,
});

export const body = style({ position: 'relative', minWidth: minWidthVar });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  display: 'grid',
  gridTemplateColumns: columnsVar,
  width: '100%',
  minWidth: minWidthVar,
  height: ROW_HEIGHT,
  alignItems: 'stretch',
  borderBottom: `1px solid ${rowLine}`,
  cursor: 'default',
  transition: 'opacity 120ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-selected="true"]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.focus} 10%, ${vars.color.surface})`,
    },
    '&[aria-selected="true"]:hover': {
      backgroundColor: `color-mix(in srgb, ${vars.color.focus} 14%, ${vars.color.surface})`,
    },
    '&[data-active]': { boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    [`${viewport}:focus-visible &[data-active], ${viewport}:focus &[data-active]`]: {
      boxShadow: `inset 3px 0 0 ${vars.color.brand}, inset 0 0 0 1px color-mix(in srgb, ${vars.color.focus} 55%, transparent)`,
    },
  },
});

export const openable = style({ cursor: 'pointer' });

/** A disabled record's row: its text in the theme's muted colour, which keeps the contrast text needs (not faded). */
export const dimmed = style({ color: vars.color.muted });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const cellEnd = style({ justifyContent: 'flex-end', textAlign: 'end' });

export const emptyCell = style({ color: vars.color.muted });

export const checkCell = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const checkbox = style({
  width: 15,
  height: 15,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

export const actionsButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 26,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  opacity: 0,
  selectors: {
    [`${row}:hover &, ${row}[data-active] &, &[aria-expanded="true"], &:focus-visible`]: { opacity: 1 },
    '&:hover': { backgroundColor: vars.color.border, color: vars.color.text },
  },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: 200,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.font.size.md,
});

export const messageTitle = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium });

export const errorTitle = style([messageTitle, { color: vars.color.danger }]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 34,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const footerGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const footerError = style({ color: vars.color.danger });
