import { useMemo } from 'react';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { requisitionCalls } from '../calls.ts';
import { CreateRequisitionPanel } from '../components/CreateRequisitionPanel.tsx';
import { DocumentPage } from '../components/DocumentPage.tsx';
import { RequisitionPanel } from '../components/RequisitionPanel.tsx';
import {
  INVENTORY_PERMISSIONS,
  REQUISITION_RESOURCE,
  REQUISITION_STATES,
  type Location,
  type Requisition,
  type RequisitionState,
} from '../contract.ts';
import { createdAtColumn, locationColumn, numberColumn, stateColumn } from '../inventoryColumns.tsx';
import { useDeviceModels, useLocations } from '../inventoryChoices.ts';
import { REQUISITION_STATE_TONES } from '../wording.ts';

function requisitionColumns(locations: readonly Location[]): GridColumn<Requisition>[] {
  return [
    numberColumn(),
    stateColumn<RequisitionState, Requisition>(REQUISITION_STATES, REQUISITION_STATE_TONES),
    locationColumn({ id: 'location', header: 'For', accessor: (row) => row.locationName, width: 180 }, locations),
    {
      id: 'lines',
      header: 'Asked for',
      accessor: (row) => row.lines.map((line) => `${line.quantity} × ${line.modelName}`).join(', '),
      searchable: false,
      width: 240,
    },
    { id: 'requestedBy', header: 'Requested by', accessor: (row) => row.requestedBy, searchable: false, width: 130 },
    { id: 'decidedBy', header: 'Decided by', accessor: (row) => row.decidedBy, searchable: false, width: 130 },
    createdAtColumn('Requested'),
  ];
}

/**
 * `/inventory/requisition`, titled "Requestions" as the spec spells it: locations asking for stock —
 * REQUESTED → APPROVED / REJECTED (with a reason, never by the requester) → FULFILLED (once its transfer ships).
 */
export default function RequisitionPage() {
  const mayCreate = usePermission(INVENTORY_PERMISSIONS.requisition.create);
  const { records: locations } = useLocations();
  const { records: models } = useDeviceModels();
  const columns = useMemo(() => requisitionColumns(locations), [locations]);
  return (
    <DocumentPage
      title="Requestions"
      summary="Locations asking for stock: approved or rejected by someone else, fulfilled by a transfer."
      gridId="inventory-requisitions"
      gridLabel="Requisitions"
      emptyMessage="No requisitions match."
      columns={columns}
      list={requisitionCalls.list}
      descriptor={REQUISITION_RESOURCE}
      getRowId={(row) => row.requisitionId}
      createLabel="Request stock"
      mayCreate={mayCreate}
      createPanel={(wiring) => <CreateRequisitionPanel locations={locations} models={models} {...wiring} />}
      openPanel={(requisitionId, wiring) => (
        <RequisitionPanel requisitionId={requisitionId} locations={locations} {...wiring} />
      )}
    />
  );
}
