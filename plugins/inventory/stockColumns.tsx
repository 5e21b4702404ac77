import { Link } from 'react-router-dom';
import { orderDetailHref } from '../engine/public/web/orderLinks.ts';
import type { GridColumn } from '../../core/grid/gridTypes.ts';
import { codeOptions, updatedColumn } from '../../core/resource/resourceColumns.tsx';
import { StatePill } from './components/StatePill.tsx';
import { DEVICE_TYPES, ITEM_STATES, type DeviceModel, type Item, type Location } from './contract.ts';
import { ITEM_STATE_TONES } from './wording.ts';

/**
 * The stock listing's columns; their ids are the items list's filters and sorts, the model and location
 * filters offering the records loaded for them.
 */
export function stockColumns(models: readonly DeviceModel[], locations: readonly Location[]): GridColumn<Item>[] {
  return [
    {
      id: 'serial',
      header: 'Serial',
      accessor: (row) => row.serial,
      sortable: true,
      hideable: false,
      filter: { kind: 'text' },
      width: 170,
    },
    {
      id: 'iccid',
      header: 'ICCID',
      accessor: (row) => row.iccid,
      filter: { kind: 'text' },
      width: 180,
      defaultHidden: true,
    },
    { id: 'mac', header: 'MAC', accessor: (row) => row.mac, filter: { kind: 'text' }, width: 150, defaultHidden: true },
    {
      id: 'model',
      header: 'Model',
      accessor: (row) => row.modelName,
      filter: { kind: 'select', options: models.map((model) => ({ value: model.modelId, label: model.name })) },
      width: 160,
    },
    {
      id: 'type',
      header: 'Type',
      accessor: (row) => row.type,
      filter: { kind: 'select', options: codeOptions(DEVICE_TYPES) },
      searchable: false,
      width: 100,
    },
    {
      id: 'state',
      header: 'State',
      accessor: (row) => row.state,
      cell: (row) => <StatePill state={row.state} tone={ITEM_STATE_TONES[row.state]} />,
      filter: { kind: 'select', options: codeOptions(ITEM_STATES) },
      sortable: true,
      searchable: false,
      width: 130,
    },
    {
      id: 'location',
      header: 'Location',
      accessor: (row) => row.locationName,
      filter: {
        kind: 'select',
        options: locations.map((location) => ({ value: location.locationId, label: location.name })),
      },
      searchable: false,
      width: 180,
    },
    {
      id: 'orderNumber',
      header: 'Order',
      accessor: (row) => row.orderNumber,
      cell: (row) =>
        row.orderId && row.orderNumber ? (
          <Link to={orderDetailHref({ orderId: row.orderId, orderNumber: row.orderNumber })}>{row.orderNumber}</Link>
        ) : null,
      filter: { kind: 'text' },
      width: 150,
    },
    { id: 'subscriber', header: 'Subscriber', accessor: (row) => row.subscriber, filter: { kind: 'text' }, width: 150 },
    updatedColumn(),
  ];
}
