import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const anchor = style({ display: 'inline-flex', minWidth: 0, maxWidth: '100%' });

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(2px)' },
  to: { opacity: 1, transform: 'none' },
});

export const bubble = style({
  position: 'fixed',
  zIndex: 1000,
  maxWidth: 320,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.sm,
  lineHeight: 1.4,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
  animation: `${appear} 120ms ease-out`,
});

export const truncate = style({
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
