import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { button, compactButton } from './buttons.css.ts';

export const payload = style({ margin: 0, display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const payloadCaption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

/** Code as it came: monospaced, wrapped, scrolling past 320 px. */
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: 320,
  overflow: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const copyButton = style([button.secondary, compactButton]);
