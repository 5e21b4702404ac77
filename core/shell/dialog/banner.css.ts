import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const banner = styleVariants({
  error: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger}`,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  },
  info: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.info}`,
    color: vars.color.text,
    backgroundColor: `color-mix(in srgb, ${vars.color.info} 10%, ${vars.color.surface})`,
  },
  warning: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.warning}`,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  },
});

export const bannerActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

/** A one-line notice above a live list: what changed since it loaded, and a button to show it. */
export const liveNotice = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  backgroundColor: `color-mix(in srgb, ${vars.color.info} 8%, ${vars.color.surface})`,
  fontSize: vars.font.size.sm,
});
