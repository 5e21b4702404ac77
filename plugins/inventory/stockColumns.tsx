import type { GridColumn } from '../../core/grid/gridTypes.ts';
import { codeOptions, updatedColumn } from '../../core/resource/resourceColumns.tsx';
import { DEVICE_TYPES, ITEM_STATES, type DeviceModel, type Item, type ItemState, type Location } from './contract.ts';
import { locationColumn, modelOptions, orderColumn, stateColumn } from './inventoryColumns.tsx';
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
      filter: { kind: 'select', options: modelOptions(models) },
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
    { ...stateColumn<ItemState, Item>(ITEM_STATES, ITEM_STATE_TONES, 130), sortable: true },
    locationColumn({ id: 'location', header: 'Location', accessor: (row) => row.locationName, width: 180 }, locations),
    orderColumn(150),
    { id: 'subscriber', header: 'Subscriber', accessor: (row) => row.subscriber, filter: { kind: 'text' }, width: 150 },
    updatedColumn(),
  ];
}
