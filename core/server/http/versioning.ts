import { preconditionFailed, preconditionRequired } from './errors.ts';

/**
 * Optimistic locking of configuration edits: the client sends the version it edited. Missing → 428,
 * stale → 412 naming the current version (the failure envelope carries no data; the client reloads).
 */
export function assertVersion(what: string, sent: number | undefined, current: number): void {
  if (sent === undefined) {
    throw preconditionRequired(`${what}: send the version you edited (the current version is ${current}).`);
  }
  if (sent !== current) {
    throw preconditionFailed(
      `${what} was changed by someone else: you edited version ${sent}, the current version is ${current}. Reload it and try again.`,
    );
  }
}
