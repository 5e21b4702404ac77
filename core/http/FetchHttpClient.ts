import { inject, injectable, optional } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import {
  ACCOUNT_SCOPE_HEADER,
  CONSOLE_PROVIDER,
  PROVIDER_HEADER,
  REQUEST_TIMEOUT_MS,
  SESSION_REFRESH_HEADER,
  STYLE_VERSION_HEADER,
} from '../contract/http.ts';
import { ApiError } from './ApiError.ts';
import { callBody, callUrl, type CallDefinition } from './callDefinition.ts';
import type { CallArgs, CallOptions, CallResult, HttpClient } from './HttpClient.ts';
import { GENERIC_FAILURE_MESSAGE, NO_MESSAGE_FAILURE } from './messages.ts';
import { Notifier } from './Notifier.ts';
import { parseEnvelope } from './parseEnvelope.ts';
import { RequestAccountScope } from './RequestAccountScope.ts';
import { SessionTokenSource } from './SessionTokenSource.ts';

const TIMEOUT = Symbol('request timeout');

/** Calls /proactive/rest with fetch and applies the envelope rules of spec section 8. */
@injectable()
export class FetchHttpClient implements HttpClient {
  styleVersion: string | null = null;

  constructor(
    @inject(SessionTokenSource) private readonly session: SessionTokenSource,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(RequestAccountScope) @optional() private readonly accountScope: RequestAccountScope | undefined,
  ) {
    makeObservable(this, { styleVersion: observable });
  }

  async call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>> {
    const input = args[0] as Req;
    const options: CallOptions = args[1] ?? {};
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMEOUT), REQUEST_TIMEOUT_MS);
    const cancel = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) cancel();
    options.signal?.addEventListener('abort', cancel);
    try {
      const sentToken = definition.auth !== false ? this.session.getToken() : null;
      const init = this.requestInit(definition, input, sentToken, controller.signal);
      const response = await fetch(callUrl(definition, input), init);
      return await this.read(definition, response, sentToken);
    } catch (caught) {
      const error = this.asApiError(caught, controller.signal);
      const notify = definition.notifyErrors !== false && options.notifyErrors !== false;
      if (notify && error.kind !== 'unauthorized' && error.kind !== 'aborted') this.notifier.error(error.message);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  private requestInit<Req>(
    definition: CallDefinition<Req, unknown>,
    input: Req,
    token: string | null,
    signal: AbortSignal,
  ): RequestInit {
    // A call's own headers never stand in for the session's, the provider or the partner scope.
    const headers = new Headers(definition.headers?.(input));
    for (const reserved of ['authorization', PROVIDER_HEADER, ACCOUNT_SCOPE_HEADER]) headers.delete(reserved);
    headers.set('Accept', 'application/json');
    headers.set(PROVIDER_HEADER, CONSOLE_PROVIDER);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const scope = token ? this.accountScope?.accountId : null;
    if (scope) headers.set(ACCOUNT_SCOPE_HEADER, scope);
    const body = callBody(definition, input);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof Blob) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    return { method: definition.method, headers, body: payload, signal, credentials: 'same-origin' };
  }

  private async read<Req, Res>(
    definition: CallDefinition<Req, Res>,
    response: Response,
    sentToken: string | null,
  ): Promise<CallResult<Res>> {
    // A 401 on a call made without a session (a wrong password at login) is an ordinary failure.
    if (response.status === 401 && definition.auth !== false) {
      this.session.handleUnauthorized();
      const envelope = parseEnvelope(await response.text().catch(() => ''));
      throw new ApiError(
        envelope?.errorDescription || envelope?.message || NO_MESSAGE_FAILURE,
        'unauthorized',
        401,
        envelope,
      );
    }
    const refreshed = response.headers.get(SESSION_REFRESH_HEADER);
    if (refreshed) this.session.saveRefreshedSession(refreshed, sentToken);
    const styleVersion = response.headers.get(STYLE_VERSION_HEADER);
    if (styleVersion && styleVersion !== this.styleVersion) runInAction(() => (this.styleVersion = styleVersion));

    if (definition.response === 'blob' && response.ok) {
      return { data: (await response.blob()) as Res, message: '' };
    }
    const envelope = parseEnvelope(await response.text());
    if (envelope?.status === 'Failed') {
      throw new ApiError(
        envelope.errorDescription || envelope.message || NO_MESSAGE_FAILURE,
        'failed',
        response.status,
        envelope,
      );
    }
    if (envelope?.status !== 'Success' || !response.ok) {
      throw new ApiError(GENERIC_FAILURE_MESSAGE, 'invalid', response.status, envelope);
    }
    if (!definition.responseSchema) return { data: envelope.data as Res, message: envelope.message };
    const parsed = definition.responseSchema.safeParse(envelope.data);
    if (!parsed.success) {
      throw new ApiError(GENERIC_FAILURE_MESSAGE, 'invalid', response.status, envelope, {
        cause: parsed.error,
      });
    }
    return { data: parsed.data, message: envelope.message };
  }

  private asApiError(caught: unknown, signal: AbortSignal): ApiError {
    if (caught instanceof ApiError) return caught;
    if (signal.aborted && signal.reason === TIMEOUT) {
      return new ApiError(GENERIC_FAILURE_MESSAGE, 'timeout', null, null, { cause: caught });
    }
    if (signal.aborted) return new ApiError(NO_MESSAGE_FAILURE, 'aborted', null, null, { cause: caught });
    return new ApiError(GENERIC_FAILURE_MESSAGE, 'network', null, null, { cause: caught });
  }
}
