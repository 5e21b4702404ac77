import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type Json,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { DeviceType, LowStockThresholds, ModelAttribute, ReasonUse } from '../../contract.ts';

// Device models and movement reasons: what items are of, and why they move.

export interface InventoryModelsTable extends StandardColumns {
  name: string;
  manufacturer: string;
  type: DeviceType;
  description: Generated<string>;
  attributes: DefaultJson<ModelAttribute[]>;
  low_stock: Json<LowStockThresholds>;
  enabled: Generated<boolean>;
}

export interface InventoryReasonsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  applies_to: Json<ReasonUse[]>;
  enabled: Generated<boolean>;
}

export interface CatalogueTables {
  inventory_models: InventoryModelsTable;
  inventory_reasons: InventoryReasonsTable;
}

export const CATALOGUE_TABLE_SPECS: TableSpecs<CatalogueTables> = {
  inventory_models: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    manufacturer: 'text',
    type: 'text',
    description: 'text default',
    attributes: 'jsonb default',
    low_stock: 'jsonb',
    enabled: 'boolean default',
  },
  inventory_reasons: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    applies_to: 'jsonb',
    enabled: 'boolean default',
  },
};
