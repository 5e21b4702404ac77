import { inject, injectable, optional } from 'inversify';
import { ApiError } from './ApiError.ts';
import { callUrl, defineCall, type CallDefinition, type Query } from './callDefinition.ts';
import { HttpClient, type CallArgs, type CallOptions, type CallResult } from './HttpClient.ts';
import { GENERIC_FAILURE_MESSAGE, NO_MESSAGE_FAILURE } from './messages.ts';
import { RequestAccountScope } from './RequestAccountScope.ts';

/** How long a preloaded answer waits for its screen; older, the screen asks again. */
export const PRELOAD_FRESH_MS = 10_000;

/**
 * A screen's first reads started ahead of it, while its chunk loads (see a route's `preload`), and handed
 * to the screen's own call of the same GET instead of sending it again.
 */
export const PreloadedCalls = Symbol.for('sdp.PreloadedCalls');
export interface PreloadedCalls {
  /**
   * Starts `GET path?query` now; the first `call` of the same URL (and partner scope) within
   * PRELOAD_FRESH_MS takes its answer. A GET of that URL already waiting is not sent again.
   */
  preload(path: string, query?: Query): void;
  /**
   * The preloaded answer of this GET, checked against the definition's schema as the client would;
   * else (none, stale, another method, or the preload failed) the call sent now through the client.
   */
  call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>>;
}

interface Preloaded {
  at: number;
  answer: Promise<CallResult<unknown> | null>;
}

@injectable()
export class HttpPreloadedCalls implements PreloadedCalls {
  private readonly waiting = new Map<string, Preloaded>();

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(RequestAccountScope) @optional() private readonly scope?: RequestAccountScope,
  ) {}

  preload(path: string, query?: Query): void {
    const definition = defineCall<void, unknown>({
      method: 'GET',
      path,
      query: () => query ?? {},
      notifyErrors: false,
    });
    const key = this.keyOf(callUrl(definition, undefined));
    const current = this.waiting.get(key);
    if (current && this.fresh(current)) return;
    // A failed preload answers null: the screen then sends the call itself, with its own toasts and retries.
    const answer = this.http.call(definition).catch(() => null);
    this.waiting.set(key, { at: Date.now(), answer });
  }

  call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>> {
    const taken = definition.method === 'GET' && definition.response !== 'blob' ? this.take(definition, args) : null;
    return taken ?? this.http.call(definition, ...args);
  }

  private take<Req, Res>(definition: CallDefinition<Req, Res>, args: CallArgs<Req>): Promise<CallResult<Res>> | null {
    const input = args[0] as Req;
    const options: CallOptions = args[1] ?? {};
    const key = this.keyOf(callUrl(definition, input));
    const preloaded = this.waiting.get(key);
    if (!preloaded) return null;
    this.waiting.delete(key);
    if (!this.fresh(preloaded)) return null;
    const answer = preloaded.answer.then((result) =>
      result === null ? this.http.call(definition, ...args) : checked(definition, result),
    );
    return options.signal ? abortable(answer, options.signal) : answer;
  }

  private fresh(preloaded: Preloaded): boolean {
    return Date.now() - preloaded.at < PRELOAD_FRESH_MS;
  }

  /** The partner bar's account is sent as a header: an answer for another scope is not this call's. */
  private keyOf(url: string): string {
    return `${this.scope?.accountId ?? ''}\n${url}`;
  }
}

/** The answer as the definition reads it: validated by its schema, a mismatch failing as an unreadable response. */
function checked<Req, Res>(definition: CallDefinition<Req, Res>, result: CallResult<unknown>): CallResult<Res> {
  if (!definition.responseSchema) return result as CallResult<Res>;
  const parsed = definition.responseSchema.safeParse(result.data);
  if (!parsed.success) throw new ApiError(GENERIC_FAILURE_MESSAGE, 'invalid', 200, null, { cause: parsed.error });
  return { data: parsed.data, message: result.message };
}

/** Rejects as a cancelled call does once the caller's signal aborts; the answer itself is left to settle. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = () => new ApiError(NO_MESSAGE_FAILURE, 'aborted', null, null, { cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
