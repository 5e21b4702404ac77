import type { CreateOrder, OrderSource } from '../../contract/engine/order.ts';

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

/** Takes an order in as the engine's intake does; refuses it with the intake's `ApiError` (400, 409, 422). */
export interface OrderSubmitter {
  submit(submission: OrderSubmission): Promise<SubmittedOrder>;
}

/**
 * Where plugins hand orders to the engine without knowing it (inbound triggers): the engine provides the
 * submitter; without one, a submission fails.
 */
export class OrderSubmissions implements OrderSubmitter {
  private provider: OrderSubmitter | null = null;

  provide(provider: OrderSubmitter): void {
    if (this.provider) throw new Error('An order submitter is provided already');
    this.provider = provider;
  }

  submit(submission: OrderSubmission): Promise<SubmittedOrder> {
    if (!this.provider) return Promise.reject(new Error('No engine takes orders in this server'));
    return this.provider.submit(submission);
  }
}
