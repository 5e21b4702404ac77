import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 901px)';

const canAsk = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canAsk()) return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough to edit a graph on (wider than a tablet held upright). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !canAsk() || window.matchMedia(WIDE).matches,
    () => true,
  );
}
