import { injectable } from 'inversify';
import { action, computed, makeObservable, observable, type ObservableMap } from 'mobx';
import type { CallPhase, CallStatus, CallTracker, TrackOptions } from './CallTracker.ts';
import { NO_MESSAGE_FAILURE } from './messages.ts';

/** The state of one call kind. */
export class CallState implements CallStatus {
  phase: CallPhase = 'idle';
  error: string | null = null;
  message: string | null = null;
  pending = 0;
  /** Number of the latest request, so results of superseded requests can be told apart. */
  latest = 0;

  constructor() {
    makeObservable(this, {
      phase: observable,
      error: observable,
      message: observable,
      pending: observable,
      loading: computed,
    });
  }

  get loading(): boolean {
    return this.pending > 0;
  }
}

const IDLE: CallStatus = Object.freeze({ phase: 'idle', loading: false, error: null, message: null });

/** The message a failure records: the error's own message, or "Something went wrong.". */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return NO_MESSAGE_FAILURE;
}

@injectable()
export class ObservableCallTracker implements CallTracker {
  private readonly states: ObservableMap<string, CallState> = observable.map();

  constructor() {
    makeObservable<ObservableCallTracker, 'begin' | 'settle'>(this, {
      anyLoading: computed,
      request: action,
      success: action,
      failure: action,
      clearError: action,
      reset: action,
      begin: action,
      settle: action,
    });
  }

  status(kind: string): CallStatus {
    return this.states.get(kind) ?? IDLE;
  }

  isLoading(kind: string): boolean {
    return this.status(kind).loading;
  }

  error(kind: string): string | null {
    return this.status(kind).error;
  }

  get anyLoading(): boolean {
    for (const state of this.states.values()) if (state.loading) return true;
    return false;
  }

  request(kind: string): void {
    this.begin(kind);
  }

  success(kind: string, message: string | null = null): void {
    this.settle(this.stateOf(kind), null, 'success', message);
  }

  failure(kind: string, message?: string | null): void {
    this.settle(this.stateOf(kind), null, 'failure', message || NO_MESSAGE_FAILURE);
  }

  clearError(kind: string): void {
    const state = this.states.get(kind);
    if (!state) return;
    state.error = null;
    if (state.phase === 'failure') state.phase = 'idle';
  }

  reset(kind?: string): void {
    if (kind === undefined) this.states.clear();
    else this.states.delete(kind);
  }

  async track<T>(kind: string, work: Promise<T>, options: TrackOptions<T> = {}): Promise<T> {
    const { state, ticket } = this.begin(kind);
    try {
      const result = await work;
      const { successMessage } = options;
      const message = typeof successMessage === 'function' ? successMessage(result) : (successMessage ?? null);
      this.settle(state, ticket, 'success', message);
      return result;
    } catch (error) {
      this.settle(state, ticket, 'failure', failureMessage(error));
      throw error;
    }
  }

  private stateOf(kind: string): CallState {
    let state = this.states.get(kind);
    if (!state) {
      state = new CallState();
      this.states.set(kind, state);
    }
    return state;
  }

  private begin(kind: string): { state: CallState; ticket: number } {
    const state = this.stateOf(kind);
    state.pending += 1;
    state.latest += 1;
    state.phase = 'loading';
    state.error = null;
    state.message = null;
    return { state, ticket: state.latest };
  }

  /** `ticket` null settles the latest request (the manual phase methods). */
  private settle(state: CallState, ticket: number | null, phase: 'success' | 'failure', message: string | null): void {
    state.pending = Math.max(0, state.pending - 1);
    if (ticket !== null && ticket !== state.latest) return;
    state.phase = phase;
    state.error = phase === 'failure' ? message : null;
    state.message = phase === 'success' ? message : null;
  }
}
