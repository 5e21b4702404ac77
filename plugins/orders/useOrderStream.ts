import { useEffect, useRef, useState } from 'react';
import {
  ORDER_PATHS,
  ORDER_STREAM_EVENT,
  orderStreamEventSchema,
  type OrderStreamEvent,
} from '../../core/contract/engine/order.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import { EventStreams } from '../../core/http/EventStreams.ts';
import { RequestAccountScope } from '../../core/http/RequestAccountScope.ts';

/**
 * Follows the server's order events (of one order when `orderId` is given) while mounted, calling
 * `onEvent` for each; reopened when the partner bar narrows the console to another account. Answers
 * whether the stream is connected, so a screen can say when it is not live.
 */
export function useOrderStream(orderId: string | null, onEvent: (event: OrderStreamEvent) => void): boolean {
  const streams = useService<EventStreams>(EventStreams);
  const accountScope = useService<RequestAccountScope>(RequestAccountScope).accountId;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const close = streams.open(ORDER_PATHS.stream, orderId ? { orderId } : {}, {
      onEvent: (message) => {
        if (message.event !== ORDER_STREAM_EVENT) return;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = orderStreamEventSchema.safeParse(json);
        if (parsed.success) handler.current(parsed.data);
      },
      onConnectionChange: setConnected,
    });
    return () => {
      close();
      setConnected(false);
    };
  }, [streams, orderId, accountScope]);

  return connected;
}
