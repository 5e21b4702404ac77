import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../themes/contract.css.ts';

/** @xyflow/react's own chrome (controls, edge labels, background dots) in the theme's colours, inside `canvas`. */
export function themeGraphChrome(canvas: string): void {
  globalStyle(`${canvas} .react-flow__controls-button`, {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    fill: vars.color.text,
  });
  globalStyle(`${canvas} .react-flow__edge-text`, { fill: vars.color.muted, fontSize: 10 });
  globalStyle(`${canvas} .react-flow__edge-textbg`, { fill: vars.color.surface });
  globalStyle(`${canvas} .react-flow__background`, { color: vars.color.border });
}

/** A workflow step's box: its name over a line of detail; the border's colour is the caller's. */
export const stepBox = style({
  boxSizing: 'border-box',
  display: 'grid',
  alignContent: 'center',
  gap: 2,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  borderWidth: 2,
  borderStyle: 'solid',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
});
