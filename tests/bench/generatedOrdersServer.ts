import { rebuildOrderStats } from '../../plugins/engine/server/stats/orderStats.ts';
import { withListingServer, type ListingServer } from './listingServer.ts';
import { generateOrders } from './orderGenerator.ts';

const TENANT = 'aurora';

/** A listing bench's server over `orders` generated orders, listening and signed in as the administrator. */
export interface GeneratedOrdersServer extends ListingServer {
  orders: number;
  generateSeconds: number;
}

/**
 * Runs `use` against the real server on a throwaway PostgreSQL holding `count` generated orders of one tenant
 * (and the demo catalogue), through real HTTP on loopback.
 */
export async function withGeneratedOrders<T>(
  count: number,
  use: (server: GeneratedOrdersServer) => Promise<T>,
): Promise<T> {
  return withListingServer(async (server) => {
    const started = performance.now();
    await generateOrders(server.runtime.services.db, TENANT, count);
    await server.runtime.services.db.transaction().execute((trx) => rebuildOrderStats(trx, TENANT));
    const generateSeconds = (performance.now() - started) / 1000;
    await server.listen();
    return use({ ...server, orders: count, generateSeconds });
  });
}
