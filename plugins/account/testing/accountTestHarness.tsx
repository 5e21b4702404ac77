import { configure, render, type RenderResult } from '@testing-library/react';
import { Container } from 'inversify';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ContainerProvider } from '../../../core/di/ContainerContext.tsx';
import type { CallDefinition } from '../../../core/http/callDefinition.ts';
import { CallTracker } from '../../../core/http/CallTracker.ts';
import { HttpClient, type CallArgs, type CallResult } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { PageNavigator } from '../../../core/session/pageNavigator.ts';
import { BrowserLastTenant, LastTenant } from '../../../core/session/lastTenant.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { createSessionHarness, resetBrowserState, type SessionHarness } from '../../../tests/support/sessionDoubles.ts';
import { AccountApi, HttpAccountApi } from '../accountApi.ts';
import accountPlugin from '../index.ts';

// Real encryption and typed input on a machine shared with other test files: allow for slow moments.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

/** Test doubles and a renderer for the account screens: fake HTTP, real session store over fake auth calls. */

type Answer<Req, Res> = (input: Req) => Res | CallResult<Res> | Promise<Res | CallResult<Res>>;

export interface RecordedCall {
  definition: CallDefinition<never, unknown>;
  input: unknown;
}

function isCallResult<Res>(value: unknown): value is CallResult<Res> {
  return typeof value === 'object' && value !== null && 'data' in value && 'message' in value;
}

/** Answers each call definition with the function registered for it; an unregistered call fails the test. */
export class FakeHttpClient implements HttpClient {
  readonly calls: RecordedCall[] = [];
  private readonly answers = new Map<object, Answer<never, unknown>>();

  answer<Req, Res>(definition: CallDefinition<Req, Res>, answer: Answer<Req, Res>): this {
    this.answers.set(definition, answer as Answer<never, unknown>);
    return this;
  }

  async call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>> {
    const input = args[0];
    this.calls.push({ definition: definition as unknown as CallDefinition<never, unknown>, input });
    const answer = this.answers.get(definition);
    if (!answer) throw new Error(`FakeHttpClient has no answer for ${definition.method} ${String(definition.path)}`);
    const result = await answer(input as never);
    return isCallResult<Res>(result) ? result : { data: result as Res, message: '' };
  }

  inputsOf<Req>(definition: CallDefinition<Req, unknown>): Req[] {
    return this.calls.filter((call) => call.definition === (definition as unknown)).map((call) => call.input as Req);
  }
}

export class RecordingNotifier implements Notifier {
  readonly successes: string[] = [];
  readonly errors: string[] = [];

  success(message: string): void {
    this.successes.push(message);
  }

  error(message: string): void {
    this.errors.push(message);
  }
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export interface AccountTestBed {
  http: FakeHttpClient;
  notifier: RecordingNotifier;
  session: SessionHarness;
  container: Container;
}

/** A fresh browser state and container; configure `http` and `session.api`, then call `renderAt`. */
export function createAccountTestBed(): AccountTestBed {
  resetBrowserState('/sdp/');
  const http = new FakeHttpClient();
  const notifier = new RecordingNotifier();
  const session = createSessionHarness();
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<HttpClient>(HttpClient).toConstantValue(http);
  container.bind<Notifier>(Notifier).toConstantValue(notifier);
  container.bind<CallTracker>(CallTracker).toConstantValue(session.calls);
  container.bind<PageNavigator>(PageNavigator).toConstantValue(session.navigator);
  container.bind<SessionStore>(SessionStore).toConstantValue(session.store);
  container.bind<AccountApi>(AccountApi).to(HttpAccountApi);
  container.bind<LastTenant>(LastTenant).toConstantValue(new BrowserLastTenant(session.storage, session.store));
  return { http, notifier, session, container };
}

/** Shows where the app navigated to, with the location state it carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="elsewhere">
      <span data-testid="pathname">{location.pathname}</span>
      <span data-testid="state">{JSON.stringify(location.state ?? null)}</span>
    </div>
  );
}

const pages = accountPlugin.routes.map((route) => ({ path: route.path, Page: lazy(route.load) }));

/** Loads every page module once, so a test's first render is not slowed by the module transform. */
export async function preloadAccountPages(): Promise<void> {
  await Promise.all(accountPlugin.routes.map((route) => route.load()));
}

/** Renders the account routes of the manifest (lazily, as the workspace does) at the given entry. */
export function renderAt(bed: AccountTestBed, entry: string | { pathname: string; state?: unknown }): RenderResult {
  return render(
    <ContainerProvider container={bed.container}>
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </ContainerProvider>,
  );
}
