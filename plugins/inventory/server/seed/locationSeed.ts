import { sql } from 'kysely';
import type { LocationType } from '../../contract.ts';
import { inventoryDb } from '../inventoryTables.ts';
import type { SeedDb } from './seedDb.ts';

/**
 * The demo's location tree: the tenant's warehouses, a shop and a van, and a depot, shop and van of its first
 * partner account beneath another — so the users of that account and of its parent both see them.
 */
export interface SeedLocation {
  key: string;
  name: string;
  type: LocationType;
  parent: string | null;
  partner: boolean;
  region: string;
}

export const LOCATIONS: readonly SeedLocation[] = [
  {
    key: 'harbour',
    name: 'Harbour Road warehouse',
    type: 'WAREHOUSE',
    parent: null,
    partner: false,
    region: 'Central',
  },
  { key: 'east', name: 'East Gate warehouse', type: 'WAREHOUSE', parent: null, partner: false, region: 'East' },
  { key: 'city', name: 'City Centre shop', type: 'SHOP', parent: 'harbour', partner: false, region: 'Central' },
  { key: 'van12', name: 'Van 12', type: 'VAN', parent: 'harbour', partner: false, region: 'Central' },
  { key: 'depot', name: 'Partner depot', type: 'WAREHOUSE', parent: null, partner: true, region: 'North' },
  {
    key: 'partnerShop',
    name: 'Partner high street shop',
    type: 'SHOP',
    parent: 'depot',
    partner: true,
    region: 'North',
  },
  { key: 'partnerVan', name: 'Partner van 3', type: 'VAN', parent: 'depot', partner: true, region: 'North' },
];

export interface SeededLocations {
  /** Each seeded location's id by its key in LOCATIONS. */
  ids: Map<string, string>;
  partnerAccount: string | null;
}

export async function seedLocations(
  trx: SeedDb,
  tenantId: string,
  modelId: (name: string) => string,
): Promise<SeededLocations> {
  const idb = inventoryDb(trx);
  const partner = await trx
    .selectFrom('partner_accounts')
    .select('account_id')
    .where('tenant_id', '=', tenantId)
    .orderBy(sql`parent_account_id is null`)
    .orderBy('account_number')
    .executeTakeFirst();
  const partnerAccount = partner?.account_id ?? null;
  const locationIds = new Map<string, string>();
  for (const location of LOCATIONS) {
    if (location.partner && partnerAccount === null) continue;
    const row = await idb
      .insertInto('inventory_locations')
      .values({
        tenant_id: tenantId,
        name: location.name,
        type: location.type,
        parent_id: location.parent ? (locationIds.get(location.parent) ?? null) : null,
        account_id: location.partner ? partnerAccount : null,
        region: location.region,
        address: '',
        capacities: JSON.stringify(location.type === 'VAN' ? [{ modelId: modelId('HG8245H'), capacity: 40 }] : []),
        updated_by: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    locationIds.set(location.key, row.id);
  }
  return { ids: locationIds, partnerAccount };
}
