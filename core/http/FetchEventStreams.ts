import { inject, injectable, optional } from 'inversify';
import { ACCOUNT_SCOPE_HEADER, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../contract/http.ts';
import { callUrl, type Query } from './callDefinition.ts';
import type { EventStreamOptions, EventStreams } from './EventStreams.ts';
import { RequestAccountScope } from './RequestAccountScope.ts';
import { SessionTokenSource } from './SessionTokenSource.ts';
import { SseParser } from './sseParser.ts';

/** Pauses before reopening a lost stream; the last one repeats. */
export const STREAM_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** Reads server-sent events with fetch, since EventSource cannot send the bearer token. */
@injectable()
export class FetchEventStreams implements EventStreams {
  constructor(
    @inject(SessionTokenSource) private readonly session: SessionTokenSource,
    @inject(RequestAccountScope) @optional() private readonly accountScope: RequestAccountScope | undefined,
  ) {}

  open(path: string, query: Query, options: EventStreamOptions): () => void {
    const controller = new AbortController();
    void this.follow(path, query, options, controller.signal);
    return () => controller.abort();
  }

  private async follow(path: string, query: Query, options: EventStreamOptions, signal: AbortSignal): Promise<void> {
    let lastEventId: string | null = null;
    let failures = 0;
    while (!signal.aborted) {
      const token = this.session.getToken();
      if (!token) return;
      const headers = new Headers({
        Accept: 'text/event-stream',
        [PROVIDER_HEADER]: CONSOLE_PROVIDER,
        Authorization: `Bearer ${token}`,
      });
      const scope = this.accountScope?.accountId;
      if (scope) headers.set(ACCOUNT_SCOPE_HEADER, scope);
      if (lastEventId) headers.set('Last-Event-ID', lastEventId);
      try {
        const response = await fetch(callUrl({ method: 'GET', path, query: () => query }, undefined), {
          headers,
          signal,
          credentials: 'same-origin',
        });
        if (response.status === 401) {
          this.session.handleUnauthorized();
          return;
        }
        // Asking again will not change a refusal or a bad request.
        if (response.status >= 400 && response.status < 500) return;
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        options.onConnectionChange?.(true);
        failures = 0;
        const parser = new SseParser();
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
            if (event.id) lastEventId = event.id;
            options.onEvent(event);
          }
        }
      } catch {
        if (signal.aborted) return;
      }
      if (signal.aborted) return;
      options.onConnectionChange?.(false);
      const delay = STREAM_RETRY_DELAYS_MS[Math.min(failures, STREAM_RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
