import type { Kysely } from 'kysely';
import { pluginDb, type PluginDb, type TableSpecs } from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { CATALOGUE_TABLE_SPECS, type CatalogueTables } from './tables/catalogueTables.ts';
import { DOCUMENT_TABLE_SPECS, type DocumentTables } from './tables/documentTables.ts';
import { LOCATION_TABLE_SPECS, type LocationTables } from './tables/locationTables.ts';
import { STOCK_TABLE_SPECS, type StockTables } from './tables/stockTables.ts';

export { INVENTORY_MIGRATIONS } from './inventoryMigrations.ts';

/** The inventory's tables, typed by subdomain (`tables/`), and the typed view of the database. */
export type InventoryTables = CatalogueTables & LocationTables & StockTables & DocumentTables;

export type InventoryDb = PluginDb<InventoryTables>;
export const inventoryDb = (db: Kysely<CoreDatabase>): InventoryDb => pluginDb<InventoryTables>(db);

export const INVENTORY_TABLE_SPECS: TableSpecs<InventoryTables> = {
  ...CATALOGUE_TABLE_SPECS,
  ...LOCATION_TABLE_SPECS,
  ...STOCK_TABLE_SPECS,
  ...DOCUMENT_TABLE_SPECS,
};
