import { useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { useService } from '../di/ContainerContext.tsx';
import type { Query } from './callDefinition.ts';
import { EventStreams } from './EventStreams.ts';
import { RequestAccountScope } from './RequestAccountScope.ts';

export interface EventStreamSubscription<T> {
  /** The stream's path under /proactive/rest, e.g. `/order/stream`. */
  path: string;
  /** Keep it stable (a memo or a constant): a new object reopens the stream. Null keeps it closed. */
  query: Query | null;
  /** The event name whose messages are read; others are skipped. */
  event: string;
  /** Each message's JSON is parsed through it; a message that does not fit is skipped. */
  schema: ZodType<T>;
}

/**
 * Follows a server-sent event stream while mounted, calling `onEvent` with each message that fits the
 * schema; reopened when the partner bar narrows the console to another account. Read it in an observer
 * component. Answers whether the stream is connected, so a screen can say when it is not live.
 */
export function useEventStream<T>(
  { path, query, event, schema }: EventStreamSubscription<T>,
  onEvent: (message: T) => void,
): boolean {
  const streams = useService<EventStreams>(EventStreams);
  const accountScope = useService<RequestAccountScope>(RequestAccountScope).accountId;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (query === null) return undefined;
    const close = streams.open(path, query, {
      onEvent: (message) => {
        if (message.event !== event) return;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = schema.safeParse(json);
        if (parsed.success) handler.current(parsed.data);
      },
      onConnectionChange: setConnected,
    });
    return () => {
      close();
      setConnected(false);
    };
  }, [streams, path, query, event, schema, accountScope]);

  return connected;
}
