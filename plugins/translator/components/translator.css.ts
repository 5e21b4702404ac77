import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gridTemplateRows: 'auto auto',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stylesheetPane = style({
  gridRow: 'span 2',
  '@media': { 'screen and (max-width: 900px)': { gridRow: 'auto' } },
});

export const pane = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const paneTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const paneNote = style({
  fontWeight: vars.font.weight.regular,
  textTransform: 'none',
  letterSpacing: 'normal',
});

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});
