import { useMemo } from 'react';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { updatedColumn } from '../../../core/resource/resourceColumns.tsx';
import { transferCalls } from '../calls.ts';
import { CreateTransferPanel } from '../components/CreateTransferPanel.tsx';
import { DocumentPage } from '../components/DocumentPage.tsx';
import { TransferPanel } from '../components/TransferPanel.tsx';
import {
  INVENTORY_PERMISSIONS,
  TRANSFER_RESOURCE,
  TRANSFER_STATES,
  type Location,
  type Transfer,
  type TransferState,
} from '../contract.ts';
import { createdAtColumn, locationColumn, numberColumn, stateColumn } from '../inventoryColumns.tsx';
import { useDeviceModels, useLocations } from '../inventoryChoices.ts';
import { TRANSFER_STATE_TONES } from '../wording.ts';

function transferColumns(locations: readonly Location[]): GridColumn<Transfer>[] {
  return [
    numberColumn(),
    stateColumn<TransferState, Transfer>(TRANSFER_STATES, TRANSFER_STATE_TONES),
    locationColumn({ id: 'from', header: 'From', accessor: (row) => row.fromLocationName, width: 180 }, locations),
    locationColumn({ id: 'to', header: 'To', accessor: (row) => row.toLocationName, width: 180 }, locations),
    {
      id: 'items',
      header: 'Items',
      accessor: (row) =>
        row.items.length > 0
          ? row.items.length
          : row.lines.reduce((sum, line) => sum + ('quantity' in line ? line.quantity : 1), 0),
      searchable: false,
      align: 'end',
      width: 80,
    },
    {
      id: 'discrepancies',
      header: 'Discrepancies',
      accessor: (row) => row.discrepancies,
      searchable: false,
      align: 'end',
      width: 120,
    },
    { id: 'createdBy', header: 'Created by', accessor: (row) => row.createdBy, searchable: false, width: 130 },
    createdAtColumn('Created'),
    { ...updatedColumn<Transfer>(), defaultHidden: true },
  ];
}

/**
 * `/inventory/transfer`: transfers between locations, DRAFT → IN_TRANSIT → RECEIVED; create one by serials
 * or by model and quantity (`?new=1`), ship it, and receive it item by item (`?open=<id>`).
 */
export default function TransferPage() {
  const mayCreate = usePermission(INVENTORY_PERMISSIONS.transfer.create);
  const { records: locations } = useLocations();
  const { records: models } = useDeviceModels();
  const columns = useMemo(() => transferColumns(locations), [locations]);
  return (
    <DocumentPage
      title="Transfer"
      summary="Stock moving between locations: drafted, shipped, then received item by item."
      gridId="inventory-transfers"
      gridLabel="Transfers"
      emptyMessage="No transfers match."
      columns={columns}
      list={transferCalls.list}
      descriptor={TRANSFER_RESOURCE}
      getRowId={(row) => row.transferId}
      createLabel="Create transfer"
      mayCreate={mayCreate}
      createPanel={(wiring) => <CreateTransferPanel locations={locations} models={models} {...wiring} />}
      openPanel={(transferId, wiring) => <TransferPanel transferId={transferId} models={models} {...wiring} />}
    />
  );
}
