import { useEffect } from 'react';

/**
 * Calls `load` now, every `everyMs` while the page is visible, and at once when it becomes visible again:
 * for lists the server changes without telling the event stream (a schedule's runs).
 */
export function useVisiblePoll(load: (signal: AbortSignal) => void, everyMs: number): void {
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      load(controller.signal);
      timer = setInterval(() => load(controller.signal), everyMs);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    if (document.visibilityState === 'visible') start();
    else load(controller.signal);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
      controller.abort();
    };
  }, [load, everyMs]);
}
