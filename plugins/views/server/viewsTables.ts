import type { ColumnType, Generated, Kysely } from 'kysely';
import {
  pluginDb,
  type DefaultTimestamp,
  type Json,
  type PluginDb,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ColumnLayoutBody, SavedViewState } from '../contract.ts';

/**
 * The views plugin's tables: saved views and each user's columns per grid. Their migrations are the core's
 * `core/002_saved_views` and `core/003_grid_columns` (they were made before this plugin existed, and a
 * migration that ran keeps its id), so only their types and typed view are here.
 */

export interface SavedViewsTable {
  id: Generated<string>;
  tenant_id: string;
  owner_user_id: string;
  grid_id: string;
  name: string;
  /** The grid's filters, sort and columns (`contract.ts`). */
  state: Json<SavedViewState>;
  shared: Generated<boolean>;
  version: Generated<number>;
  /** Set once, by the database. */
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: DefaultTimestamp;
}

/** Each user's column order and hidden columns per grid (`contract.ts`). */
export interface GridColumnsTable {
  tenant_id: string;
  user_id: string;
  grid_id: string;
  columns: Json<ColumnLayoutBody>;
  updated_at: DefaultTimestamp;
}

export interface ViewsTables {
  saved_views: SavedViewsTable;
  grid_columns: GridColumnsTable;
}

export type ViewsDb = PluginDb<ViewsTables>;
export const viewsDb = (db: Kysely<CoreDatabase>): ViewsDb => pluginDb<ViewsTables>(db);

export const VIEWS_TABLE_SPECS: TableSpecs<ViewsTables> = {
  saved_views: {
    id: 'uuid default',
    tenant_id: 'text',
    owner_user_id: 'uuid',
    grid_id: 'text',
    name: 'text',
    state: 'jsonb',
    shared: 'boolean default',
    version: 'integer default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  grid_columns: {
    tenant_id: 'text',
    user_id: 'uuid',
    grid_id: 'text',
    columns: 'jsonb',
    updated_at: 'timestamptz default',
  },
};
