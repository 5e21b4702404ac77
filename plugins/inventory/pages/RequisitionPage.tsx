import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import type { GridColumn, GridDataSource } from '../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { codeOptions } from '../../../core/resource/resourceColumns.tsx';
import { resourceListQuery } from '../../../core/resource/resourceListQuery.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { requisitionCalls } from '../calls.ts';
import { CreateRequisitionPanel } from '../components/CreateRequisitionPanel.tsx';
import { RequisitionPanel } from '../components/RequisitionPanel.tsx';
import { StatePill } from '../components/StatePill.tsx';
import {
  INVENTORY_PERMISSIONS,
  REQUISITION_RESOURCE,
  REQUISITION_STATES,
  type Location,
  type Requisition,
} from '../contract.ts';
import { OPEN_PARAM } from '../inventoryLinks.ts';
import { useDeviceModels, useLocations } from '../inventoryChoices.ts';
import { REQUISITION_STATE_TONES } from '../wording.ts';

const NEW_PARAM = 'new';

function requisitionColumns(locations: readonly Location[]): GridColumn<Requisition>[] {
  return [
    { id: 'number', header: 'Number', accessor: (row) => row.number, sortable: true, hideable: false, width: 130 },
    {
      id: 'state',
      header: 'State',
      accessor: (row) => row.state,
      cell: (row) => <StatePill state={row.state} tone={REQUISITION_STATE_TONES[row.state]} />,
      filter: { kind: 'select', options: codeOptions(REQUISITION_STATES) },
      searchable: false,
      width: 120,
    },
    {
      id: 'location',
      header: 'For',
      accessor: (row) => row.locationName,
      filter: {
        kind: 'select',
        options: locations.map((location) => ({ value: location.locationId, label: location.name })),
      },
      searchable: false,
      width: 180,
    },
    {
      id: 'lines',
      header: 'Asked for',
      accessor: (row) => row.lines.map((line) => `${line.quantity} × ${line.modelName}`).join(', '),
      searchable: false,
      width: 240,
    },
    { id: 'requestedBy', header: 'Requested by', accessor: (row) => row.requestedBy, searchable: false, width: 130 },
    { id: 'decidedBy', header: 'Decided by', accessor: (row) => row.decidedBy, searchable: false, width: 130 },
    {
      id: 'createdAt',
      header: 'Requested',
      accessor: (row) => new Date(row.createdAt),
      cell: (row) => <time dateTime={row.createdAt}>{new Date(row.createdAt).toLocaleString()}</time>,
      sortable: true,
      searchable: false,
      width: 170,
    },
  ];
}

/**
 * `/inventory/requisition`, titled "Requestions" as the spec spells it: locations asking for stock —
 * REQUESTED → APPROVED / REJECTED (with a reason, never by the requester) → FULFILLED (a transfer).
 */
export default function RequisitionPage() {
  const http = useService<HttpClient>(HttpClient);
  const mayCreate = usePermission(INVENTORY_PERMISSIONS.requisition.create);
  const { records: locations } = useLocations();
  const { records: models } = useDeviceModels();
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const columns = useMemo(() => requisitionColumns(locations), [locations]);
  const openId = params.get(OPEN_PARAM);
  const creating = params.get(NEW_PARAM) === '1' && mayCreate;
  const setPanel = useCallback(
    (name: string | null, value = '') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OPEN_PARAM);
          next.delete(NEW_PARAM);
          if (name) next.set(name, value);
          return next;
        },
        { replace: name === null },
      ),
    [setParams],
  );
  const source = useMemo<GridDataSource<Requisition>>(
    () => ({
      kind: 'server',
      revision,
      fetchPage: async (request) =>
        (
          await http.call(requisitionCalls.list, resourceListQuery(REQUISITION_RESOURCE, request), {
            signal: request.signal,
          })
        ).data,
    }),
    [http, revision],
  );
  const reload = () => setRevision((value) => value + 1);
  return (
    <PageFrame
      title="Requestions"
      summary="Locations asking for stock: approved or rejected by someone else, fulfilled by a transfer."
    >
      <DataGrid
        gridId="inventory-requisitions"
        label="Requisitions"
        columns={columns}
        source={source}
        getRowId={(row) => row.requisitionId}
        onOpen={(row) => setPanel(OPEN_PARAM, row.requisitionId)}
        searchPlaceholder="Search number"
        emptyState={{
          message: 'No requisitions match.',
          action: mayCreate ? { label: 'Request stock', run: () => setPanel(NEW_PARAM, '1') } : undefined,
        }}
        toolbar={
          mayCreate ? (
            <button
              type="button"
              className={`${button.primary} ${compactButton}`}
              onClick={() => setPanel(NEW_PARAM, '1')}
            >
              Request stock
            </button>
          ) : null
        }
      />
      {creating ? (
        <CreateRequisitionPanel
          locations={locations}
          models={models}
          onClose={() => setPanel(null)}
          onCreated={(requisition) => {
            reload();
            setPanel(OPEN_PARAM, requisition.requisitionId);
          }}
        />
      ) : null}
      {openId ? (
        <RequisitionPanel
          key={openId}
          requisitionId={openId}
          locations={locations}
          onClose={() => setPanel(null)}
          onChanged={reload}
        />
      ) : null}
    </PageFrame>
  );
}
