import { sql } from 'kysely';
import { rebuildOrderStats } from '../../plugins/engine/server/stats/orderStats.ts';
import { withListingServer, type ListingServer } from './listingServer.ts';
import { generateOrders } from './orderGenerator.ts';
import { generateOrderWork } from './orderWorkGenerator.ts';

const TENANT = 'aurora';

/** A listing bench's server over `orders` generated orders, listening and signed in as the administrator. */
export interface GeneratedOrdersServer extends ListingServer {
  orders: number;
  generateSeconds: number;
}

export interface GenerateOptions {
  /** The days the orders are spread over, ending now. */
  days?: number;
  /** Also write each order's tasks, HTTP call attempts and worklist items (see generateOrderWork). */
  work?: boolean;
}

/**
 * Runs `use` against the real server on PostgreSQL holding `count` generated orders of one tenant (and the
 * demo catalogue), through real HTTP on loopback. A kept database (SDP_BENCH_DATABASE_URL) that already
 * holds them, generated with the same options, is used as it is.
 */
export async function withGeneratedOrders<T>(
  count: number,
  use: (server: GeneratedOrdersServer) => Promise<T>,
  { days = 30, work = false }: GenerateOptions = {},
): Promise<T> {
  return withListingServer(async (server) => {
    const { db } = server.runtime.services;
    const started = performance.now();
    const marker = `generated ${count} orders over ${days} days${work ? ' with their work' : ''}`;
    await sql`create table if not exists bench_generated (tenant_id text primary key, marker text not null)`.execute(
      db,
    );
    const existing = await sql<{
      marker: string;
    }>`select marker from bench_generated where tenant_id = ${TENANT}`.execute(db);
    if (existing.rows[0]?.marker !== marker) {
      if (existing.rows.length > 0)
        throw new Error(`The kept bench database holds ${existing.rows[0]?.marker}; this bench needs ${marker}.`);
      await generateOrders(db, TENANT, count, days);
      if (work) await generateOrderWork(db, TENANT);
      await db.transaction().execute((trx) => rebuildOrderStats(trx, TENANT));
      await sql`insert into bench_generated (tenant_id, marker) values (${TENANT}, ${marker})`.execute(db);
    }
    const generateSeconds = (performance.now() - started) / 1000;
    await server.listen();
    return use({ ...server, orders: count, generateSeconds });
  });
}
