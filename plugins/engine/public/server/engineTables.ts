import type { Kysely } from 'kysely';
import { pluginDb, type TableSpecs } from '../../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { DEFINITION_TABLE_SPECS, type DefinitionTables } from './definitionTables.ts';
import { NETWORK_TABLE_SPECS, type NetworkTables } from './networkTables.ts';
import { ORDER_TABLE_SPECS, type OrderTables } from './orderTables.ts';
import { WORKLIST_TABLE_SPECS, type WorklistTables } from './worklistTables.ts';
import { BULK_OPERATION_TABLE_SPECS, type BulkOperationTables } from './bulkOperationTables.ts';
import { ORDER_STATS_TABLE_SPECS, type OrderStatsTables } from './orderStatsTables.ts';
export type {
  DefinitionTables,
  ServiceStatus,
  TaskTemplatesTable,
  WorkflowsTable,
  WorkflowVersionsTable,
  ServicesTable,
} from './definitionTables.ts';
export type {
  NetworkTables,
  NetworkElementsTable,
  ProvisioningTemplatesTable,
  SimulatorElementsTable,
  SimulatorRequestsTable,
} from './networkTables.ts';
export type {
  OrderTables,
  AttemptState,
  OrderNumberCountersTable,
  OrdersTable,
  OrderTasksTable,
  TaskAttemptsTable,
  OrderEventsTable,
} from './orderTables.ts';
export type { WorklistTables, WorklistItemsTable, WorklistCommentsTable } from './worklistTables.ts';
export type { BulkOperationTables, BulkOperationsTable, BulkOperationItemsTable } from './bulkOperationTables.ts';
export type { OrderStatsTables, OrderStatsKind, OrderStatsTable, OrderStatsDeltasTable } from './orderStatsTables.ts';

/**
 * The engine's tables as its migrations (`plugins/engine/server/migrations/`) make them, with the columns
 * later migrations added, one file per part like the migrations. Feature plugins reach them through
 * `engineDb(db)`. `ENGINE_TABLE_SPECS` lists every column for the server test that compares the types
 * with the database (`tests/server/tableTypes.test.ts`).
 */
export interface EngineTables
  extends DefinitionTables, NetworkTables, OrderTables, WorklistTables, BulkOperationTables, OrderStatsTables {}

/** The server's database (or a transaction of it) with the engine's tables. */
export type EngineDb = Kysely<CoreDatabase & EngineTables>;
export const engineDb = (db: Kysely<CoreDatabase>): EngineDb => pluginDb<EngineTables>(db);

/** Every column of the engine's tables as the database must have it (checked by `tests/server/tableTypes.test.ts`). */
export const ENGINE_TABLE_SPECS: TableSpecs<EngineTables> = {
  ...DEFINITION_TABLE_SPECS,
  ...NETWORK_TABLE_SPECS,
  ...ORDER_TABLE_SPECS,
  ...WORKLIST_TABLE_SPECS,
  ...BULK_OPERATION_TABLE_SPECS,
  ...ORDER_STATS_TABLE_SPECS,
};
