import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { codeOptions } from '../../../core/resource/resourceColumns.tsx';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { movementCalls } from '../calls.ts';
import { movementPlaces } from '../components/MovementRows.tsx';
import { MOVEMENT_KINDS, MOVEMENT_RESOURCE, type DeviceModel, type Location, type Movement } from '../contract.ts';
import { locationColumn, modelOptions, orderColumn } from '../inventoryColumns.tsx';
import { itemHref } from '../inventoryLinks.ts';
import { useDeviceModels, useLocations } from '../inventoryChoices.ts';
import { useListSource } from '../useListSource.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function logColumns(models: readonly DeviceModel[], locations: readonly Location[]): GridColumn<Movement>[] {
  return [
    {
      id: 'at',
      header: 'When',
      accessor: (row) => new Date(row.at),
      cell: (row) => <time dateTime={row.at}>{dateTime.format(new Date(row.at))}</time>,
      exportValue: (row) => row.at,
      sortable: true,
      filter: { kind: 'date-range' },
      searchable: false,
      hideable: false,
      width: 180,
    },
    {
      id: 'kind',
      header: 'What',
      accessor: (row) => (row.discrepancy ? `${row.kind} (${row.discrepancy})` : row.kind),
      filter: { kind: 'select', options: codeOptions(MOVEMENT_KINDS) },
      searchable: false,
      width: 150,
    },
    {
      id: 'serial',
      header: 'Serial',
      accessor: (row) => row.serial,
      cell: (row) => <Link to={itemHref(row.itemId)}>{row.serial}</Link>,
      filter: { kind: 'text' },
      width: 160,
    },
    {
      id: 'model',
      header: 'Model',
      accessor: (row) => row.modelName,
      filter: { kind: 'select', options: modelOptions(models) },
      searchable: false,
      width: 150,
    },
    locationColumn({ id: 'location', header: 'Where', accessor: movementPlaces, width: 220 }, locations),
    {
      id: 'state',
      header: 'State',
      accessor: (row) => (row.fromState ? `${row.fromState} → ${row.toState}` : row.toState),
      searchable: false,
      width: 190,
    },
    { id: 'actor', header: 'Who', accessor: (row) => row.actor, filter: { kind: 'text' }, width: 140 },
    orderColumn(140),
    {
      id: 'why',
      header: 'Why',
      accessor: (row) => [row.reason, row.note].filter(Boolean).join(': '),
      searchable: false,
      width: 220,
    },
  ];
}

/**
 * `/inventory/logs`: the movement ledger, newest first — every receipt, reservation, assignment, release,
 * transfer, discrepancy and change of state, who and why; filtered on the server, exported from the grid.
 */
export default function LogsPage() {
  const navigate = useNavigate();
  const { records: models } = useDeviceModels();
  const { records: locations } = useLocations();
  const columns = useMemo(() => logColumns(models, locations), [models, locations]);
  const source = useListSource(movementCalls.list, MOVEMENT_RESOURCE);
  return (
    <PageFrame title="Inventory Logs" summary="Every movement of every item, newest first: what, where, who and why.">
      <DataGrid
        gridId="inventory-logs"
        label="Inventory movements"
        columns={columns}
        source={source}
        getRowId={(row) => row.movementId}
        onOpen={(row) => navigate(itemHref(row.itemId))}
        searchPlaceholder="Search serial, order or who"
        emptyState={{ message: 'No movements match.' }}
      />
    </PageFrame>
  );
}
