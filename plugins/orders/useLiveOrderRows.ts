import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order, OrderState, OrderStreamEvent } from '../engine/public/contract/order.ts';
import { useOrderStream } from '../engine/public/web/useOrderStream.ts';

/** How often what the stream said is applied to the screen: a busy engine sends hundreds of events a second. */
export const LIVE_FLUSH_MS = 500;

const MAX_PATCHES = 5_000;

interface LivePatch {
  state: OrderState;
  lastEventAt: string;
}

export interface LiveOrderRows {
  /** Applies the newest known state of each loaded order (the grid's `patchRow`). */
  patchRow: (order: Order) => Order;
  /** Orders created since the rows were loaded, not on screen until the user asks. */
  newOrders: number;
  /** Clears the count of new orders; the caller reloads the rows. */
  acknowledge: () => void;
  connected: boolean;
}

/**
 * The order listing's live layer: state changes from the event stream land on the rows already loaded
 * (no reload, so scroll, focus and selection stay); orders created meanwhile are counted, not inserted.
 */
export function useLiveOrderRows(): LiveOrderRows {
  const pending = useRef(new Map<string, LivePatch>());
  const created = useRef(0);
  const [patches, setPatches] = useState<ReadonlyMap<string, LivePatch>>(new Map());
  const [newOrders, setNewOrders] = useState(0);

  const connected = useOrderStream(null, (event: OrderStreamEvent) => {
    if (event.type === 'ORDER_CREATED') created.current += 1;
    pending.current.set(event.orderId, { state: event.orderState, lastEventAt: event.at });
  });

  useEffect(() => {
    const timer = setInterval(() => {
      if (pending.current.size > 0) {
        const arrived = pending.current;
        pending.current = new Map();
        setPatches((current) => {
          const merged = new Map(current);
          for (const [orderId, patch] of arrived) {
            merged.delete(orderId);
            merged.set(orderId, patch);
          }
          // Only loaded rows need a patch; the oldest go first on a long-open screen.
          for (const orderId of merged.keys()) {
            if (merged.size <= MAX_PATCHES) break;
            merged.delete(orderId);
          }
          return merged;
        });
      }
      if (created.current > 0) {
        const count = created.current;
        created.current = 0;
        setNewOrders((current) => current + count);
      }
    }, LIVE_FLUSH_MS);
    return () => clearInterval(timer);
  }, []);

  const patchRow = useCallback(
    (order: Order): Order => {
      const patch = patches.get(order.orderId);
      if (!patch || patch.lastEventAt < order.lastEventAt) return order;
      return patch.state === order.state ? order : { ...order, state: patch.state, lastEventAt: patch.lastEventAt };
    },
    [patches],
  );

  const acknowledge = useCallback(() => {
    setNewOrders(0);
    setPatches(new Map());
  }, []);

  return { patchRow, newOrders, acknowledge, connected };
}
