import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SCOPE_HEADER } from '../contract/http.ts';
import { FetchEventStreams } from './FetchEventStreams.ts';
import type { ServerSentEvent } from './EventStreams.ts';
import { ObservableRequestAccountScope } from './RequestAccountScope.ts';
import type { SessionTokenSource } from './SessionTokenSource.ts';

function session(token: string | null = 'tok'): SessionTokenSource & { unauthorized: number } {
  return {
    unauthorized: 0,
    getToken: () => token,
    saveRefreshedSession: () => undefined,
    handleUnauthorized() {
      this.unauthorized += 1;
    },
  };
}

function streamOf(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('FetchEventStreams', () => {
  it('sends the token, provider and scope, and resumes after the last event when the stream ends', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(streamOf('id: 4\nevent: order-event\ndata: one\n\n'))
      .mockResolvedValueOnce(streamOf('id: 5\nevent: order-event\ndata: two\n\n'))
      .mockImplementation(() => new Promise(() => undefined));
    const scope = new ObservableRequestAccountScope();
    scope.set('ACC-1');
    const events: ServerSentEvent[] = [];
    const connections: boolean[] = [];
    const close = new FetchEventStreams(session(), scope).open(
      '/order/stream',
      { orderId: 'o-1' },
      { onEvent: (event) => events.push(event), onConnectionChange: (open) => connections.push(open) },
    );
    await vi.waitFor(() => expect(events).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(events.map((event) => event.data)).toEqual(['one', 'two']));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/proactive/rest/order/stream?orderId=o-1');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get(ACCOUNT_SCOPE_HEADER)).toBe('ACC-1');
    expect(headers.get('last-event-id')).toBeNull();
    expect(new Headers((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).get('last-event-id')).toBe('4');
    expect(connections.slice(0, 3)).toEqual([true, false, true]);
    close();
  });

  it('ends the session on a 401', async () => {
    const tokens = session();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 401 }));
    new FetchEventStreams(tokens, undefined).open('/order/stream', {}, { onEvent: () => undefined });
    await vi.waitFor(() => expect(tokens.unauthorized).toBe(1));
  });

  it('stops on another refusal', async () => {
    const refused = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 403 }));
    new FetchEventStreams(session(), undefined).open('/order/stream', {}, { onEvent: () => undefined });
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without a session and stops reading when closed', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    new FetchEventStreams(session(null), undefined).open('/order/stream', {}, { onEvent: () => undefined });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
