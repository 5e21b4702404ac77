import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';

/** How long an id missing below events already committed is waited for before it counts as rolled back. */
export const GAP_PATIENCE_MS = 2_000;

/**
 * The events that may be read now: those below the first id still missing that has been missing for less
 * than `GAP_PATIENCE_MS` (its transaction may yet commit, and a cursor moved past it would never read it).
 * `firstMissing` remembers, across passes, when each id was first seen missing.
 */
export function committedPrefix(
  read: readonly FeedEvent[],
  missing: readonly string[],
  firstMissing: Map<string, number>,
  nowMs: number,
): readonly FeedEvent[] {
  for (const id of missing) {
    const since = firstMissing.get(id) ?? nowMs;
    firstMissing.set(id, since);
    if (nowMs - since < GAP_PATIENCE_MS) return read.filter((event) => BigInt(event.eventId) < BigInt(id));
  }
  return read;
}

/** Forgets the missing ids a cursor has passed. */
export function forgetPassed(firstMissing: Map<string, number>, cursor: string): void {
  for (const id of firstMissing.keys()) if (BigInt(id) <= BigInt(cursor)) firstMissing.delete(id);
}
