import type { ReactNode } from 'react';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { ResourceLogPage } from '../../resourceKit/public/web/ResourceLogPage.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { facts } from '../../../core/shell/controls/facts.css.ts';
import { copyEventCalls } from '../calls.ts';
import { formatDateTime } from '../../../core/shell/formatDateTime.ts';
import { COPY_EVENT_RESOURCE, COPY_RESULTS, type CopyEvent } from '../contract.ts';
import { copyWhat } from '../model/copyWhat.ts';

const columns: readonly GridColumn<CopyEvent>[] = [
  {
    id: 'createdAt',
    header: 'When',
    accessor: (row) => new Date(row.createdAt),
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    sortable: true,
    searchable: false,
    hideable: false,
    width: 190,
  },
  { id: 'actor', header: 'Who', accessor: (row) => row.actor, width: 160 },
  {
    id: 'direction',
    header: 'Direction',
    accessor: (row) => (row.direction === 'OUT' ? 'Copied out' : 'Copied in'),
    filter: {
      kind: 'select',
      options: [
        { value: 'OUT', label: 'Copied out' },
        { value: 'IN', label: 'Copied in' },
      ],
    },
    width: 130,
  },
  { id: 'sourceTenantId', header: 'From', accessor: (row) => row.sourceTenantId, width: 130 },
  { id: 'targetTenantId', header: 'To', accessor: (row) => row.targetTenantId, width: 130 },
  { id: 'family', header: 'What', accessor: (row) => copyWhat(row), width: 220 },
  {
    id: 'result',
    header: 'Result',
    accessor: (row) => (row.result === 'APPLIED' ? 'Applied' : 'Failed'),
    filter: {
      kind: 'select',
      options: COPY_RESULTS.map((value) => ({ value, label: value === 'APPLIED' ? 'Applied' : 'Failed' })),
    },
    width: 110,
  },
  { id: 'message', header: 'Message', accessor: (row) => row.message, width: 380 },
];

function CopyEventPanel({ event, onClose }: { event: CopyEvent; onClose: () => void }) {
  return (
    <SidePanel
      size="wide"
      title={`${copyWhat(event)}: ${event.sourceTenantId} → ${event.targetTenantId}`}
      onClose={onClose}
    >
      <dl className={facts}>
        <dt>When</dt>
        <dd>{formatDateTime(event.createdAt)}</dd>
        <dt>Who</dt>
        <dd>{event.actor}</dd>
        <dt>Result</dt>
        <dd>{event.message}</dd>
      </dl>
      <table aria-label="Items of the copy">
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Item</th>
            <th scope="col">On the target</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {event.items.map((item) => (
            <tr key={`${item.kind}:${item.name}`}>
              <td>{item.kind}</td>
              <td>{item.name}</td>
              <td>{item.targetName}</td>
              <td>{item.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidePanel>
  );
}

/** The copy events tab of `/transfer`: the copies to and from this tenant, each opening its list of items. */
export function CopyEventsLog({ tabs }: { tabs: ReactNode }) {
  return (
    <ResourceLogPage
      tabs={tabs}
      descriptor={COPY_EVENT_RESOURCE}
      list={copyEventCalls.list}
      gridId="copyEvents"
      title="Transfer"
      label="Copy events"
      summary="Every configuration copy between this tenant and another: who, when, from, to, what, and the result."
      columns={columns}
      idOf={(row) => row.eventId}
      openLabel="Items copied"
      searchPlaceholder="Search who, what or message"
      emptyMessage="No configuration has been copied to or from this tenant yet."
      panel={(event, { close }) => <CopyEventPanel key={event.eventId} event={event} onClose={close} />}
    />
  );
}
