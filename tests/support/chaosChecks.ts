import { sql } from 'kysely';
import { openDatabase } from '../../core/server/db/database.ts';
import { CHAOS_SERVICE } from './chaosCatalogue.ts';

/** Where a chaos run's data is: the embedded database's directory, or a PostgreSQL database. */
export type ChaosData = { dataDir: string } | { databaseUrl: string };

/**
 * What a chaos run left in the database that breaks the engine's promises, in words, read once its server
 * has stopped: an order neither finished nor parked with a reason, a serial reserved for two orders (or an
 * order holding two), a call the simulated network applied twice.
 */
export async function dataProblems(data: ChaosData): Promise<string[]> {
  const database = await openDatabase(
    'dataDir' in data ? { dataDir: data.dataDir } : { databaseUrl: data.databaseUrl },
  );
  try {
    const { db } = database;
    const problems: string[] = [];
    const unsettled = await sql<{ orderNumber: string; state: string }>`
      select order_number as "orderNumber", state from orders
      where service_name = ${CHAOS_SERVICE}
        and not (state in ('COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK')
          or (state = 'FAILED_TEMP' and coalesce(state_reason, '') <> ''))`.execute(db);
    for (const order of unsettled.rows) problems.push(`order ${order.orderNumber} is ${order.state}`);

    const twice = await sql<{ serial: string; orders: number }>`
      select m.serial, count(distinct m.order_id)::int as orders from inventory_movements m
      join orders o on o.id = m.order_id
      where m.kind = 'RESERVATION' and o.service_name = ${CHAOS_SERVICE}
      group by m.serial having count(distinct m.order_id) > 1`.execute(db);
    for (const serial of twice.rows) problems.push(`serial ${serial.serial} was reserved for ${serial.orders} orders`);
    const holding = await sql<{ orderNumber: string; items: number }>`
      select o.order_number as "orderNumber", count(*)::int as items from inventory_items i
      join orders o on o.id = i.order_id
      where o.service_name = ${CHAOS_SERVICE}
      group by o.order_number having count(*) > 1`.execute(db);
    for (const order of holding.rows) problems.push(`order ${order.orderNumber} holds ${order.items} items`);

    const applied = await sql<{ key: string; count: number }>`
      select r.idempotency_key as key, count(*)::int as count from simulator_requests r
      where not r.replayed and r.status < 300 and r.idempotency_key is not null
      group by r.idempotency_key having count(*) > 1`.execute(db);
    for (const call of applied.rows) problems.push(`the call of attempt ${call.key} was applied ${call.count} times`);
    return problems;
  } finally {
    await database.close();
  }
}
