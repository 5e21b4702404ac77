import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';
import { committedPrefix, forgetPassed, GAP_PATIENCE_MS } from './committedPrefix.ts';

const AT = '2026-11-27T06:00:00.000Z';
const events = (...ids: number[]) => ids.map((id) => ({ eventId: String(id), at: AT }) as FeedEvent);
const at = (nowMs: number) => ({ nowMs, clockMs: Date.parse(AT) });
const ids = (read: readonly FeedEvent[]) => read.map((event) => Number(event.eventId));

describe('the events a cursor may pass', () => {
  it('reads all when no id is missing', () => {
    expect(ids(committedPrefix(events(11, 12, 13), [], new Map(), at(0)))).toEqual([11, 12, 13]);
  });

  it('stops below an id missing for a moment, as its transaction may yet commit it', () => {
    const seen = new Map<string, number>();
    expect(ids(committedPrefix(events(11, 13, 14), ['12'], seen, at(1_000)))).toEqual([11]);
    expect(ids(committedPrefix(events(13, 14), ['12'], seen, at(1_000 + GAP_PATIENCE_MS - 1)))).toEqual([]);
  });

  it('passes an id missing for longer than the patience (rolled back), stopping at a newer one', () => {
    const seen = new Map<string, number>([['12', 0]]);
    expect(ids(committedPrefix(events(13, 14, 16), ['12', '15'], seen, at(GAP_PATIENCE_MS)))).toEqual([13, 14]);
    forgetPassed(seen, '14');
    expect([...seen.keys()]).toEqual(['15']);
  });

  it('passes an id missing below events that happened longer ago than the patience (before a restart)', () => {
    const later = { nowMs: 0, clockMs: Date.parse(AT) + GAP_PATIENCE_MS };
    expect(ids(committedPrefix(events(11, 13), ['12'], new Map(), later))).toEqual([11, 13]);
  });
});
