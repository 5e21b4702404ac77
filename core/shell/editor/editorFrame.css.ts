import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** The page of an editor of one record in the main layout (a translation, a form): bar over panes. */
export const editorPage = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const editorBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const editorTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const editorNote = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const editorActions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });
