import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateOrder, Order, OrderTask, TaskState } from '../engine/public/contract/order.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import { createOrderCall, orderInfoCall, orderTasksCall } from '../engine/public/web/orderCalls.ts';
import { isApiError } from '../../core/http/ApiError.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { stepRunStates } from './testRun.ts';

/** Events of a busy run read its tasks again at most this often. */
const REFRESH_DELAY_MS = 250;

export interface TestRun {
  /** The test order, as last read; null before one is run. */
  order: Order | null;
  /** Each step's state in the run, by step id. */
  steps: ReadonlyMap<string, TaskState>;
  /** Enters the order; answers why it was refused, or null. */
  start: (order: CreateOrder) => Promise<string | null>;
  /** Reads the order and its tasks again (soon; bursts of events read once). */
  refresh: () => void;
  clear: () => void;
}

/** A test order entered from the studio and its steps' states, read again whenever the order's events say it moved. */
export function useTestRun(): TestRun {
  const http = useService<HttpClient>(HttpClient);
  const [order, setOrder] = useState<Order | null>(null);
  const [tasks, setTasks] = useState<readonly OrderTask[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const orderId = order?.orderId ?? null;

  const read = useCallback(
    async (id: string) => {
      const [info, steps] = await Promise.all([http.call(orderInfoCall, id), http.call(orderTasksCall, id)]);
      setOrder((current) => (current?.orderId === id ? info.data : current));
      setTasks(steps.data);
    },
    [http],
  );

  const refresh = useCallback(() => {
    if (!orderId || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      read(orderId).catch(() => undefined);
    }, REFRESH_DELAY_MS);
  }, [orderId, read]);
  useEffect(
    () => () => {
      clearTimeout(timer.current ?? undefined);
      timer.current = null;
    },
    [orderId],
  );

  const start = useCallback(
    async (input: CreateOrder) => {
      try {
        const { data } = await http.call(createOrderCall, input);
        setTasks([]);
        setOrder(data);
        read(data.orderId).catch(() => undefined);
        return null;
      } catch (error) {
        return isApiError(error) ? error.message : 'The test order could not be entered.';
      }
    },
    [http, read],
  );

  const clear = useCallback(() => {
    setOrder(null);
    setTasks([]);
  }, []);

  const steps = useMemo(() => stepRunStates(tasks), [tasks]);
  return { order, steps, start, refresh, clear };
}
