import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const mobile = 'screen and (max-width: 767.98px)';

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const metaLabel = style({ color: vars.color.muted });
export const metaValue = style({ margin: 0, wordBreak: 'break-all' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.font.size.sm,
});

export const columnHead = style({
  position: 'sticky',
  top: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const fieldColumn = style({ width: '24%', '@media': { [mobile]: { width: '22%' } } });

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const fieldName = style({ textAlign: 'left', fontWeight: vars.font.weight.medium, wordBreak: 'break-word' });

export const changedRow = style({});

export const changedMark = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
});

export const value = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const removed = style({
  backgroundColor: `color-mix(in srgb, ${vars.color.danger} 14%, transparent)`,
  boxShadow: `inset 3px 0 0 ${vars.color.danger}`,
});

export const added = style({
  backgroundColor: `color-mix(in srgb, ${vars.color.success} 14%, transparent)`,
  boxShadow: `inset 3px 0 0 ${vars.color.success}`,
});

export const absent = style({ color: vars.color.muted, fontStyle: 'italic' });

export const empty = style({ padding: vars.space.lg, color: vars.color.muted, textAlign: 'center' });
