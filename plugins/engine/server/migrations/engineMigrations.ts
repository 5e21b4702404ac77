import type { Migration } from '../../../../core/server/db/migrator.ts';
import { BULK_OPERATION_MIGRATIONS } from './bulkOperationMigrations.ts';
import { DEFINITION_MIGRATIONS } from './definitionMigrations.ts';
import { NETWORK_MIGRATIONS } from './networkMigrations.ts';
import { ORDER_MIGRATIONS } from './orderMigrations.ts';
import { ORDER_STATS_MIGRATIONS } from './orderStatsMigrations.ts';
import { WORKLIST_MIGRATIONS } from './worklistMigrations.ts';

/**
 * The engine's tables, kept by subdomain and applied in the order of their ids (`engine/001_…`, numbered
 * across the files): an id is recorded in every database it ran on, so ids never change, and a later
 * migration may alter an earlier one's table.
 */
export const ENGINE_MIGRATIONS: Migration[] = [
  ...DEFINITION_MIGRATIONS,
  ...NETWORK_MIGRATIONS,
  ...ORDER_MIGRATIONS,
  ...WORKLIST_MIGRATIONS,
  ...BULK_OPERATION_MIGRATIONS,
  ...ORDER_STATS_MIGRATIONS,
].sort((a, b) => (a.id < b.id ? -1 : 1));
