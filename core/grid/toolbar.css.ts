import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { button as shellButton, compactButton } from '../shell/controls/buttons.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const spacer = style({ flex: '1 1 0', minWidth: 0 });

export const searchWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 320px',
  minWidth: 160,
});

export const searchIcon = style({
  position: 'absolute',
  left: 9,
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  height: 30,
  padding: `0 28px 0 30px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus': {
      borderColor: vars.color.focus,
      backgroundColor: vars.color.surface,
      outline: 'none',
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focus} 20%, transparent)`,
    },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const keyHint = style({
  position: 'absolute',
  right: 7,
  minWidth: 18,
  padding: '0 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  lineHeight: '16px',
  textAlign: 'center',
  pointerEvents: 'none',
  selectors: { [`${searchInput}:focus ~ &`]: { display: 'none' } },
});

/** The shell's buttons at the toolbar's height; a menu button shows while its popover is open. */
export const button = style([
  shellButton.secondary,
  compactButton,
  {
    selectors: {
      '&[aria-expanded="true"]': { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.muted },
    },
  },
]);

export const primaryButton = style([shellButton.primary, compactButton]);

export const dangerButton = style([shellButton.danger, compactButton]);

export const count = style({
  minWidth: 18,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandFg,
  fontSize: vars.font.size.xs,
  lineHeight: '18px',
  textAlign: 'center',
});

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: `color-mix(in srgb, ${vars.color.focus} 7%, ${vars.color.surface})`,
});

export const selectionCount = style({ fontWeight: vars.font.weight.bold, marginRight: vars.space.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: 360,
  height: 24,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.background,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.muted } },
});

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chipLabel = style({ color: vars.color.muted });

export const linkButton = style({
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.sm,
  minWidth: 280,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const fieldLabel = style({ padding: 0, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const input = style({
  height: 30,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus': {
      borderColor: vars.color.focus,
      outline: 'none',
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focus} 20%, transparent)`,
    },
  },
});

export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const checkLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 26,
  cursor: 'pointer',
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
