import type { Generated } from 'kysely';
import {
  type DefaultTimestamp,
  type NullableTimestamp,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { BULK_KINDS, BULK_OUTCOMES } from '../contract/order.ts';

/** Bulk operations on orders (engine/005_bulk_operations). */

export interface BulkOperationsTable {
  id: Generated<string>;
  tenant_id: string;
  kind: (typeof BULK_KINDS)[number];
  reason: string | null;
  state: 'RUNNING' | 'COMPLETED';
  total: number;
  created_by: string;
  created_at: DefaultTimestamp;
  finished_at: NullableTimestamp;
}

export interface BulkOperationItemsTable {
  bulk_id: string;
  tenant_id: string;
  position: number;
  order_id: string;
  order_number: string;
  outcome: (typeof BULK_OUTCOMES)[number];
  message: string | null;
}

export interface BulkOperationTables {
  bulk_operations: BulkOperationsTable;
  bulk_operation_items: BulkOperationItemsTable;
}

export const BULK_OPERATION_TABLE_SPECS: TableSpecs<BulkOperationTables> = {
  bulk_operations: {
    id: 'uuid default',
    tenant_id: 'text',
    kind: 'text',
    reason: 'text null',
    state: 'text',
    total: 'integer',
    created_by: 'text',
    created_at: 'timestamptz default',
    finished_at: 'timestamptz null',
  },
  bulk_operation_items: {
    bulk_id: 'uuid',
    tenant_id: 'text',
    position: 'integer',
    order_id: 'uuid',
    order_number: 'text',
    outcome: 'text',
    message: 'text null',
  },
};
