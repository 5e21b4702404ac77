import { Link } from 'react-router-dom';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { ResourceLogPage } from '../../resourceKit/public/web/ResourceLogPage.tsx';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
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
  return (
    <ResourceLogPage
      descriptor={INBOUND_CALL_RESOURCE}
      list={inboundCallCalls.list}
      gridId="inboundCalls"
      title="Inbound Triggers"
      summary="Every call outside systems made to the triggers: what came in, the order it made or why not; replay one."
      columns={columns}
      idOf={(row) => row.callId}
      openLabel="Details and replay"
      searchPlaceholder="Search trigger, order or message"
      emptyMessage="No calls match. Outside systems call the triggers at their endpoints."
      panel={(call, { close, show }) => (
        <InboundCallPanel key={call.callId} call={call} onClose={close} onReplayed={show} />
      )}
    />
  );
}
