import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_QUERY } from './layout.ts';

export const search = style({
  position: 'relative',
  width: '100%',
  maxWidth: '460px',
  '@media': {
    // On a phone the field is a search button until it has focus, then it spans the top bar.
    [NARROW_QUERY]: {
      width: '40px',
      selectors: {
        '&:focus-within': {
          position: 'absolute',
          top: '10px',
          left: '8px',
          right: '8px',
          width: 'auto',
          maxWidth: 'none',
        },
      },
    },
  },
});

export const icon = style({
  position: 'absolute',
  top: '50%',
  left: '11px',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: '36px',
  padding: '0 40px 0 36px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.muted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
  '@media': {
    [NARROW_QUERY]: {
      height: '36px',
      paddingRight: vars.space.sm,
      cursor: 'pointer',
      selectors: {
        '&:not(:focus)': { color: 'transparent' },
        '&:not(:focus)::placeholder': { color: 'transparent' },
        '&:focus': { cursor: 'text' },
      },
    },
  },
});

export const keyHint = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  minWidth: '22px',
  padding: '0 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
  '@media': { [NARROW_QUERY]: { display: 'none' } },
});

export const results = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  width: 'min(560px, calc(100vw - 16px))',
  maxHeight: 'min(70vh, 560px)',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': { [NARROW_QUERY]: { position: 'fixed', top: '60px', left: '8px', right: '8px', width: 'auto' } },
});

export const option = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const optionTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontWeight: vars.font.weight.bold,
});

export const optionPage = style({
  flex: 'none',
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const optionSnippet = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  marginTop: vars.space.xxs,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  lineHeight: 1.45,
});

export const mark = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textDecorationColor: vars.color.brand,
  textDecorationThickness: '2px',
  textUnderlineOffset: '2px',
});

export const empty = style({
  padding: `${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.font.size.md,
});
