import { EditorView } from '@codemirror/view';
import { vars } from '../../../themes/contract.css.ts';

/** CodeMirror in the theme's variables, so it follows the tenant's theme and the dark themes. */
export const codeEditorTheme = EditorView.theme({
  '&': {
    height: '100%',
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    fontSize: vars.font.size.sm,
  },
  '&.cm-focused': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: vars.font.familyMono, lineHeight: '1.55' },
  '.cm-content': { caretColor: vars.color.text },
  '.cm-gutters': {
    backgroundColor: vars.color.background,
    color: vars.color.muted,
    borderRight: `1px solid ${vars.color.border}`,
  },
  '.cm-activeLine': { backgroundColor: vars.color.surfaceHover },
  '.cm-activeLineGutter': { backgroundColor: vars.color.surfaceHover },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: `color-mix(in srgb, ${vars.color.brand} 25%, transparent)`,
  },
  '.cm-tooltip': {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
  '.cm-panels': { backgroundColor: vars.color.surfaceRaised, color: vars.color.text },
});
