import { useMemo } from 'react';
import { ORDER_PATHS, ORDER_STREAM_EVENT, orderStreamEventSchema, type OrderStreamEvent } from '../contract/order.ts';
import { useEventStream } from '../../../../core/http/useEventStream.ts';

/**
 * Follows the server's order events (of one order when `orderId` is given) while mounted, calling
 * `onEvent` for each. Answers whether the stream is connected.
 */
export function useOrderStream(orderId: string | null, onEvent: (event: OrderStreamEvent) => void): boolean {
  const query = useMemo(() => (orderId ? { orderId } : {}), [orderId]);
  return useEventStream(
    { path: ORDER_PATHS.stream, query, event: ORDER_STREAM_EVENT, schema: orderStreamEventSchema },
    onEvent,
  );
}
