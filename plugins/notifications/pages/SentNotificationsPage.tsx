import { Link } from 'react-router-dom';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { ResourceLogPage } from '../../resourceKit/public/web/ResourceLogPage.tsx';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { sentCalls } from '../calls.ts';
import { NOTIFICATION_EVENT_LABELS, SENT_STATES, type SentNotification } from '../contract.ts';
import { SentNotificationPanel } from '../components/SentNotificationPanel.tsx';
import { SentStatePill, sentTime } from '../components/sentState.tsx';
import { SENT_RESOURCE } from '../paths.ts';

const columns: readonly GridColumn<SentNotification>[] = [
  {
    id: 'createdAt',
    header: 'Created',
    accessor: (row) => new Date(row.createdAt),
    cell: (row) => <time dateTime={row.createdAt}>{sentTime(row.createdAt)}</time>,
    sortable: true,
    searchable: false,
    hideable: false,
    width: 190,
  },
  { id: 'alert', header: 'Notification', accessor: (row) => row.alert, filter: { kind: 'text' }, width: 220 },
  {
    id: 'state',
    header: 'State',
    accessor: (row) => row.state,
    cell: (row) => <SentStatePill state={row.state} />,
    filter: { kind: 'select', options: SENT_STATES.map((value) => ({ value, label: value })) },
    width: 110,
  },
  {
    id: 'channel',
    header: 'Channel',
    accessor: (row) => row.channel,
    filter: {
      kind: 'select',
      options: [
        { value: 'EMAIL', label: 'EMAIL' },
        { value: 'SMS', label: 'SMS' },
        { value: 'WEBHOOK', label: 'WEBHOOK' },
      ],
    },
    width: 110,
  },
  { id: 'recipient', header: 'To', accessor: (row) => row.recipient, width: 240 },
  { id: 'event', header: 'Event', accessor: (row) => NOTIFICATION_EVENT_LABELS[row.event], width: 170 },
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
  { id: 'attempts', header: 'Attempts', accessor: (row) => row.attempts, align: 'end', searchable: false, width: 100 },
];

/** `/monitor/notification-listing`: what was sent, its state and attempts; resend one. */
export default function SentNotificationsPage() {
  return (
    <ResourceLogPage
      descriptor={SENT_RESOURCE}
      list={sentCalls.list}
      gridId="sentNotifications"
      title="Notifications"
      label="Sent notifications"
      summary="Every notification sent for order events: to whom, its state (queued, sent, failed) and attempts; resend one."
      columns={columns}
      idOf={(row) => row.notificationId}
      openLabel="Details and resend"
      searchPlaceholder="Search notification, order, recipient or subject"
      emptyMessage="Nothing sent matches. Notifications are sent when their order events happen."
      panel={(sent, { close, show }) => (
        <SentNotificationPanel key={sent.notificationId} sent={sent} onClose={close} onResent={show} />
      )}
    />
  );
}
