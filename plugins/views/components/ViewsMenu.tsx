import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import type { GridViewsProps } from '../../../core/grid/GridViews.ts';
import { Popover } from '../../../core/grid/Popover.tsx';
import * as css from '../../../core/grid/toolbar.css.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import * as popoverCss from '../../../core/shell/controls/popover.css.ts';
import { MAX_VIEW_NAME, type SavedView, type SavedViewState } from '../contract.ts';
import { ViewsIcon } from '../icons.tsx';
import { SavedViewsStore } from '../SavedViewsStore.ts';
import { ViewEditor } from './ViewEditor.tsx';
import * as viewsCss from './viewsMenu.css.ts';

export interface ViewsMenuProps {
  store: SavedViewsStore;
  /** The grid's view as it is now: what "Save" stores. */
  currentState: () => SavedViewState;
  /** The view whose state the grid shows right now, if any. */
  matchingViewId: string | null;
  onApply: (view: SavedView) => void;
}

const SaveViewForm = observer(function SaveViewForm({
  store,
  currentState,
}: Pick<ViewsMenuProps, 'store' | 'currentState'>) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const saved = await store.save(name, shared, currentState());
    if (saved) {
      setName('');
      setShared(false);
    }
  };

  return (
    <form className={css.form} onSubmit={(event) => void submit(event)}>
      <div className={css.field}>
        <label className={css.fieldLabel} htmlFor={nameId}>
          Save the current view as
        </label>
        <input
          id={nameId}
          className={css.input}
          type="text"
          autoComplete="off"
          maxLength={MAX_VIEW_NAME}
          placeholder="View name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <label className={css.checkLabel}>
        <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
        Share with everyone in the tenant
      </label>
      <div className={css.formActions}>
        <button type="submit" className={css.primaryButton} disabled={store.busy || name.trim() === ''}>
          Save view
        </button>
      </div>
    </form>
  );
});

/** The Views button: apply, save, rename, share, overwrite and delete the grid's saved views. */
export const ViewsMenu = observer(function ViewsMenu({ store, currentState, matchingViewId, onApply }: ViewsMenuProps) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const own = store.views.filter((view) => view.own);
  const shared = store.views.filter((view) => !view.own);
  const current = store.views.find((view) => view.viewId === matchingViewId) ?? null;

  const openMenu = (next: boolean) => {
    setOpen(next);
    setEditing(null);
    if (next) {
      store.clearError();
      void store.load();
    }
  };

  const apply = (view: SavedView) => {
    onApply(view);
    setOpen(false);
  };

  const viewButton = (view: SavedView) => (
    <button
      type="button"
      className={popoverCss.menuItem}
      aria-current={view.viewId === matchingViewId ? 'true' : undefined}
      onClick={() => apply(view)}
    >
      <span className={viewsCss.viewName}>{view.name}</span>
      {view.own && view.shared ? <span className={viewsCss.tag}>Shared</span> : null}
      {!view.own ? <span className={viewsCss.owner}>by {view.ownerName}</span> : null}
    </button>
  );

  return (
    <Popover
      role="dialog"
      title="Saved views"
      open={open}
      onOpenChange={openMenu}
      align="end"
      triggerClassName={css.button}
      trigger={
        <>
          <ViewsIcon />
          {current ? <span className={viewsCss.triggerName}>{current.name}</span> : 'Views'}
        </>
      }
    >
      {store.error ? (
        <p className={popoverCss.errorNote} role="alert">
          {store.error}
        </p>
      ) : null}
      {store.loading && !store.loaded ? <p className={popoverCss.note}>Loading...</p> : null}
      {store.loaded && store.views.length === 0 ? <p className={popoverCss.note}>No saved views yet.</p> : null}
      {own.length > 0 ? (
        <section aria-label="My views">
          <h3 className={popoverCss.sectionTitle}>My views</h3>
          <ul className={viewsCss.list}>
            {own.map((view) => (
              <li key={view.viewId}>
                {editing === view.viewId ? (
                  <ViewEditor store={store} view={view} currentState={currentState} onDone={() => setEditing(null)} />
                ) : (
                  <div className={viewsCss.row}>
                    {viewButton(view)}
                    <button
                      type="button"
                      className={viewsCss.manageButton}
                      aria-label={`Edit view ${view.name}`}
                      onClick={() => setEditing(view.viewId)}
                    >
                      Edit
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shared.length > 0 ? (
        <section aria-label="Shared with me">
          <h3 className={popoverCss.sectionTitle}>Shared with me</h3>
          <ul className={viewsCss.list}>
            {shared.map((view) => (
              <li key={view.viewId}>{viewButton(view)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <hr className={popoverCss.separator} />
      <SaveViewForm store={store} currentState={currentState} />
    </Popover>
  );
});

/**
 * A grid's Views control, as the grid asks for it (`GridViews` in core/grid/GridViews.ts): the grid's
 * saved views, kept while the grid is shown, with the one it shows now marked.
 */
const GridViewsMenu = observer(function GridViewsMenu({ gridId, currentState, matches, apply }: GridViewsProps) {
  const http = useService<HttpClient>(HttpClient);
  const [store] = useState(() => new SavedViewsStore(http, gridId));
  const matchingViewId = store.views.find((view) => matches(view.state))?.viewId ?? null;
  const onApply = (view: SavedView) => {
    apply(view.state);
    store.setCurrent(view.viewId);
  };
  return <ViewsMenu store={store} currentState={currentState} matchingViewId={matchingViewId} onApply={onApply} />;
});

export default GridViewsMenu;
