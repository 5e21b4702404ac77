import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { createContainer } from '../di/container.ts';
import { ApiError } from './ApiError.ts';
import { fillPath } from '../contract/pathTemplate.ts';
import { defineCall } from './callDefinition.ts';
import { FetchHttpClient } from './FetchHttpClient.ts';
import { HttpClient } from './HttpClient.ts';
import { HttpModule } from './HttpModule.ts';
import { Notifier } from './Notifier.ts';
import { ObservableRequestAccountScope } from './RequestAccountScope.ts';
import { SessionTokenSource } from './SessionTokenSource.ts';

const GENERIC = 'Unable to process the request. Something went wrong. Please try again later.';

function envelope(status: string, data: unknown, message = '', errorDescription = '') {
  return JSON.stringify({ status, data, message, errorDescription });
}

function respond(body: string | null, init: ResponseInit = {}) {
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

const getStyle = defineCall<{ tenant: string; account: string }, { color: string }>({
  method: 'GET',
  path: ({ tenant, account }) =>
    fillPath('/user/getStyle/:tenantId/:accountId', { tenantId: tenant, accountId: account }),
});
const login = defineCall<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/authentication/uilogin',
  auth: false,
});
const verifyPassword = defineCall<{ username: string; password: string }, { valid: boolean }>({
  method: 'GET',
  path: '/authentication/verifyPassword',
  query: (input) => ({ username: input.username, password: input.password }),
  responseSchema: z.object({ valid: z.boolean() }),
});
const logout = defineCall<{ tenantId: string }, null>({ method: 'POST', path: '/authentication/logout' });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let token: string | null;
let session: {
  getToken: Mock<SessionTokenSource['getToken']>;
  saveRefreshedSession: Mock<SessionTokenSource['saveRefreshedSession']>;
  handleUnauthorized: Mock<SessionTokenSource['handleUnauthorized']>;
};
let notifier: { success: Mock<Notifier['success']>; error: Mock<Notifier['error']> };
let client: FetchHttpClient;
let accountScope: ObservableRequestAccountScope;

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  token = 'tok-123';
  fetchMock = vi.fn<typeof fetch>(async () => respond(envelope('Success', { color: '#fff' }, 'ok')));
  vi.stubGlobal('fetch', fetchMock);
  session = {
    getToken: vi.fn(() => token),
    saveRefreshedSession: vi.fn(),
    handleUnauthorized: vi.fn(),
  };
  notifier = { success: vi.fn<Notifier['success']>(), error: vi.fn<Notifier['error']>() };
  accountScope = new ObservableRequestAccountScope();
  client = new FetchHttpClient(session, notifier, accountScope);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FetchHttpClient requests', () => {
  it('sends the provider header and the bearer token under /proactive/rest', async () => {
    await client.call(getStyle, { tenant: 't 1', account: 'a/b' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/proactive/rest/user/getStyle/t%201/a%2Fb');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('x-sdp-provider')).toBe('sdp-console');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('omits the bearer token on auth:false calls but still names the provider', async () => {
    await client.call(login, { username: 'u', password: 'p' });
    const { headers, init } = lastRequest();
    expect(headers.get('authorization')).toBeNull();
    expect(session.getToken).not.toHaveBeenCalled();
    expect(headers.get('x-sdp-provider')).toBe('sdp-console');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'u', password: 'p' });
  });

  it("sends the partner bar's account as the account-scope header, and none once cleared or signed out", async () => {
    await client.call(logout, { tenantId: 't' });
    expect(lastRequest().headers.get('x-sdp-account-scope')).toBeNull();
    accountScope.set('ACC-NW-S');
    await client.call(logout, { tenantId: 't' });
    expect(lastRequest().headers.get('x-sdp-account-scope')).toBe('ACC-NW-S');
    await client.call(login, { username: 'u', password: 'p' });
    expect(lastRequest().headers.get('x-sdp-account-scope')).toBeNull();
    accountScope.set(null);
    await client.call(logout, { tenantId: 't' });
    expect(lastRequest().headers.get('x-sdp-account-scope')).toBeNull();
  });

  it("sends a call's own headers, never in place of the provider or the token", async () => {
    const submit = defineCall<{ key: string }, null>({
      method: 'POST',
      path: '/order/createOrder',
      headers: ({ key }) => ({ 'Idempotency-Key': key, 'x-sdp-provider': 'spoofed', authorization: 'Bearer other' }),
    });
    await client.call(submit, { key: 'k-1' });
    const { headers } = lastRequest();
    expect(headers.get('idempotency-key')).toBe('k-1');
    expect(headers.get('x-sdp-provider')).toBe('sdp-console');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    token = null;
    await client.call(submit, { key: 'k-2' });
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });

  it('sends no Authorization header when there is no token', async () => {
    token = null;
    await client.call(logout, { tenantId: 't' });
    expect(lastRequest().headers.get('authorization')).toBeNull();
    expect(lastRequest().headers.get('x-sdp-provider')).toBe('sdp-console');
  });

  it('puts query parameters in the URL and sends no body for them', async () => {
    fetchMock.mockResolvedValueOnce(respond(envelope('Success', { valid: true })));
    await client.call(verifyPassword, { username: 'a b', password: 'x&y' });
    const { url, init } = lastRequest();
    expect(url).toBe('/proactive/rest/authentication/verifyPassword?username=a+b&password=x%26y');
    expect(init.body).toBeUndefined();
  });

  it('lets a call without input omit it, and no other call (checked by tsc)', async () => {
    const appInfo = defineCall<void, { name: string }>({ method: 'GET', path: '/authentication/appInfo' });
    await client.call(appInfo);
    expect(lastRequest().url).toBe('/proactive/rest/authentication/appInfo');
    // @ts-expect-error getStyle needs its tenant and account
    const missingInput = () => client.call(getStyle);
    expect(missingInput).toBeTypeOf('function');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const upload = defineCall<FormData, null>({ method: 'POST', path: '/setting/uploadWorklist' });
    const form = new FormData();
    form.append('file', 'a,b');
    await client.call(upload, form);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.get('content-type')).toBeNull();
  });
});

describe('FetchHttpClient envelopes', () => {
  it('resolves a Success envelope with its data and message', async () => {
    fetchMock.mockResolvedValueOnce(respond(envelope('Success', { token: 'abc' }, 'Login Request Successfull')));
    await expect(client.call(login, { username: 'u', password: 'p' })).resolves.toEqual({
      data: { token: 'abc' },
      message: 'Login Request Successfull',
    });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('rejects a Failed envelope with its errorDescription and shows it as an error toast', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(envelope('Failed', null, 'Bad', 'Role name already exists.'), { status: 409 }),
    );
    const error = await rejection(client.call(logout, { tenantId: 't' }));
    expect(error.message).toBe('Role name already exists.');
    expect(error.kind).toBe('failed');
    expect(error.status).toBe(409);
    expect(error.errorDescription).toBe('Role name already exists.');
    expect(error.envelope?.status).toBe('Failed');
    expect(notifier.error).toHaveBeenCalledWith('Role name already exists.');
  });

  it("rejects a Failed envelope without any message with 'Something went wrong.'", async () => {
    fetchMock.mockResolvedValueOnce(respond(JSON.stringify({ status: 'Failed', data: null }), { status: 400 }));
    const error = await rejection(client.call(logout, { tenantId: 't' }));
    expect(error.message).toBe('Something went wrong.');
    expect(notifier.error).toHaveBeenCalledWith('Something went wrong.');
  });

  it.each([
    ['another status', respond(envelope('Pending', null, 'later'))],
    ['a body that is not JSON', respond('<html>Bad gateway</html>', { status: 502 })],
    ['JSON that is not an envelope', respond(JSON.stringify([1, 2]))],
    ['an empty body', respond(null, { status: 204 })],
    ['Success with an error status', respond(envelope('Success', {}), { status: 500 })],
  ])('rejects %s with the generic message', async (_name, response) => {
    fetchMock.mockResolvedValueOnce(response);
    const error = await rejection(client.call(logout, { tenantId: 't' }));
    expect(error.message).toBe(GENERIC);
    expect(error.kind).toBe('invalid');
    expect(notifier.error).toHaveBeenCalledWith(GENERIC);
  });

  it('rejects data that fails the response schema with the generic message', async () => {
    fetchMock.mockResolvedValueOnce(respond(envelope('Success', { valid: 'yes' })));
    const error = await rejection(client.call(verifyPassword, { username: 'u', password: 'p' }));
    expect(error.message).toBe(GENERIC);
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('returns schema-parsed data', async () => {
    fetchMock.mockResolvedValueOnce(respond(envelope('Success', { valid: true, extra: 1 })));
    const { data } = await client.call(verifyPassword, { username: 'u', password: 'p' });
    expect(data).toEqual({ valid: true });
  });

  it('rejects a network failure with the generic message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(client.call(logout, { tenantId: 't' }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(GENERIC);
  });

  it('shows no toast when the call or the definition opts out', async () => {
    fetchMock.mockResolvedValue(respond(envelope('Failed', null, '', 'Nope')));
    await rejection(client.call(logout, { tenantId: 't' }, { notifyErrors: false }));
    const quiet = defineCall<void, null>({ method: 'GET', path: '/authentication/appInfo', notifyErrors: false });
    await rejection(client.call(quiet));
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('FetchHttpClient session handling', () => {
  it('calls handleUnauthorized on 401 and rejects without a toast', async () => {
    fetchMock.mockResolvedValueOnce(respond(envelope('Failed', null, '', 'Session expired.'), { status: 401 }));
    const error = await rejection(client.call(logout, { tenantId: 't' }));
    expect(session.handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('treats a 401 of an auth:false call (wrong password) as an ordinary failure', async () => {
    fetchMock.mockResolvedValueOnce(respond(envelope('Failed', null, '', 'Invalid credentials.'), { status: 401 }));
    const error = await rejection(client.call(login, { username: 'u', password: 'bad' }));
    expect(session.handleUnauthorized).not.toHaveBeenCalled();
    expect(error.message).toBe('Invalid credentials.');
    expect(notifier.error).toHaveBeenCalledWith('Invalid credentials.');
  });

  it('saves a refreshed session from the refresh header', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(envelope('Success', {}), {
        headers: { 'content-type': 'application/json', 'x-sdp-session': 'tok-456:1900000000000' },
      }),
    );
    await client.call(logout, { tenantId: 't' });
    expect(session.saveRefreshedSession).toHaveBeenCalledWith('tok-456:1900000000000', session.getToken());
  });

  it('follows the tenant style version of the responses', async () => {
    expect(client.styleVersion).toBeNull();
    fetchMock.mockResolvedValueOnce(
      respond(envelope('Success', {}), { headers: { 'content-type': 'application/json', 'x-sdp-style-version': '4' } }),
    );
    await client.call(logout, { tenantId: 't' });
    expect(client.styleVersion).toBe('4');
    fetchMock.mockResolvedValueOnce(respond(envelope('Success', {})));
    await client.call(logout, { tenantId: 't' });
    expect(client.styleVersion).toBe('4');
  });

  it('saves nothing when the header is absent', async () => {
    await client.call(logout, { tenantId: 't' });
    expect(session.saveRefreshedSession).not.toHaveBeenCalled();
  });
});

describe('FetchHttpClient timeout and cancellation', () => {
  function hangingFetch() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
  }

  it('aborts after exactly 300000 ms with the generic message', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const outcome = rejection(client.call(logout, { tenantId: 't' }));
    const signal = lastRequest().init.signal!;
    await vi.advanceTimersByTimeAsync(299_999);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    const error = await outcome;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(GENERIC);
    expect(notifier.error).toHaveBeenCalledWith(GENERIC);
  });

  it('clears its timer once the response is read', async () => {
    vi.useFakeTimers();
    await client.call(logout, { tenantId: 't' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects as aborted when the caller's signal fires, without a toast", async () => {
    hangingFetch();
    const controller = new AbortController();
    const outcome = rejection(client.call(logout, { tenantId: 't' }, { signal: controller.signal }));
    controller.abort();
    const error = await outcome;
    expect(error.kind).toBe('aborted');
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('HttpModule', () => {
  it('binds the client as a singleton over the session token source', async () => {
    const container = createContainer();
    container.load(HttpModule);
    container.bind<SessionTokenSource>(SessionTokenSource).toConstantValue(session);
    container.rebind<Notifier>(Notifier).toConstantValue(notifier);
    const bound = container.get<HttpClient>(HttpClient);
    expect(bound).toBeInstanceOf(FetchHttpClient);
    expect(container.get<HttpClient>(HttpClient)).toBe(bound);
    await bound.call(logout, { tenantId: 't' });
    expect(lastRequest().headers.get('authorization')).toBe('Bearer tok-123');
  });
});
