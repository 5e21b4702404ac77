import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';
import type { ReverseEventType } from '../contract.ts';
import { ORDER_STATE_CHANGED_EVENT } from '../../engine/public/contract/order.ts';

/** An order event with what reverse sync learnt beside it: the device an ASSIGN_STOCK step it completes took. */
export type MatchedEvent = FeedEvent & { stock?: Record<string, unknown> };

/**
 * The subscribable types an engine event is, the most specific first. Every change of an order's state is
 * an engine event of its own (`ORDER_STATE_CHANGED`, the order's creation included), so a subscriber to
 * state changes gets each change once, with the states it went from and to.
 */
export function typesOf(event: Pick<MatchedEvent, 'type' | 'data' | 'stock'>): ReverseEventType[] {
  const types: ReverseEventType[] = [];
  if (event.type === 'ORDER_CREATED') types.push('ORDER_CREATED');
  if (event.type === 'ORDER_COMPLETED') types.push('ORDER_COMPLETED');
  if (event.type === 'ORDER_FAILED') types.push('ORDER_FAILED');
  if (event.type === ORDER_STATE_CHANGED_EVENT) types.push('ORDER_STATE_CHANGED');
  if (event.type === 'TASK_FAILED') types.push('TASK_FAILED');
  if (event.type === 'WORKLIST_ITEM_OPENED') types.push('WORKLIST_ITEM_CREATED');
  if (event.type === 'TASK_COMPLETED' && event.stock) types.push('STOCK_ASSIGNED');
  if (event.type === 'TASK_COMPLETED' && typeof event.data.itemId === 'string') types.push('WORKLIST_ITEM_COMPLETED');
  return types;
}

/** What of a subscriber decides which events it gets. */
export interface SubscriberFilter {
  eventTypes: readonly ReverseEventType[];
  service: string | null;
  operation: string | null;
  /** Only this partner account's orders (its own subtree is not widened: the account itself). */
  accountId: string | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The type the subscriber gets the event as, or null when it does not get it. */
export function matchedType(filter: SubscriberFilter, event: MatchedEvent): ReverseEventType | null {
  if (filter.service !== null && !same(filter.service, event.service)) return null;
  if (filter.operation !== null && !same(filter.operation, event.operation)) return null;
  if (filter.accountId !== null && filter.accountId !== event.accountId) return null;
  return typesOf(event).find((type) => filter.eventTypes.includes(type)) ?? null;
}

/** The JSON a subscriber receives for an event: Standard Webhooks' `type`, `timestamp` and `data`. */
export function payloadOf(type: ReverseEventType, event: MatchedEvent): string {
  return JSON.stringify({
    type,
    timestamp: event.at,
    data: {
      eventId: event.eventId,
      engineEvent: event.type,
      orderId: event.orderId,
      orderNumber: event.orderNumber,
      service: event.service,
      operation: event.operation,
      orderState: event.orderState,
      accountId: event.accountId,
      stepId: event.stepId,
      details: event.data,
      ...(event.stock ? { stock: event.stock } : {}),
      payload: event.payload,
    },
  });
}
