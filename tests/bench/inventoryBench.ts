import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ITEM_PATHS, ITEM_RESOURCE } from '../../plugins/inventory/contract.ts';
import { stockSteps } from '../../plugins/inventory/server/stockSteps.ts';
import { DEEP_PAGES, withListingServer } from './listingServer.ts';
import type { LatencyFigures } from './stats.ts';

const TENANT = 'aurora';
const PAGE = 50;
const RECEIPT_ROWS = 10_000;
const RESERVATIONS = 1_000;

export interface InventoryFigures {
  items: number;
  generateSeconds: number;
  listing: Record<string, LatencyFigures>;
  receiptSeconds: { dryRun: number; apply: number };
  reservation: { orders: number; reserved: number; twice: number; seconds: number };
}

/**
 * Inventory on a throwaway PostgreSQL, through real HTTP on loopback: the stock listing over generated
 * items (page 1 and a deep page, all and filtered by model and location), a CSV receipt of 10,000 serials
 * (dry run, then apply), and 1,000 orders reserving stock at once through the ASSIGN_STOCK handler, each in
 * its own transaction, with the count of serials taken twice.
 */
export async function runInventoryBench(count = 1_000_000): Promise<InventoryFigures> {
  return withListingServer(async ({ runtime, listen, timed, deep, call }) => {
    const { db } = runtime.services;
    const started = performance.now();
    // Generated items carry no movements: the listing is what is measured here.
    await sql`
      insert into inventory_items (tenant_id, serial, model_id, state, location_id, account_id, updated_by)
      select ${TENANT}, 'BENCH-' || lpad(g::text, 8, '0'), m.ids[1 + g % array_length(m.ids, 1)],
        case when g % 10 = 0 then 'ASSIGNED' when g % 17 = 0 then 'FAULTY' else 'IN_STOCK' end,
        l.ids[1 + (g / 7) % array_length(l.ids, 1)], l.accounts[1 + (g / 7) % array_length(l.ids, 1)], 'bench'
      from generate_series(1, ${count}) g,
        (select array_agg(id order by name) as ids from inventory_models where tenant_id = ${TENANT}) m,
        (select array_agg(id order by name) as ids, array_agg(account_id order by name) as accounts
           from inventory_locations where tenant_id = ${TENANT}) l`.execute(db);
    await sql`analyze inventory_items`.execute(db);
    const generateSeconds = (performance.now() - started) / 1000;

    await listen();
    const list = ITEM_RESOURCE.paths.list;
    const { rows } = await sql<{ model: string; location: string }>`
      select model_id as model, location_id as location from inventory_items where tenant_id = ${TENANT}
      group by 1, 2 order by count(*) desc limit 1`.execute(db);
    const busiest = rows[0] as { model: string; location: string };
    const filtered = `model=${busiest.model}&location=${busiest.location}`;
    const listing: Record<string, LatencyFigures> = {
      'page 1': await timed(`${list}?limit=${PAGE}`),
      [`page ${DEEP_PAGES + 1}`]: await deep(list, 'sort=serial', PAGE),
      'model + location page 1': await timed(`${list}?${filtered}&limit=${PAGE}`),
      [`model + location page ${DEEP_PAGES + 1}`]: await deep(list, `${filtered}&sort=serial`, PAGE),
    };

    const location = await sql<{ id: string; model: string }>`
      select l.id, (select name from inventory_models where tenant_id = ${TENANT} order by name limit 1) as model
      from inventory_locations l where l.tenant_id = ${TENANT} and l.name = 'East Gate warehouse'`.execute(db);
    const target = location.rows[0] as { id: string; model: string };
    const csv = [
      'serial,model',
      ...Array.from({ length: RECEIPT_ROWS }, (_, i) => `RCPT-${String(i).padStart(6, '0')},${target.model}`),
    ].join('\n');
    const receipt = async (dryRun: boolean) => {
      const at = performance.now();
      await call('POST', ITEM_PATHS.receive, { locationId: target.id, csv, dryRun });
      return (performance.now() - at) / 1000;
    };
    const receiptSeconds = { dryRun: await receipt(true), apply: await receipt(false) };

    // 1,000 orders reserve at once from the stock the receipt brought (and the generated items there).
    const reservedAt = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: RESERVATIONS }, (_, index) =>
        db.transaction().execute((trx) =>
          stockSteps.run(trx, {
            order: {
              id: randomUUID(),
              tenantId: TENANT,
              orderNumber: `BENCH-${index}`,
              accountId: null,
              subscriberKey: null,
              payload: {},
            },
            stepName: 'Assign',
            template: 'Assign',
            config: { model: target.model, locationRule: 'FIXED', location: 'East Gate warehouse' },
            input: {},
            actor: 'bench',
            at: new Date(),
          }),
        ),
      ),
    );
    const seconds = (performance.now() - reservedAt) / 1000;
    const serials = outcomes.flatMap((outcome) =>
      outcome.status === 'COMPLETED' ? [String(outcome.output.serial)] : [],
    );
    return {
      items: count,
      generateSeconds,
      listing,
      receiptSeconds,
      reservation: {
        orders: RESERVATIONS,
        reserved: serials.length,
        twice: serials.length - new Set(serials).size,
        seconds,
      },
    };
  });
}
