import type { ReceivedEnvelope } from './parseEnvelope.ts';

/**
 * - `failed`: the server answered with a Failed envelope;
 * - `invalid`: the body was not a usable envelope (or its data failed the response schema);
 * - `unauthorized`: HTTP 401, the session is gone;
 * - `network`: no response reached us;
 * - `timeout`: no complete response within the request timeout;
 * - `aborted`: the caller cancelled the call.
 */
export type ApiErrorKind = 'failed' | 'invalid' | 'unauthorized' | 'network' | 'timeout' | 'aborted';

/** Every rejection of the HTTP client: `message` is what the UI shows. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null = null,
    /** The response envelope as received, when there was one (a failed create returns it to its caller). */
    readonly envelope: ReceivedEnvelope | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The envelope's errorDescription, or '' when there was none. */
  get errorDescription(): string {
    return this.envelope?.errorDescription ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
