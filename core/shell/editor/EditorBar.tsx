import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { button, compactButton } from '../controls/buttons.css.ts';
import * as css from './editorFrame.css.ts';

interface EditorBarProps {
  backHref: string;
  /** "← Forms". */
  backLabel: string;
  title: string;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  version: number;
  /** Why saving is refused now ("2 problems to mend before saving"), or null. */
  blocked?: string | null;
  /** Buttons before Revert (Undo, Redo). */
  actions?: ReactNode;
  onRevert(): void;
  onSave(): void;
}

/** What an editor's bar says: read only, saving, blocked, unsaved, or saved at a version. */
function stateOf({ editable, saving, blocked, dirty, version }: EditorBarProps): string {
  if (!editable) return 'Read only';
  if (saving) return 'Saving…';
  if (blocked) return blocked;
  return dirty ? 'Unsaved changes' : `Saved · version ${version}`;
}

/**
 * The bar of an editor of one stored record: the way back, its name, its state (announced), and Revert
 * and Save for whoever may change it.
 */
export function EditorBar(props: EditorBarProps) {
  const { editable, dirty, saving, blocked } = props;
  return (
    <header className={css.editorBar}>
      <Link to={props.backHref}>{props.backLabel}</Link>
      <h1 className={css.editorTitle}>{props.title}</h1>
      <span className={css.editorNote} role="status">
        {stateOf(props)}
      </span>
      {editable ? (
        <div className={css.editorActions}>
          {props.actions}
          <button
            type="button"
            className={`${button.secondary} ${compactButton}`}
            disabled={!dirty}
            onClick={props.onRevert}
          >
            Revert
          </button>
          <button
            type="button"
            className={`${button.primary} ${compactButton}`}
            disabled={!dirty || saving || Boolean(blocked)}
            onClick={props.onSave}
          >
            Save
          </button>
        </div>
      ) : null}
    </header>
  );
}
