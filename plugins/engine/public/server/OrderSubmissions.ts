import type { CreateOrder, OrderSource } from '../contract/order.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** An order a plugin hands to the engine (a trigger's), as the intake takes it. */
export interface OrderSubmission {
  tenantId: string;
  /** Who the order's events name: `trigger:crm-activation`. */
  actor: string;
  order: CreateOrder;
  source: OrderSource;
  /** Makes a replay answer the order made before (`trigger:crm-activation:CRM-7`). */
  idempotencyKey: string | null;
}

export interface SubmittedOrder {
  orderId: string;
  orderNumber: string;
  /** False when the submission was a replay answered with the order made before. */
  created: boolean;
}

/**
 * Takes an order in as the engine's intake does (an inbound trigger's); refuses it with the intake's
 * `ApiError` (400, 409, 422).
 */
export interface OrderSubmissions {
  submit(submission: OrderSubmission): Promise<SubmittedOrder>;
}

export const OrderSubmissions = serverToken<OrderSubmissions>('engine', 'OrderSubmissions');
