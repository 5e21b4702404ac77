import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import * as css from '../../../core/grid/toolbar.css.ts';
import { MAX_VIEW_NAME, type SavedView, type SavedViewState } from '../contract.ts';
import type { SavedViewsStore } from '../SavedViewsStore.ts';

export interface ViewEditorProps {
  store: SavedViewsStore;
  view: SavedView;
  currentState: () => SavedViewState;
  onDone: () => void;
}

/** Changes one of the user's saved views: its name and sharing, its content, or deletes it. */
export const ViewEditor = observer(function ViewEditor({ store, view, currentState, onDone }: ViewEditorProps) {
  const nameId = useId();
  const [name, setName] = useState(view.name);
  const [shared, setShared] = useState(view.shared);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    if (await store.update(view, { name, shared })) onDone();
  };

  const overwrite = async () => {
    if (await store.update(view, { state: currentState() })) onDone();
  };

  const remove = async () => {
    if (await store.remove(view)) onDone();
  };

  if (confirmDelete) {
    return (
      <div className={css.form} role="group" aria-label={`Delete view ${view.name}`}>
        <p>
          Delete the view “{view.name}”?{view.shared ? ' Others will no longer see it.' : ''}
        </p>
        <div className={css.formActions}>
          <button type="button" className={css.button} onClick={() => setConfirmDelete(false)}>
            Cancel
          </button>
          <button type="button" className={css.dangerButton} disabled={store.busy} onClick={() => void remove()}>
            Delete
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} aria-label={`Edit view ${view.name}`}>
      <div className={css.field}>
        <label className={css.fieldLabel} htmlFor={nameId}>
          Name
        </label>
        <input
          id={nameId}
          className={css.input}
          type="text"
          autoComplete="off"
          maxLength={MAX_VIEW_NAME}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <label className={css.checkLabel}>
        <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
        Share with everyone in the tenant
      </label>
      <div className={css.formActions}>
        <button type="button" className={css.dangerButton} onClick={() => setConfirmDelete(true)}>
          Delete…
        </button>
        <button type="button" className={css.button} disabled={store.busy} onClick={() => void overwrite()}>
          Replace with current view
        </button>
      </div>
      <div className={css.formActions}>
        <button type="button" className={css.button} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={css.primaryButton} disabled={store.busy || name.trim() === ''}>
          Save
        </button>
      </div>
    </form>
  );
});
