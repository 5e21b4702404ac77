import type { Kysely } from 'kysely';
import { createOrderSchema } from '../../public/contract/order.ts';
import { UNNARROWED } from '../../../../core/server/auth/accountScope.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { OrderSubmissions } from '../../public/server/OrderSubmissions.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import type { EngineDeps } from '../execution/OrderAdvancer.ts';
import { takeOrder } from './orderIntake.ts';

/**
 * The engine's intake for orders other plugins hand over (an inbound trigger's): tenant-wide, named
 * after the plugin's actor, checked like any order (service, form, rules), idempotent by the key given.
 */
export function orderSubmitter(db: Kysely<CoreDatabase>, deps: EngineDeps): OrderSubmissions {
  return {
    async submit({ tenantId, actor, order, source, idempotencyKey }) {
      const submission = createOrderSchema.parse(order);
      const result = await takeOrder(db, deps, {
        auth: { tenantId, username: actor },
        scope: UNNARROWED,
        submission,
        source,
        idempotencyKey,
      });
      const { orderNumber } = await engineDb(db)
        .selectFrom('orders')
        .select('order_number as orderNumber')
        .where('id', '=', result.orderId)
        .executeTakeFirstOrThrow();
      return { ...result, orderNumber };
    },
  };
}
