import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { stepBox } from '../../engine/public/web/graph/graphCanvas.css.ts';

/** The graph beside the deliveries; one above the other on a narrow screen. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const canvas = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  maxHeight: '70vh',
});

export const edges = style({ position: 'absolute', inset: 0, pointerEvents: 'none', color: vars.color.border });

/** A step's box (the engine's), placed where the layout puts it, chosen by a click. */
export const step = style([stepBox, { position: 'absolute', cursor: 'pointer', textAlign: 'left', font: 'inherit' }]);

export const stepName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const stepDetail = style({ color: vars.color.muted });

export const raised = style({ borderColor: vars.color.brand });
export const quiet = style({ borderColor: vars.color.border });
export const selected = style({ outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });

export const side = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
