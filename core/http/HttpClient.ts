import type { CallDefinition } from './callDefinition.ts';

export interface CallOptions {
  /** Cancels the call; a cancelled call rejects with an `aborted` ApiError and shows no toast. */
  signal?: AbortSignal;
  /** False to keep a failure of this call out of the error toasts. */
  notifyErrors?: boolean;
}

export interface CallResult<Res> {
  data: Res;
  /** The envelope's message, e.g. "Login Request Successfull"; '' when it had none. */
  message: string;
}

/** A call's input, then its options; a call declared with no input (`Req` void) takes neither. */
export type CallArgs<Req> = [Req] extends [void]
  ? [input?: Req, options?: CallOptions]
  : [input: Req, options?: CallOptions];

/**
 * The typed client for /proactive/rest. Resolves with the data of a Success envelope and rejects
 * with an ApiError otherwise (spec section 8); failures are also shown as error toasts.
 */
export const HttpClient = Symbol.for('sdp.HttpClient');
export interface HttpClient {
  call<Req, Res>(definition: CallDefinition<Req, Res>, ...args: CallArgs<Req>): Promise<CallResult<Res>>;
  /**
   * The tenant's style version from the last response that carried one (observable); it changes when
   * an administrator saves the tenant's settings, so the shell re-fetches the style.
   */
  readonly styleVersion?: string | null;
}
