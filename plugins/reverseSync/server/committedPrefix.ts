import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';

/** How long an id missing below events already committed is waited for before it counts as rolled back. */
export const GAP_PATIENCE_MS = 1_000;

/**
 * The events that may be read now: those below the first id still missing that may yet commit (its
 * transaction under way), and a cursor moved past it would never read it. A missing id is settled (rolled
 * back) once it has been missing for `GAP_PATIENCE_MS`, by this process's watch (`firstMissing`, across
 * passes, on `nowMs`) or because the event read after it happened that long ago (on the server's clock,
 * `clockMs`: say, before a restart).
 */
export function committedPrefix(
  read: readonly FeedEvent[],
  missing: readonly string[],
  firstMissing: Map<string, number>,
  { nowMs, clockMs }: { nowMs: number; clockMs: number },
): readonly FeedEvent[] {
  for (const id of missing) {
    const since = firstMissing.get(id) ?? nowMs;
    firstMissing.set(id, since);
    const after = read.find((event) => BigInt(event.eventId) > BigInt(id));
    const settled =
      nowMs - since >= GAP_PATIENCE_MS || (after !== undefined && clockMs - Date.parse(after.at) >= GAP_PATIENCE_MS);
    if (!settled) return read.filter((event) => BigInt(event.eventId) < BigInt(id));
  }
  return read;
}

/** Forgets the missing ids a cursor has passed. */
export function forgetPassed(firstMissing: Map<string, number>, cursor: string): void {
  for (const id of firstMissing.keys()) if (BigInt(id) <= BigInt(cursor)) firstMissing.delete(id);
}
