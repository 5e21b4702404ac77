import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const mobile = 'screen and (max-width: 767.98px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  minHeight: 0,
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [mobile]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const gridArea = style({ flex: 1, minHeight: 420, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs });

export const actionBadge = style({
  display: 'inline-block',
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textTransform: 'capitalize',
});

export const fieldList = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const none = style({ color: vars.color.muted });
