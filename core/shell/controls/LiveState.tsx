import * as css from './liveState.css.ts';

/**
 * Whether a live screen follows the server's event stream now: a green dot and "Live", or "Not live"
 * while the stream reconnects.
 */
export function LiveState({ connected, className }: { connected: boolean; className?: string }) {
  return (
    <span
      className={className ? `${css.liveState} ${className}` : css.liveState}
      title={connected ? 'Following the events as they happen' : 'Reconnecting'}
    >
      <span className={connected ? css.liveDot.on : css.liveDot.off} aria-hidden="true" />
      {connected ? 'Live' : 'Not live'}
    </span>
  );
}
