import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import type { LedgerActor } from './stockLedger.ts';
import { seedCatalogue } from './seed/catalogueSeed.ts';
import { seedDocuments } from './seed/documentSeed.ts';
import { seedLocations } from './seed/locationSeed.ts';
import type { SeedDb } from './seed/seedDb.ts';
import { seedStock } from './seed/stockSeed.ts';

/**
 * The inventory of a demo start, per tenant: five device models, movement reasons, a location tree, a few
 * thousand items in every state with their movements, transfers and requisitions in every state.
 */

const DAY_MS = 86_400_000;

async function seedTenant(trx: SeedDb, tenantId: string, tenantIndex: number, now: number): Promise<void> {
  const modelId = await seedCatalogue(trx, tenantId);
  const locations = await seedLocations(trx, tenantId, modelId);
  const at = (daysAgo: number): LedgerActor => ({ tenantId, actor: 'seed', at: new Date(now - daysAgo * DAY_MS) });
  await seedStock(trx, tenantId, tenantIndex, at, locations.ids, modelId);
  await seedDocuments(trx, tenantId, at, locations, modelId);
}

export async function seedInventory(trx: SeedDb, { tenantIds, demo }: PluginSeedContext): Promise<void> {
  if (!demo) return;
  const now = Date.now();
  for (const [index, tenantId] of tenantIds.entries()) await seedTenant(trx, tenantId, index + 1, now);
}
