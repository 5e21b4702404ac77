import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { LocationCapacity, LocationType } from '../../contract.ts';

// The location tree: warehouses, shops and vans.

export interface InventoryLocationsTable extends StandardColumns {
  name: string;
  type: LocationType;
  parent_id: string | null;
  account_id: string | null;
  region: string | null;
  address: Generated<string>;
  active: Generated<boolean>;
  capacities: DefaultJson<LocationCapacity[]>;
}

export interface LocationTables {
  inventory_locations: InventoryLocationsTable;
}

export const LOCATION_TABLE_SPECS: TableSpecs<LocationTables> = {
  inventory_locations: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    type: 'text',
    parent_id: 'uuid null',
    account_id: 'text null',
    region: 'text null',
    address: 'text default',
    active: 'boolean default',
    capacities: 'jsonb default',
  },
};
