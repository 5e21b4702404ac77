import type { StaleVersionData } from '../../contract/failures.ts';
import { ApiError, preconditionRequired } from './errors.ts';

/** The 412 of a stale edit: its description names both versions, its data (`StaleVersionData`) the current one. */
export function staleVersion(what: string, sent: number, current: number): ApiError {
  const data: StaleVersionData = { currentVersion: current };
  return new ApiError(
    412,
    `${what} was changed by someone else: you edited version ${sent}, the current version is ${current}. Reload it and try again.`,
    {},
    data,
  );
}

/**
 * Optimistic locking of configuration edits: the client sends the version it edited. Missing → 428,
 * stale → 412 naming the current version, in the description and in the data.
 */
export function assertVersion(what: string, sent: number | undefined, current: number): void {
  if (sent === undefined) {
    throw preconditionRequired(`${what}: send the version you edited (the current version is ${current}).`);
  }
  if (sent !== current) throw staleVersion(what, sent, current);
}
