import { Link } from 'react-router-dom';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import type { SaveState } from '../useDraftAutosave.ts';
import * as css from './studio.css.ts';

const SAVE_WORDS: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes…',
  saving: 'Saving…',
  conflict: 'Not saved: changed elsewhere',
  failed: 'Not saved',
};

interface StudioHeaderProps {
  workflowName: string;
  /** The workflow's uploaded icon (a data URL), drawn before its name. */
  workflowIcon?: string | null;
  /** The service operation the studio was opened for. */
  operation?: string | null | undefined;
  editable: boolean;
  saveState: SaveState;
  latestVersion: number | null;
  problemCount: number;
  canUndo: boolean;
  canRedo: boolean;
  /** Test run… is offered only to users who may enter orders. */
  mayRun: boolean;
  onTestRun: () => void;
  onVersions: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onTidy: () => void;
  onPublish: () => void;
}

/** The studio's bar: the workflow, whether its draft is saved, its latest version and problems, and its actions. */
export function StudioHeader(props: StudioHeaderProps) {
  const { workflowName, operation, editable, latestVersion, problemCount } = props;
  const secondary = `${button.secondary} ${compactButton}`;
  return (
    <header className={css.header}>
      <Link className={css.headerLink} to="/configure/workflows">
        ← Workflows
      </Link>
      <h1 className={css.title}>
        {props.workflowIcon ? <img className={css.titleIcon} src={props.workflowIcon} alt="" /> : null}
        {workflowName}
      </h1>
      {operation ? <span className={css.saveState}>for operation {operation}</span> : null}
      <span className={css.saveState} role="status">
        {editable ? SAVE_WORDS[props.saveState] : 'Read only'}
        {latestVersion ? ` · latest version ${latestVersion}` : ' · never published'}
        {` · ${problemCount === 0 ? 'no problems' : `${problemCount} problem${problemCount > 1 ? 's' : ''}`}`}
      </span>
      <div className={css.headerActions}>
        {props.mayRun ? (
          <button type="button" className={secondary} onClick={props.onTestRun}>
            Test run…
          </button>
        ) : null}
        <button type="button" className={secondary} onClick={props.onVersions}>
          Versions
        </button>
        {editable ? (
          <>
            <button type="button" className={secondary} disabled={!props.canUndo} onClick={props.onUndo}>
              Undo
            </button>
            <button type="button" className={secondary} disabled={!props.canRedo} onClick={props.onRedo}>
              Redo
            </button>
            <button type="button" className={secondary} onClick={props.onTidy}>
              Tidy layout
            </button>
            <button type="button" className={`${button.primary} ${compactButton}`} onClick={props.onPublish}>
              Publish…
            </button>
          </>
        ) : null}
      </div>
    </header>
  );
}
