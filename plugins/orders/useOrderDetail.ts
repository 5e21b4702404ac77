import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order, OrderEvent, OrderStreamEvent, OrderTask } from '../engine/public/contract/order.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import { ApiError } from '../../core/http/ApiError.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { PreloadedCalls } from '../../core/http/PreloadedCalls.ts';
import { orderInfoCall, orderScreenCall, orderTasksCall } from './calls.ts';
import type { ExecutionGraph } from './components/ExecutionView.tsx';
import { useOrderStream } from '../engine/public/web/useOrderStream.ts';

/** Events of a busy order refresh its tasks at most this often. */
const REFRESH_DELAY_MS = 250;

export interface OrderDetail {
  order: Order | null;
  tasks: readonly OrderTask[];
  events: readonly OrderEvent[];
  /** The workflow version the order runs on, with where each step is drawn; null until loaded. */
  graph: ExecutionGraph | null;
  error: string | null;
  /** The server knows no such order for this user (404): another tenant's, outside the partner's accounts, or none. */
  missing: boolean;
  connected: boolean;
  /** Adds an event the screen made itself (a comment) before the stream brings it. */
  addEvent(event: OrderEvent): void;
  /** Takes an order an action answered, and reads its tasks again. */
  replace(order: Order): void;
  reload(): void;
}

/**
 * One order with its tasks, events and graph, read in one call and kept current from the order's event
 * stream, resumed from where that call read: each event is added to the history at once, and the order and
 * its tasks are read again shortly after.
 */
export function useOrderDetail(orderId: string | null): OrderDetail {
  const http = useService<HttpClient>(HttpClient);
  const calls = useService<PreloadedCalls>(PreloadedCalls);
  const [order, setOrder] = useState<Order | null>(null);
  const [tasks, setTasks] = useState<readonly OrderTask[]>([]);
  const [events, setEvents] = useState<readonly OrderEvent[]>([]);
  const [graph, setGraph] = useState<ExecutionGraph | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  // Where the order stream resumes: the position the screen's one call was read at.
  const [position, setPosition] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const readState = useCallback(
    async (id: string, signal?: AbortSignal) => {
      const [info, steps] = await Promise.all([
        http.call(orderInfoCall, id, { signal }),
        http.call(orderTasksCall, id, { signal }),
      ]);
      setOrder(info.data);
      setTasks(steps.data);
    },
    [http],
  );

  useEffect(() => {
    setOrder(null);
    setTasks([]);
    setEvents([]);
    setGraph(null);
    setError(null);
    setMissing(false);
    setPosition(null);
    if (!orderId) return;
    const controller = new AbortController();
    const { signal } = controller;
    // Everything the screen opens with in one call; events of the stream that came first are kept.
    calls.call(orderScreenCall, orderId, { signal }).then(
      ({ data }) => {
        setOrder(data.order);
        setTasks(data.tasks);
        setEvents((live) => mergeEvents(data.events, live));
        setGraph({ definition: data.graph.definition, layout: data.layout });
        setPosition(data.position);
      },
      (failure: Error) => {
        if (signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 404) setMissing(true);
        else setError(failure.message);
      },
    );
    return () => controller.abort();
  }, [calls, orderId]);

  const reload = useCallback(() => {
    if (!orderId || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      readState(orderId).catch(() => undefined);
    }, REFRESH_DELAY_MS);
  }, [orderId, readState]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  // The stream opens once the screen's call has answered, from the position that call was read at (it may
  // have been preloaded a while ago): whatever happened since comes as events, so nothing is read twice.
  const connected = useOrderStream(
    orderId,
    (event: OrderStreamEvent) => {
      if (event.orderId !== orderId) return;
      const { orderNumber: _number, orderState: _state, ...plain } = event;
      setEvents((current) => mergeEvents(current, [plain]));
      reload();
    },
    position,
  );

  const replace = useCallback(
    (next: Order) => {
      setOrder(next);
      reload();
    },
    [reload],
  );

  const addEvent = useCallback((event: OrderEvent) => setEvents((current) => mergeEvents(current, [event])), []);

  return { order, tasks, events, graph, error, missing, connected, replace, reload, addEvent };
}

/** Both lists, each event once, oldest first (event ids grow). */
function mergeEvents(first: readonly OrderEvent[], second: readonly OrderEvent[]): readonly OrderEvent[] {
  if (second.length === 0) return first;
  const byId = new Map(first.map((event) => [event.eventId, event]));
  for (const event of second) byId.set(event.eventId, event);
  return [...byId.values()].sort((a, b) => Number(a.eventId) - Number(b.eventId));
}
