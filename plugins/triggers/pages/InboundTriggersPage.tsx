import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GridColumn, GridDataSource, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { orderDetailHref } from '../../../core/links/orderLinks.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { resourceListQuery } from '../../../core/resource/resourceListQuery.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { inboundCallCalls } from '../calls.ts';
import { INBOUND_OUTCOMES, type InboundCall } from '../contract.ts';
import { InboundCallPanel } from '../components/InboundCallPanel.tsx';
import { OUTCOME_LABELS, OutcomePill, receivedAt } from '../components/inboundOutcome.tsx';
import { INBOUND_CALL_RESOURCE } from '../paths.ts';

const columns: readonly GridColumn<InboundCall>[] = [
  {
    id: 'receivedAt',
    header: 'Received',
    accessor: (row) => new Date(row.receivedAt),
    cell: (row) => <time dateTime={row.receivedAt}>{receivedAt(row.receivedAt)}</time>,
    sortable: true,
    searchable: false,
    hideable: false,
    width: 190,
  },
  { id: 'trigger', header: 'Trigger', accessor: (row) => row.trigger, filter: { kind: 'text' }, width: 200 },
  {
    id: 'outcome',
    header: 'Outcome',
    accessor: (row) => OUTCOME_LABELS[row.outcome],
    cell: (row) => <OutcomePill outcome={row.outcome} />,
    filter: { kind: 'select', options: INBOUND_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] })) },
    width: 150,
  },
  {
    id: 'order',
    header: 'Order',
    accessor: (row) => row.orderNumber ?? '',
    cell: (row) =>
      row.orderId && row.orderNumber ? (
        <Link to={orderDetailHref({ orderNumber: row.orderNumber, orderId: row.orderId })}>{row.orderNumber}</Link>
      ) : (
        '—'
      ),
    width: 150,
  },
  { id: 'httpStatus', header: 'HTTP', accessor: (row) => row.httpStatus, align: 'end', searchable: false, width: 80 },
  { id: 'message', header: 'Message', accessor: (row) => row.message, width: 360 },
  {
    id: 'durationMs',
    header: 'Took',
    accessor: (row) => `${row.durationMs} ms`,
    align: 'end',
    searchable: false,
    width: 90,
  },
];

/** `/monitor/inbound-triggers`: every call made to the tenant's triggers, what it became, and replay. */
export default function InboundTriggersPage() {
  const http = useService<HttpClient>(HttpClient);
  const [opened, setOpened] = useState<InboundCall | null>(null);
  const [revision, setRevision] = useState(0);
  useScreenShortcuts(GRID_SHORTCUT_GROUP);
  const source = useMemo<GridDataSource<InboundCall>>(
    () => ({
      kind: 'server',
      revision,
      fetchPage: async (request) =>
        (
          await http.call(inboundCallCalls.list, resourceListQuery(INBOUND_CALL_RESOURCE, request), {
            signal: request.signal,
          })
        ).data,
    }),
    [http, revision],
  );
  const rowActions = useMemo<GridRowAction<InboundCall>[]>(
    () => [{ id: 'details', label: 'Details and replay', run: setOpened }],
    [],
  );
  return (
    <PageFrame
      title="Inbound Triggers"
      summary="Every call outside systems made to the triggers: what came in, the order it made or why not; replay one."
    >
      <DataGrid
        gridId="inboundCalls"
        label="Inbound Triggers"
        columns={columns}
        source={source}
        getRowId={(row) => row.callId}
        onOpen={setOpened}
        rowActions={rowActions}
        searchPlaceholder="Search trigger, order or message"
        emptyState={{ message: 'No calls match. Outside systems call the triggers at their endpoints.' }}
      />
      {opened ? (
        <InboundCallPanel
          key={opened.callId}
          call={opened}
          onClose={() => setOpened(null)}
          onReplayed={(call) => {
            setOpened(call);
            setRevision((value) => value + 1);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
