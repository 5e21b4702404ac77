import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { stepBox } from '../../engine/public/web/graph/graphCanvas.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export * from '../../engine/public/web/studio/studioFrame.css.ts';

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 440px)',
  minHeight: 0,
  '@media': {
    'screen and (max-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: '320px auto',
      overflowY: 'auto',
    },
  },
});

export const formSide = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  overflowY: 'auto',
  minHeight: 0,
  backgroundColor: vars.color.surface,
  borderInlineStart: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 900px)': { overflowY: 'visible', borderInlineStart: 'none' } },
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const formFields = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 'none' });

const boxBase = style([stepBox, { cursor: 'pointer' }]);

export const box = styleVariants({
  service: [boxBase, { borderColor: vars.color.brand, borderRadius: vars.radius.pill }],
  operation: [boxBase, { borderColor: vars.color.info }],
  workflow: [boxBase, { borderColor: vars.color.success }],
  form: [boxBase, { borderColor: vars.color.muted, borderStyle: 'dashed' }],
  rule: [boxBase, { borderColor: vars.color.warning, borderStyle: 'dashed' }],
  translation: [boxBase, { borderColor: vars.color.muted, borderStyle: 'dotted' }],
});

export const boxProblem = style({ borderColor: vars.color.danger, borderStyle: 'solid' });

export const hiddenHandle = style({ opacity: 0, pointerEvents: 'none' });

export const link = style({});
globalStyle(`${link} path`, { stroke: vars.color.muted });

export const focusedRow = style({ outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });
