import { Link } from 'react-router-dom';
import { orderDetailHref } from '../engine/public/web/orderLinks.ts';
import type { GridColumn } from '../../core/grid/gridTypes.ts';
import { codeOptions } from '../../core/resource/resourceColumns.tsx';
import type { StatusTone } from '../../core/shell/controls/statusPill.css.ts';
import { StatePill } from './components/StatePill.tsx';
import type { DeviceModel, Location } from './contract.ts';

// The columns the inventory grids share; each grid adds what only it shows.

/** The locations as a select filter's options, by name. */
export const locationOptions = (locations: readonly Location[]) =>
  locations.map((location) => ({ value: location.locationId, label: location.name }));

/** The device models as a select filter's options, by name. */
export const modelOptions = (models: readonly DeviceModel[]) =>
  models.map((model) => ({ value: model.modelId, label: model.name }));

/** A column of a location's name, filtered by the locations loaded for it. */
export function locationColumn<Row>(
  column: { id: string; header: string; accessor: (row: Row) => string; width: number },
  locations: readonly Location[],
): GridColumn<Row> {
  return { ...column, filter: { kind: 'select', options: locationOptions(locations) }, searchable: false };
}

/** A document's number: sorted, searched, always shown. */
export function numberColumn<Row extends { number: string }>(): GridColumn<Row> {
  return { id: 'number', header: 'Number', accessor: (row) => row.number, sortable: true, hideable: false, width: 130 };
}

/** A state column: the state as a pill of its tone, filtered by the states there are. */
export function stateColumn<State extends string, Row extends { state: State }>(
  states: readonly State[],
  tones: Readonly<Record<State, StatusTone>>,
  width = 120,
): GridColumn<Row> {
  return {
    id: 'state',
    header: 'State',
    accessor: (row) => row.state,
    cell: (row) => <StatePill state={row.state} tone={tones[row.state]} />,
    filter: { kind: 'select', options: codeOptions(states) },
    searchable: false,
    width,
  };
}

/** When a document was created, in the local time, sorted. */
export function createdAtColumn<Row extends { createdAt: string }>(header: string): GridColumn<Row> {
  return {
    id: 'createdAt',
    header,
    accessor: (row) => new Date(row.createdAt),
    cell: (row) => <time dateTime={row.createdAt}>{new Date(row.createdAt).toLocaleString()}</time>,
    sortable: true,
    searchable: false,
    width: 170,
  };
}

/** The order an item or a movement belongs to, linked to the order's page. */
export function orderColumn<Row extends { orderId: string | null; orderNumber: string | null }>(
  width: number,
): GridColumn<Row> {
  return {
    id: 'orderNumber',
    header: 'Order',
    accessor: (row) => row.orderNumber,
    cell: (row) =>
      row.orderId && row.orderNumber ? (
        <Link to={orderDetailHref({ orderId: row.orderId, orderNumber: row.orderNumber })}>{row.orderNumber}</Link>
      ) : null,
    filter: { kind: 'text' },
    width,
  };
}
