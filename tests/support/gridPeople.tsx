import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DataGrid, type DataGridProps } from '../../core/grid/DataGrid.tsx';
import type { GridColumn } from '../../core/grid/gridTypes.ts';

/** A small listing the grid tests share: people with a name, email, status, login count and day. */

export interface Person {
  id: string;
  name: string;
  email: string;
  status: 'ACTIVE' | 'LOCKED';
  logins: number;
  created: string;
}

export const PEOPLE: readonly Person[] = [
  { id: 'p1', name: 'Dana Smit', email: 'dana@example.test', status: 'ACTIVE', logins: 12, created: '2025-01-05' },
  { id: 'p2', name: 'alice Jones', email: 'alice@example.test', status: 'LOCKED', logins: 3, created: '2025-02-10' },
  { id: 'p3', name: 'Carl Berg', email: 'carl@example.test', status: 'ACTIVE', logins: 1200, created: '2025-03-15' },
  { id: 'p4', name: 'Bea Visser', email: 'bea@example.test', status: 'LOCKED', logins: 0, created: '2024-12-24' },
  { id: 'p5', name: 'Eve Adams', email: 'eve@example.test', status: 'ACTIVE', logins: 45, created: '2025-01-20' },
];

export const PEOPLE_COLUMNS: readonly GridColumn<Person>[] = [
  {
    id: 'name',
    header: 'Name',
    accessor: (person) => person.name,
    sortable: true,
    filter: { kind: 'text' },
    hideable: false,
  },
  { id: 'email', header: 'Email', accessor: (person) => person.email, sortable: true },
  {
    id: 'status',
    header: 'Status',
    accessor: (person) => person.status,
    sortable: true,
    filter: {
      kind: 'select',
      options: [
        { value: 'ACTIVE', label: 'Active' },
        { value: 'LOCKED', label: 'Locked' },
      ],
    },
  },
  { id: 'logins', header: 'Logins', accessor: (person) => person.logins, sortable: true, align: 'end', width: 90 },
  {
    id: 'created',
    header: 'Created',
    accessor: (person) => person.created,
    filter: { kind: 'date-range' },
    defaultHidden: true,
  },
];

export const personId = (person: Person) => person.id;

/** The grid of people the tests render: `people`, over PEOPLE on the client unless `props` say otherwise. */
export function peopleGrid(props: Partial<DataGridProps<Person>> = {}): ReactElement {
  return (
    <DataGrid
      gridId="people"
      label="People"
      columns={PEOPLE_COLUMNS}
      source={{ kind: 'client', rows: PEOPLE }}
      getRowId={personId}
      {...props}
    />
  );
}

/** The body rows of the grid, in display order. */
export function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('grid'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

/** The text of one column of the rendered rows, by header. */
export function columnTexts(header: string): string[] {
  const headers = within(screen.getByRole('grid')).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.trim().startsWith(header));
  if (index < 0) throw new Error(`No column "${header}"`);
  return bodyRows().map((row) => row.querySelectorAll('[role="gridcell"]')[index]?.textContent ?? '');
}

/** The headers of the visible columns, in order. */
export function headerTexts(): string[] {
  return within(screen.getByRole('grid'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.replace(/[▲▼]\d?$/, '').trim() ?? '')
    .filter((text) => text !== '');
}
