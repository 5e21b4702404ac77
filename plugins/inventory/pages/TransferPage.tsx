import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import type { GridColumn, GridDataSource } from '../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { codeOptions, updatedColumn } from '../../../core/resource/resourceColumns.tsx';
import { resourceListQuery } from '../../../core/resource/resourceListQuery.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { transferCalls } from '../calls.ts';
import { CreateTransferPanel } from '../components/CreateTransferPanel.tsx';
import { StatePill } from '../components/StatePill.tsx';
import { TransferPanel } from '../components/TransferPanel.tsx';
import {
  INVENTORY_PERMISSIONS,
  TRANSFER_RESOURCE,
  TRANSFER_STATES,
  type Location,
  type Transfer,
} from '../contract.ts';
import { OPEN_PARAM } from '../inventoryLinks.ts';
import { useDeviceModels, useLocations } from '../inventoryChoices.ts';
import { TRANSFER_STATE_TONES } from '../wording.ts';

const NEW_PARAM = 'new';

function transferColumns(locations: readonly Location[]): GridColumn<Transfer>[] {
  const locationOptions = locations.map((location) => ({ value: location.locationId, label: location.name }));
  return [
    { id: 'number', header: 'Number', accessor: (row) => row.number, sortable: true, hideable: false, width: 130 },
    {
      id: 'state',
      header: 'State',
      accessor: (row) => row.state,
      cell: (row) => <StatePill state={row.state} tone={TRANSFER_STATE_TONES[row.state]} />,
      filter: { kind: 'select', options: codeOptions(TRANSFER_STATES) },
      searchable: false,
      width: 120,
    },
    {
      id: 'from',
      header: 'From',
      accessor: (row) => row.fromLocationName,
      filter: { kind: 'select', options: locationOptions },
      searchable: false,
      width: 180,
    },
    {
      id: 'to',
      header: 'To',
      accessor: (row) => row.toLocationName,
      filter: { kind: 'select', options: locationOptions },
      searchable: false,
      width: 180,
    },
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
    {
      id: 'createdAt',
      header: 'Created',
      accessor: (row) => new Date(row.createdAt),
      sortable: true,
      searchable: false,
      width: 170,
      cell: (row) => <time dateTime={row.createdAt}>{new Date(row.createdAt).toLocaleString()}</time>,
    },
    { ...updatedColumn<Transfer>(), defaultHidden: true },
  ];
}

/**
 * `/inventory/transfer`: transfers between locations, DRAFT → IN_TRANSIT → RECEIVED; create one by serials
 * or by model and quantity (`?new=1`), ship it, and receive it item by item (`?open=<id>`).
 */
export default function TransferPage() {
  const http = useService<HttpClient>(HttpClient);
  const mayCreate = usePermission(INVENTORY_PERMISSIONS.transfer.create);
  const { records: locations } = useLocations();
  const { records: models } = useDeviceModels();
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const columns = useMemo(() => transferColumns(locations), [locations]);
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
  const source = useMemo<GridDataSource<Transfer>>(
    () => ({
      kind: 'server',
      revision,
      fetchPage: async (request) =>
        (await http.call(transferCalls.list, resourceListQuery(TRANSFER_RESOURCE, request), { signal: request.signal }))
          .data,
    }),
    [http, revision],
  );
  const reload = () => setRevision((value) => value + 1);
  return (
    <PageFrame title="Transfer" summary="Stock moving between locations: drafted, shipped, then received item by item.">
      <DataGrid
        gridId="inventory-transfers"
        label="Transfers"
        columns={columns}
        source={source}
        getRowId={(row) => row.transferId}
        onOpen={(row) => setPanel(OPEN_PARAM, row.transferId)}
        searchPlaceholder="Search number"
        emptyState={{
          message: 'No transfers match.',
          action: mayCreate ? { label: 'Create transfer', run: () => setPanel(NEW_PARAM, '1') } : undefined,
        }}
        toolbar={
          mayCreate ? (
            <button
              type="button"
              className={`${button.primary} ${compactButton}`}
              onClick={() => setPanel(NEW_PARAM, '1')}
            >
              Create transfer
            </button>
          ) : null
        }
      />
      {creating ? (
        <CreateTransferPanel
          locations={locations}
          models={models}
          onClose={() => setPanel(null)}
          onCreated={(transfer) => {
            reload();
            setPanel(OPEN_PARAM, transfer.transferId);
          }}
        />
      ) : null}
      {openId ? (
        <TransferPanel
          key={openId}
          transferId={openId}
          models={models}
          onClose={() => setPanel(null)}
          onChanged={reload}
        />
      ) : null}
    </PageFrame>
  );
}
