import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/HttpClient.ts';
import { NO_MESSAGE_FAILURE } from '../../core/http/messages.ts';
import { createViewCall, deleteViewCall, listViewsCall, updateViewCall } from './calls.ts';
import { MAX_VIEW_SORT, type SavedView, type SavedViewState } from './contract.ts';

export const STALE_VIEW_MESSAGE = 'This view was changed elsewhere. The list has been reloaded: try again.';

function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 412) return STALE_VIEW_MESSAGE;
  return error instanceof Error && error.message.trim() !== '' ? error.message : NO_MESSAGE_FAILURE;
}

/** What a view keeps of a grid's state: the first MAX_VIEW_SORT sort columns of it. */
function storable(state: SavedViewState): SavedViewState {
  return state.sort.length > MAX_VIEW_SORT ? { ...state, sort: state.sort.slice(0, MAX_VIEW_SORT) } : state;
}

export interface ViewChange {
  name?: string;
  shared?: boolean;
  state?: SavedViewState;
}

/** The saved views of one grid: the user's own, then those others of the tenant share. */
export class SavedViewsStore {
  views: readonly SavedView[] = [];
  loaded = false;
  loading = false;
  /** A change (save, rename, update, delete) is under way. */
  busy = false;
  /** The failure of the last call, shown in the Views menu. */
  error: string | null = null;
  /** The view last applied or saved, marked as current until the user changes the grid's view. */
  currentViewId: string | null = null;

  constructor(
    private readonly http: HttpClient,
    readonly gridId: string,
  ) {
    makeObservable<SavedViewsStore, 'setViews' | 'setError'>(this, {
      views: observableRef,
      loaded: observable,
      loading: observable,
      busy: observable,
      error: observable,
      currentViewId: observable,
      setCurrent: action,
      clearError: action,
      setViews: action,
      setError: action,
    });
  }

  setCurrent(viewId: string | null): void {
    this.currentViewId = viewId;
  }

  clearError(): void {
    this.error = null;
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const { data } = await this.http.call(listViewsCall, { gridId: this.gridId });
      this.setViews(data.items);
    } catch (error) {
      this.setError(error);
    } finally {
      runInAction(() => {
        this.loading = false;
        this.loaded = true;
      });
    }
  }

  /** Saves a new view of the grid; resolves with it, or null when the server refused (see `error`). */
  save(name: string, shared: boolean, state: SavedViewState): Promise<SavedView | null> {
    return this.change(async () => {
      const { data } = await this.http.call(createViewCall, {
        gridId: this.gridId,
        name: name.trim(),
        shared,
        state: storable(state),
      });
      this.setViews([...this.views, data]);
      this.setCurrent(data.viewId);
      return data;
    });
  }

  /** Changes one of the user's views, sending the version it was read at. */
  update(view: SavedView, change: ViewChange): Promise<SavedView | null> {
    return this.change(async () => {
      const { data } = await this.http.call(updateViewCall, {
        viewId: view.viewId,
        change: {
          ...change,
          name: change.name?.trim(),
          state: change.state && storable(change.state),
          version: view.version,
        },
      });
      this.setViews(this.views.map((existing) => (existing.viewId === data.viewId ? data : existing)));
      return data;
    });
  }

  remove(view: SavedView): Promise<boolean> {
    return this.change(async () => {
      await this.http.call(deleteViewCall, { viewId: view.viewId });
      this.setViews(this.views.filter((existing) => existing.viewId !== view.viewId));
      if (this.currentViewId === view.viewId) this.setCurrent(null);
      return true;
    }).then((done) => done === true);
  }

  private async change<T>(run: () => Promise<T>): Promise<T | null> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await run();
    } catch (error) {
      this.setError(error);
      if (isApiError(error) && (error.status === 412 || error.status === 404)) await this.reloadKeepingError();
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private async reloadKeepingError(): Promise<void> {
    const error = this.error;
    await this.load();
    runInAction(() => {
      this.error = this.error ?? error;
    });
  }

  private setViews(views: readonly SavedView[]): void {
    this.views = views;
  }

  private setError(error: unknown): void {
    this.error = failureMessage(error);
  }
}
