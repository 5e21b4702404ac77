import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisiblePoll } from './useVisiblePoll.ts';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVisiblePoll', () => {
  it('loads at once, again while visible, not while hidden, at once on return, and stops when unmounted', () => {
    const load = vi.fn();
    const { unmount } = renderHook(() => useVisiblePoll(load, 5_000));
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(3);
    setVisibility('hidden');
    vi.advanceTimersByTime(30_000);
    expect(load).toHaveBeenCalledTimes(3);
    setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(4);
    unmount();
    vi.advanceTimersByTime(30_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect((load.mock.calls[0] as [AbortSignal])[0].aborted).toBe(true);
  });
});
