import { injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import type { SessionTokenSource } from '../http/SessionTokenSource.ts';
import { clearSessionCookie, parseSessionValue, readSessionCookie, writeSessionCookie } from './sessionCookie.ts';

/**
 * The session token this page holds, in the sdpauth cookie (`token:expiryMillis`): what the HTTP client
 * sends and refreshes. It depends on nothing, so the HTTP client and the session store (which calls the
 * server through the HTTP client) can both use it; a 401 is passed on to whoever listens — the store.
 */
export const SessionTokens = Symbol.for('sdp.SessionTokens');
export interface SessionTokens extends SessionTokenSource {
  /** The session value held, observable; the cookie is the truth across tabs. */
  readonly value: string | null;
  /** Reads the cookie again (another tab may have signed in or out) and returns it. */
  reread(): string | null;
  hold(value: string): void;
  drop(): void;
  /** Who ends the session on a 401; returns the unregistration. */
  onUnauthorized(listener: () => void): () => void;
}

@injectable()
export class CookieSessionTokens implements SessionTokens {
  value: string | null = readSessionCookie();
  private readonly unauthorizedListeners = new Set<() => void>();

  constructor() {
    makeObservable(this, { value: observable });
  }

  reread(): string | null {
    const current = readSessionCookie();
    runInAction(() => {
      this.value = current;
    });
    return current;
  }

  hold(value: string): void {
    writeSessionCookie(value);
    runInAction(() => {
      this.value = value;
    });
  }

  drop(): void {
    clearSessionCookie();
    runInAction(() => {
      this.value = null;
    });
  }

  getToken(): string | null {
    const current = readSessionCookie();
    return current === null ? null : (parseSessionValue(current)?.token ?? null);
  }

  /**
   * Spec section 4: a refreshed token returned in a response header is saved — a new token too, when the
   * answer is to a request of the session this page holds. A late answer to an earlier session's request
   * (another tab signed in since, or this page signed out) changes nothing, and the same token's expiry
   * only moves forward.
   */
  saveRefreshedSession(headerValue: string, sentToken: string | null): void {
    const value = headerValue.trim();
    const refreshed = parseSessionValue(value);
    const current = readSessionCookie() ?? this.value;
    const held = current === null ? null : parseSessionValue(current);
    if (!refreshed || !held || sentToken !== held.token) return;
    if (refreshed.token === held.token && refreshed.expiry < held.expiry) return;
    this.hold(value);
  }

  handleUnauthorized(): void {
    for (const listener of this.unauthorizedListeners) listener();
  }

  onUnauthorized(listener: () => void): () => void {
    this.unauthorizedListeners.add(listener);
    return () => this.unauthorizedListeners.delete(listener);
  }
}
