import { useEffect, useRef, useState } from 'react';
import { useEventStream } from '../../core/http/useEventStream.ts';
import { DELIVERY_STREAM_EVENT, deliveryStreamEventSchema } from './contract.ts';
import { REVERSE_PATHS } from './paths.ts';

/** Attempts often come in bursts (a round of the dispatcher): one reload per burst. */
const SETTLE_MS = 400;
const NO_QUERY = {};
const SUBSCRIPTION = {
  path: REVERSE_PATHS.deliveryStream,
  query: NO_QUERY,
  event: DELIVERY_STREAM_EVENT,
  schema: deliveryStreamEventSchema,
};

/**
 * Follows the delivery attempts as they are made: answers whether the stream is connected and a revision
 * raised after each burst of attempts, for the screens to read their deliveries again.
 */
export function useDeliveryRevision(): { connected: boolean; revision: number } {
  const [revision, setRevision] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const connected = useEventStream(SUBSCRIPTION, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setRevision((value) => value + 1);
    }, SETTLE_MS);
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { connected, revision };
}
