import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** The section's columns; one on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--form-columns, 1), minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '38px',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
});

export const empty = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
