import { BASE_PATH } from '../../../core/contract/http.ts';
import { ORDER_STATE_LABELS, type OrderState } from '../../engine/public/contract/orderStates.ts';
import { orderDetailHref } from '../../engine/public/contract/orderPages.ts';
import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\}\}/g;

/**
 * What a template's placeholders read: `order.*` (its state in the console's words, `order.link` its page
 * on the console at `origin`), `event.*` (a parked order's `stepName`, `reason`, `errorCode` and `message`)
 * and `payload.*`.
 */
export function textContext(event: FeedEvent, origin: string): Record<string, unknown> {
  const link = `${origin}${BASE_PATH}${orderDetailHref(event)}`;
  return {
    order: {
      orderNumber: event.orderNumber,
      orderId: event.orderId,
      service: event.service,
      operation: event.operation,
      state: ORDER_STATE_LABELS[event.orderState as OrderState] ?? event.orderState,
      link,
    },
    event: { type: event.type, step: event.stepId ?? '', actor: event.actor, at: event.at, ...event.data },
    payload: event.payload,
  };
}

/** A template with its `{{ path }}` placeholders filled in; a path that holds nothing becomes empty. */
export function fillTemplate(template: string, context: Record<string, unknown>): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    const value = path
      .split('.')
      .reduce<unknown>(
        (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        context,
      );
    if (value === undefined || value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
