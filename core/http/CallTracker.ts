/** The phase of the most recent call of a kind (spec section 4). */
export type CallPhase = 'idle' | 'loading' | 'success' | 'failure';

export interface CallStatus {
  readonly phase: CallPhase;
  /** True while any call of the kind is in flight. */
  readonly loading: boolean;
  /** The message of the last failure, until cleared or superseded. */
  readonly error: string | null;
  /** The message recorded with the last success, if any. */
  readonly message: string | null;
}

export interface TrackOptions<T> {
  /** Recorded with the success: a fixed message or one taken from the result. */
  successMessage?: string | ((result: T) => string | null);
}

/**
 * Per-call state, keyed by call kind (`'users.save'`, `'auth.login'`): request, success, failure,
 * clear-error and reset. Observable, so components re-render as phases change.
 */
export const CallTracker = Symbol.for('sdp.CallTracker');
export interface CallTracker {
  status(kind: string): CallStatus;
  isLoading(kind: string): boolean;
  error(kind: string): string | null;
  /** True while a call of any kind is in flight. */
  readonly anyLoading: boolean;
  request(kind: string): void;
  success(kind: string, message?: string | null): void;
  /** Records the failure; with no message it records "Something went wrong.". */
  failure(kind: string, message?: string | null): void;
  clearError(kind: string): void;
  /** Forgets the state of one kind, or of every kind; results of calls still in flight are then ignored. */
  reset(kind?: string): void;
  /**
   * Drives the phases around a promise: request now, then success or failure. Resolves and rejects
   * as the promise does. A result that arrives after a newer call of the same kind started is not
   * recorded, so a slow earlier call cannot overwrite a newer one.
   */
  track<T>(kind: string, work: Promise<T>, options?: TrackOptions<T>): Promise<T>;
}
