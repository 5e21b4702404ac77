import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError.ts';
import { callUrl, defineCall, type CallDefinition } from './callDefinition.ts';
import type { CallArgs, CallResult, HttpClient } from './HttpClient.ts';
import { HttpPreloadedCalls, PRELOAD_FRESH_MS } from './PreloadedCalls.ts';
import { ObservableRequestAccountScope } from './RequestAccountScope.ts';

/** A client that records each URL sent and answers what `answers` holds for it (a function may fail). */
function recordingClient(answer: (url: string) => unknown) {
  const sent: string[] = [];
  const http: HttpClient = {
    call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>> {
      const url = callUrl(definition, args[0] as Req);
      sent.push(url);
      return Promise.resolve().then(() => {
        const data = answer(url);
        return { data: (definition.responseSchema ? definition.responseSchema.parse(data) : data) as Res, message: '' };
      });
    },
  };
  return { http, sent };
}

const figuresCall = defineCall<{ range: string }, { total: number }>({
  method: 'GET',
  path: '/dashboard/orders',
  query: ({ range }) => ({ range }),
  responseSchema: z.object({ total: z.number() }),
});

afterEach(() => vi.useRealTimers());

describe('PreloadedCalls', () => {
  it("hands a preloaded GET to the screen's call of the same URL once, instead of sending it again", async () => {
    const { http, sent } = recordingClient(() => ({ total: 7 }));
    const calls = new HttpPreloadedCalls(http);
    calls.preload('/dashboard/orders', { range: '24h' });
    calls.preload('/dashboard/orders', { range: '24h' });
    expect(sent).toEqual(['/proactive/rest/dashboard/orders?range=24h']);

    await expect(calls.call(figuresCall, { range: '24h' })).resolves.toEqual({ data: { total: 7 }, message: '' });
    expect(sent).toHaveLength(1);
    await calls.call(figuresCall, { range: '24h' });
    expect(sent).toHaveLength(2);
  });

  it('sends the call itself for another URL, a stale preload, or a preload that failed', async () => {
    vi.useFakeTimers();
    let fail = true;
    const { http, sent } = recordingClient(() => {
      if (fail) throw new ApiError('Down', 'network');
      return { total: 1 };
    });
    const calls = new HttpPreloadedCalls(http);
    calls.preload('/dashboard/orders', { range: '24h' });
    const failedFirst = calls.call(figuresCall, { range: '24h' });
    await Promise.resolve();
    fail = false;
    await expect(failedFirst).resolves.toMatchObject({ data: { total: 1 } });
    expect(sent).toHaveLength(2);

    calls.preload('/dashboard/orders', { range: '7d' });
    await calls.call(figuresCall, { range: '24h' });
    expect(sent.at(-1)).toBe('/proactive/rest/dashboard/orders?range=24h');

    vi.advanceTimersByTime(PRELOAD_FRESH_MS);
    const before = sent.length;
    await calls.call(figuresCall, { range: '7d' });
    expect(sent).toHaveLength(before + 1);
  });

  it("checks a preloaded answer against the screen's schema, and leaves another partner scope's answer alone", async () => {
    const { http, sent } = recordingClient(() => ({ total: 'many' }));
    const scope = new ObservableRequestAccountScope();
    const calls = new HttpPreloadedCalls(http, scope);
    calls.preload('/dashboard/orders', { range: '24h' });
    await expect(calls.call(figuresCall, { range: '24h' })).rejects.toMatchObject({ kind: 'invalid' });

    calls.preload('/dashboard/orders', { range: '24h' });
    scope.set('account-2');
    await expect(calls.call(figuresCall, { range: '24h' })).rejects.toThrow();
    expect(sent).toHaveLength(3);
  });

  it('rejects as cancelled when the screen aborts while the preloaded answer is under way', async () => {
    const { http } = recordingClient(() => ({ total: 2 }));
    const calls = new HttpPreloadedCalls(http);
    calls.preload('/dashboard/orders', { range: '24h' });
    const controller = new AbortController();
    const answer = calls.call(figuresCall, { range: '24h' }, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'aborted' });
  });
});
