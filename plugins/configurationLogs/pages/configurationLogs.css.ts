import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

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
