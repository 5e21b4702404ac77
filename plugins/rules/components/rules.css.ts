import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const control = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const passed = style({ margin: 0, color: vars.color.success, fontSize: vars.font.size.sm });

export const failed = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const output = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '200px',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
});

export const tabPanel = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 });
