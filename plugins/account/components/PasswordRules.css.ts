import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const box = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: '20px',
});

export const item = styleVariants({
  met: [itemBase, { color: vars.color.text }],
  unmet: [itemBase, { color: vars.color.muted }],
  // Only the server can check these: a full row, so the explanation fits.
  server: [itemBase, { color: vars.color.muted, gridColumn: '1 / -1' }],
});

export const serverNote = style({ fontStyle: 'italic' });

export const note = style({
  margin: `${vars.space.sm} 0 0`,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '16px',
  height: '16px',
  marginTop: '2px',
  borderRadius: vars.radius.pill,
  fontSize: '11px',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const mark = styleVariants({
  met: [markBase, { backgroundColor: vars.color.success, color: vars.color.surface }],
  unmet: [markBase, { border: `1.5px solid ${vars.color.muted}` }],
  server: [markBase, { border: `1.5px dashed ${vars.color.muted}` }],
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
