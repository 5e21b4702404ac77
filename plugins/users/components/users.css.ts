import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: 0,
  minWidth: 0,
  height: '100%',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space.sm } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const tabPanel = style({ minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const badge = styleVariants({
  active: { color: vars.color.success, fontWeight: vars.font.weight.medium },
  disabled: { color: vars.color.muted, fontWeight: vars.font.weight.medium },
  locked: { color: vars.color.warning, fontWeight: vars.font.weight.medium, marginLeft: vars.space.xs },
});
