import {
  IDEMPOTENCY_HEADER,
  ORDER_PATHS,
  orderChoicesSchema,
  orderSchema,
  type CreateOrder,
  type Order,
  type OrderChoices,
} from '../engine/public/contract/order.ts';
import { defineCall } from '../../core/http/callDefinition.ts';

export interface DevOrderInput {
  order: CreateOrder;
  idempotencyKey: string;
}

/** Dev's intake (`/api/admin/order`, devAccess): a replay with the same key answers the same order. */
export const devCreateOrderCall = defineCall<DevOrderInput, Order>({
  method: 'POST',
  path: ORDER_PATHS.devCreate,
  body: ({ order }) => order,
  headers: ({ idempotencyKey }): Record<string, string> =>
    idempotencyKey.trim() ? { [IDEMPOTENCY_HEADER]: idempotencyKey.trim() } : {},
  responseSchema: orderSchema,
  notifyErrors: false,
});

export const devOrderChoicesCall = defineCall<void, OrderChoices>({
  method: 'GET',
  path: ORDER_PATHS.choices,
  responseSchema: orderChoicesSchema,
  notifyErrors: false,
});
