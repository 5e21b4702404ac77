import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\}\}/g;

/** What a template's placeholders read: `order.*`, `event.*` and `payload.*`. */
export function textContext(event: FeedEvent): Record<string, unknown> {
  return {
    order: {
      orderNumber: event.orderNumber,
      orderId: event.orderId,
      service: event.service,
      operation: event.operation,
      state: event.orderState,
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
