import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type Json,
  type NullableTimestamp,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type {
  RequisitionLine,
  RequisitionState,
  TransferLine,
  TransferOutcome,
  TransferState,
} from '../../contract.ts';

// Documents: transfers between locations with their items, and requisitions.

export interface InventoryTransfersTable extends StandardColumns {
  number: string;
  state: TransferState;
  from_location_id: string;
  to_location_id: string;
  /** The partner account of the destination, else of the source, when the transfer was created. */
  account_id: string | null;
  requisition_id: string | null;
  lines: Json<TransferLine[]>;
  note: Generated<string>;
  created_by: string;
  shipped_at: NullableTimestamp;
  received_at: NullableTimestamp;
}

export interface InventoryTransferItemsTable {
  /** The transfer's tenant. */
  tenant_id: string;
  transfer_id: string;
  item_id: string;
  outcome: TransferOutcome | null;
}

export interface InventoryRequisitionsTable extends StandardColumns {
  number: string;
  state: RequisitionState;
  location_id: string;
  /** The partner account of the requesting location. */
  account_id: string | null;
  lines: Json<RequisitionLine[]>;
  note: Generated<string>;
  requested_by: string;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  rejection_reason: string | null;
  transfer_id: string | null;
}

/** Each tenant's last number of a kind of document (inventory/005_document_number_counters). */
export interface InventoryDocumentCountersTable {
  tenant_id: string;
  document: DocumentPrefix;
  last_value: number;
}

/** The prefix of a document's number: `TR-000042`, `RQ-000007`. */
export type DocumentPrefix = 'TR' | 'RQ';

export interface DocumentTables {
  inventory_document_counters: InventoryDocumentCountersTable;
  inventory_transfers: InventoryTransfersTable;
  inventory_transfer_items: InventoryTransferItemsTable;
  inventory_requisitions: InventoryRequisitionsTable;
}

export const DOCUMENT_TABLE_SPECS: TableSpecs<DocumentTables> = {
  inventory_document_counters: {
    tenant_id: 'text',
    document: 'text',
    last_value: 'integer',
  },
  inventory_transfers: {
    ...STANDARD_COLUMN_SPECS,
    number: 'text',
    state: 'text',
    from_location_id: 'uuid',
    to_location_id: 'uuid',
    account_id: 'text null',
    requisition_id: 'uuid null',
    lines: 'jsonb',
    note: 'text default',
    created_by: 'text',
    shipped_at: 'timestamptz null',
    received_at: 'timestamptz null',
  },
  inventory_transfer_items: {
    tenant_id: 'text',
    transfer_id: 'uuid',
    item_id: 'uuid',
    outcome: 'text null',
  },
  inventory_requisitions: {
    ...STANDARD_COLUMN_SPECS,
    number: 'text',
    state: 'text',
    location_id: 'uuid',
    account_id: 'text null',
    lines: 'jsonb',
    note: 'text default',
    requested_by: 'text',
    decided_by: 'text null',
    decided_at: 'timestamptz null',
    rejection_reason: 'text null',
    transfer_id: 'uuid null',
  },
};
