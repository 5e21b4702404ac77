import { GridPreferences } from '../../../core/grid/GridPreferences.ts';
import { GridViews } from '../../../core/grid/GridViews.ts';
import type { UserInfo } from '../../../core/contract/auth.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import type { CallDefinition } from '../../../core/http/callDefinition.ts';
import { HttpClient, type CallArgs, type CallResult } from '../../../core/http/HttpClient.ts';
import { MemoryKeyProvider } from '../../../core/session/cryptoKeyProvider.ts';
import { WebCryptoSecureStorage } from '../../../core/session/secureStorage.ts';
import { createGridHarness, type GridTestHarness } from '../../../tests/support/gridDoubles.tsx';
import { makeUser, RecordingNavigator } from '../../../tests/support/sessionDoubles.ts';
import { createViewCall, deleteViewCall, listViewsCall, updateViewCall } from '../calls.ts';
import type { ColumnLayoutBody, GridColumns, SavedView, SavedViewState } from '../contract.ts';
import { readGridColumnsCall, saveGridColumnsCall } from '../gridColumnsCalls.ts';
import { savedGridViews, viewsMenu } from '../savedGridViews.ts';
import { ServerGridPreferences } from '../ServerGridPreferences.ts';

/**
 * Test doubles for the views plugin's edges: the views server, the signed-in user, and a grid harness
 * with the plugin plugged in as its module does it (server-kept column layouts, the Views menu).
 */

/** A session of which only the user matters to the views; switch `user` to play another person. */
export class FakeSession {
  user: UserInfo | null = makeUser();
  private readonly signOutTasks = new Set<() => Promise<void>>();

  beforeSignOut(task: () => Promise<void>): () => void {
    this.signOutTasks.add(task);
    return () => this.signOutTasks.delete(task);
  }

  /** Signs out as the session store does: the registered work first, then the user is gone. */
  async signOut(): Promise<void> {
    await Promise.all([...this.signOutTasks].map((task) => task()));
    this.user = null;
  }
}

/**
 * The views routes in memory: saved views with versions (412 when stale), and each user's columns per
 * grid, the user being the session's as the server takes it from the token. Records every call.
 */
export class FakeViewsHttp implements HttpClient {
  readonly calls: { path: string; input: unknown }[] = [];
  views: SavedView[] = [];
  /** Each user's columns, by `tenantId/userId/gridId`. */
  readonly columns = new Map<string, ColumnLayoutBody>();
  private nextId = 1;

  constructor(private readonly session: FakeSession = new FakeSession()) {}

  columnsKey(gridId: string): string {
    const user = this.session.user;
    if (!user) throw new ApiError('No session.', 'unauthorized', 401);
    return `${user.tenantId}/${user.userId}/${gridId}`;
  }

  addView(
    name: string,
    state: SavedViewState,
    options: { own?: boolean; shared?: boolean; gridId?: string } = {},
  ): SavedView {
    const view: SavedView = {
      viewId: `v${this.nextId++}`,
      gridId: options.gridId ?? 'people',
      name,
      state,
      shared: options.shared ?? false,
      own: options.own ?? true,
      ownerName: options.own === false ? 'Bob Other' : 'Alice Operator',
      version: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    this.views.push(view);
    return view;
  }

  async call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>> {
    const input = args[0] as Req;
    const path = typeof definition.path === 'function' ? definition.path(input) : definition.path;
    this.calls.push({ path: `${definition.method} ${path}`, input });
    return { data: this.answer(definition as CallDefinition<unknown, unknown>, input) as Res, message: '' };
  }

  private answer(definition: CallDefinition<unknown, unknown>, input: unknown): unknown {
    if (definition === readGridColumnsCall) {
      const { gridId } = input as { gridId: string };
      const columns = this.columns.get(this.columnsKey(gridId)) ?? null;
      return { gridId, columns, updatedAt: columns ? '2025-01-01T00:00:00.000Z' : null } satisfies GridColumns;
    }
    if (definition === saveGridColumnsCall) {
      const { gridId, columns } = input as { gridId: string; columns: ColumnLayoutBody };
      this.columns.set(this.columnsKey(gridId), columns);
      return { gridId, columns, updatedAt: '2025-01-01T00:00:00.000Z' } satisfies GridColumns;
    }
    if (definition === listViewsCall) {
      const { gridId } = input as { gridId: string };
      return { items: this.views.filter((view) => view.gridId === gridId) };
    }
    if (definition === createViewCall) {
      const request = input as { gridId: string; name: string; shared?: boolean; state: SavedViewState };
      if (this.views.some((view) => view.own && view.gridId === request.gridId && view.name === request.name)) {
        throw new ApiError(`You already have a view named "${request.name}" on this grid.`, 'failed', 409);
      }
      return this.addView(request.name, request.state, { gridId: request.gridId, shared: request.shared ?? false });
    }
    if (definition === updateViewCall) {
      const { viewId, change } = input as { viewId: string; change: Partial<SavedView> & { version?: number } };
      const index = this.views.findIndex((view) => view.viewId === viewId);
      const current = this.views[index];
      if (!current) throw new ApiError('The view was not found.', 'failed', 404);
      if (change.version !== current.version)
        throw new ApiError('The view was changed by someone else meanwhile.', 'failed', 412);
      const updated: SavedView = {
        ...current,
        name: change.name ?? current.name,
        shared: change.shared ?? current.shared,
        state: change.state ?? current.state,
        version: current.version + 1,
      };
      this.views[index] = updated;
      return updated;
    }
    if (definition === deleteViewCall) {
      const { viewId } = input as { viewId: string };
      this.views = this.views.filter((view) => view.viewId !== viewId);
      return null;
    }
    throw new ApiError('Nobody answers this call in the test.', 'network');
  }
}

export interface ViewsGridHarness extends GridTestHarness {
  http: FakeViewsHttp;
  session: FakeSession;
  storage: WebCryptoSecureStorage;
  preferences: ServerGridPreferences;
}

/**
 * Core's grid harness with the views plugged in as `viewsModule` does it: the HttpClient (the views
 * server), the server-kept preferences over it and real encrypted storage in place of core's, and the
 * Views menu (its code loaded, so it shows with the grid's first render).
 */
export async function createViewsGridHarness(): Promise<ViewsGridHarness> {
  await viewsMenu.preload();
  const harness = createGridHarness();
  const session = new FakeSession();
  const http = new FakeViewsHttp(session);
  const storage = new WebCryptoSecureStorage(new MemoryKeyProvider(), new RecordingNavigator());
  const preferences = new ServerGridPreferences(http, storage, session);
  const { container } = harness;
  container.bind<HttpClient>(HttpClient).toConstantValue(http);
  container.rebind<GridPreferences>(GridPreferences).toConstantValue(preferences);
  container.bind<GridViews>(GridViews).toConstantValue(savedGridViews);
  return { ...harness, http, session, storage, preferences };
}
