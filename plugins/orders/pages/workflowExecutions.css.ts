import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const versions = style({
  marginBottom: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const mixCell = style({ width: '22%', verticalAlign: 'middle' });

export const executions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 420,
  flex: 1,
});
