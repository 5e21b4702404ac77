import { useMemo } from 'react';
import { ORDER_PATHS, ORDER_STREAM_EVENT, orderStreamEventSchema, type OrderStreamEvent } from '../contract/order.ts';
import { useEventStream } from '../../../../core/http/useEventStream.ts';

/**
 * Follows the server's order events (of one order when `orderId` is given) while mounted, calling
 * `onEvent` for each. Answers whether the stream is connected. By default it follows from the moment it
 * opens; `after` resumes it from a position a read answered with (the stream then brings everything written
 * after that read), and null keeps it closed until that position is known.
 */
export function useOrderStream(
  orderId: string | null,
  onEvent: (event: OrderStreamEvent) => void,
  after?: string | null,
): boolean {
  const query = useMemo(() => {
    if (after === null) return null;
    return { ...(orderId ? { orderId } : {}), ...(after ? { lastEventId: after } : {}) };
  }, [orderId, after]);
  return useEventStream(
    { path: ORDER_PATHS.stream, query, event: ORDER_STREAM_EVENT, schema: orderStreamEventSchema },
    onEvent,
  );
}
