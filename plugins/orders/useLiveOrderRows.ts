import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchPageRequest, FetchPageResult } from '../../core/grid/gridTypes.ts';
import type { Order, OrderState, OrderStreamEvent } from '../engine/public/contract/order.ts';
import { useOrderStream } from '../engine/public/web/useOrderStream.ts';

/** How often what the stream said is applied to the screen: a busy engine sends hundreds of events a second. */
export const LIVE_FLUSH_MS = 500;

const MAX_PATCHES = 5_000;

interface LivePatch {
  state: OrderState;
  lastEventAt: string;
}

type ReadPage = (request: FetchPageRequest) => Promise<FetchPageResult<Order>>;

/** A page read before the stream first connected: what it asked and which orders it answered. */
interface EarlyRead {
  request: Omit<FetchPageRequest, 'signal'>;
  orderIds: ReadonlySet<string>;
}

export interface LiveOrderRows {
  /** The grid's `fetchPage`: `readPage`, with what it read before the stream was live read again once it is. */
  fetchPage: ReadPage;
  /** Applies the newest known state of each loaded order (the grid's `patchRow`). */
  patchRow: (order: Order) => Order;
  /** Orders created since the rows were loaded, not on screen until the user asks. */
  newOrders: number;
  /** Clears the count of new orders; the caller reloads the rows. */
  acknowledge: () => void;
  connected: boolean;
}

/**
 * The order listing's live layer over `readPage` (the listing's page read): state changes from the event
 * stream land on the rows already loaded (no reload, so scroll, focus and selection stay); orders created
 * meanwhile are counted, not inserted. Pages read before the stream first connected (the first page, often
 * preloaded) are read again once it has: what changed in between lands on the rows the same way.
 */
export function useLiveOrderRows(readPage: ReadPage): LiveOrderRows {
  const pending = useRef(new Map<string, LivePatch>());
  const created = useRef(0);
  const [patches, setPatches] = useState<ReadonlyMap<string, LivePatch>>(new Map());
  const applied = useRef(patches);
  applied.current = patches;
  const [newOrders, setNewOrders] = useState(0);
  /** Pages asked for before the stream first connected; null once it has. */
  const earlyReads = useRef<EarlyRead[] | null>([]);

  const connected = useOrderStream(null, (event: OrderStreamEvent) => {
    if (event.type === 'ORDER_CREATED') created.current += 1;
    pending.current.set(event.orderId, { state: event.orderState, lastEventAt: event.at });
  });

  /** Reads an early page again: its orders' newer states become patches, orders it did not have are new. */
  const readAgain = useCallback(
    ({ request, orderIds }: EarlyRead) => {
      readPage({ ...request, signal: new AbortController().signal }).then(
        (page) => {
          for (const order of page.items) {
            if (!orderIds.has(order.orderId)) {
              created.current += 1;
              continue;
            }
            // The stream may already have said something newer of this order.
            const known = pending.current.get(order.orderId) ?? applied.current.get(order.orderId);
            if (known && known.lastEventAt >= order.lastEventAt) continue;
            pending.current.set(order.orderId, { state: order.state, lastEventAt: order.lastEventAt });
          }
        },
        () => undefined,
      );
    },
    [readPage],
  );

  const fetchPage = useCallback<ReadPage>(
    async (request) => {
      const askedEarly = earlyReads.current !== null;
      const page = await readPage(request);
      if (askedEarly) {
        const { signal: _signal, ...asked } = request;
        const read = { request: asked, orderIds: new Set(page.items.map((order) => order.orderId)) };
        // Asked before the stream was live but answered after: read at once, as the others were.
        if (earlyReads.current) earlyReads.current.push(read);
        else readAgain(read);
      }
      return page;
    },
    [readPage, readAgain],
  );

  useEffect(() => {
    const reads = earlyReads.current;
    if (!connected || !reads) return;
    earlyReads.current = null;
    for (const read of reads) readAgain(read);
  }, [connected, readAgain]);

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

  return { fetchPage, patchRow, newOrders, acknowledge, connected };
}
