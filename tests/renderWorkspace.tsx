/**
 * Renders the real Workspace — container, plugins, router, guards, layout — with chosen plugins and
 * a chosen user, like Backstage's renderTestApp. Only the edges are fake: the AuthApi (sign-in and
 * user loading), the HttpClient and full-page navigation (reloads and redirects are recorded).
 */
import { act, configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container, ServiceIdentifier } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { onTestFinished } from 'vitest';
import type { TenantStyle, UserInfo } from '../core/contract/auth.ts';
import { API_BASE, BASE_PATH } from '../core/contract/http.ts';
import { uniformPermissionTree } from '../core/contract/permissionCatalogue.ts';
import { ApiError } from '../core/http/ApiError.ts';
import { callUrl, type CallDefinition, type HttpMethod } from '../core/http/callDefinition.ts';
import { EventStreams } from '../core/http/EventStreams.ts';
import { HttpClient, type CallArgs, type CallResult } from '../core/http/HttpClient.ts';
import type { PluginManifest } from '../core/plugin/manifest.ts';
import { AuthApi } from '../core/session/authApi.ts';
import type { LocalItems } from '../core/session/localItems.ts';
import { PageNavigator } from '../core/session/pageNavigator.ts';
import { SecureStorage } from '../core/session/secureStorage.ts';
import { formatSessionValue, writeSessionCookie } from '../core/session/sessionCookie.ts';
import { SessionStore } from '../core/session/SessionStore.ts';
import { FakeEventStreams } from './support/eventStreamDoubles.ts';
import { FakeAuthApi, makeUser, RecordingNavigator, resetBrowserState } from './support/sessionDoubles.ts';
import { createWorkspace, type WorkspaceRuntime } from '../core/workspace/createWorkspace.ts';
import { Workspace } from '../core/workspace/Workspace.tsx';
import homePlugin from '../plugins/home/index.ts';
import { plugins as enabledPlugins } from '../plugins/index.ts';
import viewsPlugin from '../plugins/views/index.ts';

export { makeUser } from './support/sessionDoubles.ts';

// A whole workspace renders lazily loaded pages: on a busy machine the first one takes a while.
configure({ asyncUtilTimeout: 5000 });

export type FakeResponse = unknown | ((url: URL, input: unknown) => unknown);

interface Handler {
  method: HttpMethod;
  path: string | RegExp;
  response: FakeResponse;
}

export interface RecordedCall {
  method: HttpMethod;
  /** The path under /proactive/rest, with its query string. */
  path: string;
  input: unknown;
}

/**
 * The HTTP layer of a rendered workspace: answers calls from handlers registered per method and path
 * (the latest registration wins), validates the answer with the call's response schema like the real
 * client, and records every call. A call nobody answers rejects as a network failure.
 */
export class FakeHttpClient implements HttpClient {
  readonly calls: RecordedCall[] = [];
  private readonly handlers: Handler[] = [];
  /** What the real client reads from the x-sdp-style-version header; tests move it with `setStyleVersion`. */
  styleVersion: string | null = null;

  constructor() {
    makeObservable(this, { styleVersion: observable });
  }

  setStyleVersion(version: string): void {
    runInAction(() => (this.styleVersion = version));
  }

  /** `path` is matched against the path under /proactive/rest without the query: exactly, or by a RegExp. */
  respond(method: HttpMethod, path: string | RegExp, response: FakeResponse): this {
    this.handlers.unshift({ method, path, response });
    return this;
  }

  /** A Failed envelope for the call. */
  fail(method: HttpMethod, path: string | RegExp, errorDescription: string): this {
    return this.respond(method, path, () => {
      throw new ApiError(errorDescription, 'failed', 200, {
        status: 'Failed',
        data: null,
        message: '',
        errorDescription,
      });
    });
  }

  callsTo(path: string | RegExp): RecordedCall[] {
    return this.calls.filter((call) => matches(path, call.path.split('?')[0] ?? ''));
  }

  async call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>> {
    const input = args[0] as Req;
    const url = new URL(callUrl(definition, input), 'http://console.test');
    const path = url.pathname.slice(API_BASE.length);
    this.calls.push({ method: definition.method, path: path + url.search, input });
    const handler = this.handlers.find(
      (candidate) => candidate.method === definition.method && matches(candidate.path, path),
    );
    if (!handler) throw new ApiError(`No fake response for ${definition.method} ${path}`, 'network');
    const data =
      typeof handler.response === 'function'
        ? await (handler.response as (url: URL, input: unknown) => unknown)(url, input)
        : handler.response;
    const parsed = definition.responseSchema ? definition.responseSchema.parse(data) : (data as Res);
    return { data: parsed, message: '' };
  }
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

export const DEFAULT_TEST_STYLE: TenantStyle = {
  background: '#5F5D5D',
  color: '#F05223',
  font: '#ffffff',
  logosize: 50,
};

/** A user holding every permission of the catalogue (create, read, update, delete) and both special flags. */
export function adminUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return makeUser({
    username: 'admin',
    firstname: 'Ada',
    lastname: 'Administrator',
    email: 'admin@example.test',
    permissions: uniformPermissionTree('1111'),
    developerAccess: true,
    copyConfiguration: true,
    landingPage: '',
    ...overrides,
  });
}

export interface RenderWorkspaceOptions {
  /** Feature plugins besides the built-in ones (workspace, palette). */
  plugins?: readonly PluginManifest[];
  /** The signed-in user; null renders signed out (no session cookie). Defaults to `adminUser()`. */
  user?: UserInfo | null;
  /** The path under /sdp the browser is on, e.g. `/users` or `/x?y=1`. */
  path?: string;
  /** Items already in the encrypted local storage before the page loads (`iconViewMode`, `style`…). */
  storedItems?: Partial<LocalItems>;
  /** Registers the HTTP answers the test needs; style, logo and partner info have defaults. */
  http?: (http: FakeHttpClient) => void;
  /**
   * Loads the main layout and the plugins' screens before rendering (default true), so the test's waits are
   * for the screen, not for a busy machine to load its modules. False for a test that holds a chunk back itself.
   */
  loadScreensFirst?: boolean;
}

export type RenderedWorkspace = RenderResult & {
  /** The application's inversify container (RenderResult's `container` is the DOM element). */
  di: Container;
  /** Resolves a service: `get<SessionStore>(SessionStore)`. */
  get<T>(token: ServiceIdentifier<T>): T;
  workspace: WorkspaceRuntime;
  session: SessionStore;
  authApi: FakeAuthApi;
  http: FakeHttpClient;
  /** The server's event streams as the screens opened them; `streams.emit(…)` sends an event. */
  streams: FakeEventStreams;
  /** Full-page navigations: reloads, the redirect to login after sign-out. */
  navigator: RecordingNavigator;
  events: ReturnType<typeof userEvent.setup>;
  /** The current path under /sdp. */
  pathname(): string;
};

/** Each user's grid columns (`/views/:gridId/columns`, the views plugin's): by default nobody changed theirs. */
const COLUMNS_PATH = /^\/views\/[^/]+\/columns$/;
const gridIdOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-2) ?? '');

function defaultHttp(user: UserInfo | null): FakeHttpClient {
  return new FakeHttpClient()
    .respond('GET', COLUMNS_PATH, (url: URL) => ({ gridId: gridIdOf(url), columns: null, updatedAt: null }))
    .respond('PUT', COLUMNS_PATH, (url: URL, input: unknown) => ({
      gridId: gridIdOf(url),
      columns: input,
      updatedAt: new Date().toISOString(),
    }))
    .respond('GET', /^\/user\/getStyle\//, DEFAULT_TEST_STYLE)
    .respond('GET', /^\/user\/getLogo\//, { logo: null })
    .respond('GET', /^\/service\/partnerandtenantinfo\//, {
      tenantInfo: user?.tenantInfo ?? { businessName: 'Acme', tenantId: 't-1' },
      partnerInfo: user?.partnerInfo ?? [],
      partnerTenantInfo: { partnerManagement: user?.partnerManagement ?? false, accountPath: [] },
    });
}

/**
 * The plugins a test renders: the console's home page (Getting Started at the base path, where the console
 * lands), the saved views and column layouts every grid of the console has (the views plugin, which no
 * plugin declares), the plugins the test names, and the enabled plugins they depend on (`dependsOn`), so a
 * test names only the plugin it is about.
 */
function withDependencies(plugins: readonly PluginManifest[]): PluginManifest[] {
  const byId = new Map(enabledPlugins.map((plugin) => [plugin.id, plugin]));
  const included = new Map(plugins.map((plugin) => [plugin.id, plugin]));
  for (const always of [homePlugin, viewsPlugin]) {
    if (!included.has(always.id)) included.set(always.id, always);
  }
  const add = (plugin: PluginManifest) => {
    for (const id of plugin.dependsOn ?? []) {
      const dependency = byId.get(id);
      if (included.has(id) || !dependency) continue;
      included.set(id, dependency);
      add(dependency);
    }
  };
  plugins.forEach(add);
  return [...included.values()];
}

export async function renderWorkspace(options: RenderWorkspaceOptions = {}): Promise<RenderedWorkspace> {
  const user = options.user === undefined ? adminUser() : options.user;
  resetBrowserState(`${BASE_PATH}${options.path ?? '/'}`);
  document.title = '';

  const authApi = new FakeAuthApi();
  if (user) {
    authApi.user = user;
    authApi.session = { token: `tok-${user.userId}`, expiry: Date.now() + 3_600_000, passwordExpired: false };
    writeSessionCookie(formatSessionValue(authApi.session.token, authApi.session.expiry));
  }
  const http = defaultHttp(user);
  options.http?.(http);
  const navigator = new RecordingNavigator();
  const streams = new FakeEventStreams();

  const workspace = createWorkspace({
    plugins: withDependencies(options.plugins ?? []),
    configure: (container) => {
      container.rebind<AuthApi>(AuthApi).toConstantValue(authApi);
      container.rebind<HttpClient>(HttpClient).toConstantValue(http);
      container.rebind<EventStreams>(EventStreams).toConstantValue(streams);
      container.rebind<PageNavigator>(PageNavigator).toConstantValue(navigator);
    },
  });
  const { container } = workspace;
  const session = container.get<SessionStore>(SessionStore);
  onTestFinished(() => {
    workspace.dispose();
    session.dispose();
  });

  const storage = container.get<SecureStorage>(SecureStorage);
  for (const [key, value] of Object.entries(options.storedItems ?? {})) await storage.set(key, value);
  await act(() => session.start());

  if (options.loadScreensFirst !== false) {
    // Settled, not all resolved: a chunk that fails to load is the screen's to meet.
    await Promise.allSettled([
      import('../core/shell/layout/MainLayout.tsx'),
      ...(options.plugins ?? []).flatMap((plugin) => (plugin.routes ?? []).map((route) => route.load())),
    ]);
  }
  const events = userEvent.setup();
  const result = render(<Workspace container={container} />);
  // Let the first lazy page and the branding calls settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return {
    ...result,
    di: container,
    get: <T,>(token: ServiceIdentifier<T>) => container.get<T>(token),
    workspace,
    session,
    authApi,
    http,
    streams,
    navigator,
    events,
    pathname: () => window.location.pathname.slice(BASE_PATH.length) || '/',
  };
}
