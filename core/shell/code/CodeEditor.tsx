import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
  defaultHighlightStyle,
} from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { codeEditorTheme } from './codeEditorTheme.ts';
import * as css from './codeEditor.css.ts';

/** A problem at a place in the text, as a parser or the server names it: 1-based line and column. */
export interface CodeProblem {
  line: number;
  column: number;
  message: string;
  severity?: 'error' | 'warning';
}

export interface CodeEditorProps {
  /** The editor's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The language's extensions: `xml()`, `json()`. */
  language: Extension;
  problems?: readonly CodeProblem[];
  readOnly?: boolean;
  /** Ctrl+S (⌘S) inside the editor. */
  onSave?: () => void;
}

/** The problems as the lint gutter shows them, each on its line (clamped to the document). */
function diagnostics(state: EditorState, problems: readonly CodeProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const line = state.doc.line(Math.min(Math.max(problem.line, 1), state.doc.lines));
    const from = Math.min(line.from + Math.max(problem.column - 1, 0), line.to);
    return { from, to: Math.max(from, line.to), severity: problem.severity ?? 'error', message: problem.message };
  });
}

/**
 * A code editor (CodeMirror 6) in the theme's colours: line numbers, folding, undo, search, the
 * problems it is given marked at their lines. Tab indents; Esc then Tab leaves the editor, so keyboard
 * users are never trapped.
 */
export function CodeEditor({
  label,
  value,
  onChange,
  language,
  problems = [],
  readOnly = false,
  onSave,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onSave });
  latest.current = { onChange, onSave };
  const editable = useRef(new Compartment());

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([
            { key: 'Mod-s', preventDefault: true, run: () => (latest.current.onSave?.(), true) },
            ...defaultKeymap,
            ...historyKeymap,
            ...searchKeymap,
            indentWithTab,
          ]),
          language,
          codeEditorTheme,
          editable.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once per language and label; value, problems and readOnly are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label]);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch({
      effects: editable.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }, [readOnly]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(setDiagnostics(current.state, diagnostics(current.state, problems)));
  }, [problems, value]);

  return <div ref={host} className={css.editor} />;
}
