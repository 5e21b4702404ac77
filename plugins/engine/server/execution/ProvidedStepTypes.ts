import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { OrderEnd, StepOrder, StepTypeHandler, StepTypes } from '../../public/server/StepTypes.ts';
import type { OrderRow } from './orderStore.ts';

/** The step types plugins registered, and the order's end told to each of them. */
export class ProvidedStepTypes implements StepTypes {
  private readonly handlers = new Map<string, StepTypeHandler>();

  register(type: string, handler: StepTypeHandler): void {
    if (this.handlers.has(type)) throw new Error(`The ${type} step type is registered already`);
    this.handlers.set(type, handler);
  }

  handler(type: string): StepTypeHandler | undefined {
    return this.handlers.get(type);
  }

  /** Tells every handler the order ended, in its transaction. */
  async orderEnded(trx: Kysely<CoreDatabase>, order: OrderRow, end: OrderEnd, at: Date, actor: string): Promise<void> {
    const subject = stepOrder(order);
    for (const handler of this.handlers.values()) {
      if (end === 'COMPLETED') await handler.complete(trx, subject, at, actor);
      else await handler.release(trx, subject, end, at, actor);
    }
  }
}

export const stepOrder = (order: OrderRow): StepOrder => ({
  id: order.id,
  tenantId: order.tenantId,
  orderNumber: order.orderNumber,
  accountId: order.accountId,
  subscriberKey: order.subscriberKey,
  payload: order.payload,
});
