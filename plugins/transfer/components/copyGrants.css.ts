import { style } from '@vanilla-extract/css';
import { MOBILE_MEDIA } from '../../../core/shell/layout/breakpoints.ts';
import { vars } from '../../../themes/contract.css.ts';

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const partTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const empty = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@media': { [MOBILE_MEDIA]: { display: 'block', overflowX: 'auto' } },
});

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  color: vars.color.text,
});

export const muted = style({ color: vars.color.muted });

export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-start' });

export const received = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const panelForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
