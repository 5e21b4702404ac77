import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)',
  gap: vars.space.lg,
  minHeight: 0,
  paddingTop: vars.space.md,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const roleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
});

export const roleItem = style({
  display: 'grid',
  width: '100%',
  gap: vars.space.xxs,
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="true"]': { backgroundColor: vars.color.surface, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const roleName = style({ fontWeight: vars.font.weight.medium });
export const roleMeta = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const listHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const editor = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const editorActions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md });

export const headCell = style({
  padding: vars.space.xs,
  textAlign: 'center',
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.border}`,
  width: '76px',
});

export const rowHeadCell = style({ textAlign: 'start', width: 'auto' });

export const groupRow = style({ backgroundColor: vars.color.background });
globalStyle(`${groupRow} > th, ${groupRow} > td`, {
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const groupTitle = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const rowTitle = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const subRowTitle = style([rowTitle, { paddingLeft: vars.space.xl }]);

export const cell = style({
  textAlign: 'center',
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toggle = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const checkbox = style({
  width: '18px',
  height: '18px',
  cursor: 'pointer',
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
