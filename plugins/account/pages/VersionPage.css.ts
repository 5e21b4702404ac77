import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { 'screen and (max-width: 380px)': { gridTemplateColumns: '1fr' } },
});

/** A dt/dd pair; the grid lays out its children directly. */
export const group = style({ display: 'contents' });

const cell = {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { [`${group}:first-child > &`]: { borderTop: 'none' } },
} as const;

export const term = style({
  ...cell,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  backgroundColor: vars.color.background,
});

export const value = style({
  ...cell,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.md });
