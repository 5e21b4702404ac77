import { useCallback, useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { filterParam } from '../../../core/grid/gridUrlState.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { ResourceLogPage } from '../../resourceKit/public/web/ResourceLogPage.tsx';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { deliveryCalls, subscriberCalls } from '../calls.ts';
import { DELIVERY_STATES, REVERSE_EVENT_LABELS, REVERSE_EVENT_TYPES, type Delivery } from '../contract.ts';
import { DeliveryPanel } from '../components/DeliveryPanel.tsx';
import { DELIVERY_STATE_LABELS, DeliveryStatePill, timeText } from '../components/deliveryState.tsx';
import { ReplayFailedPanel } from '../components/ReplayFailedPanel.tsx';
import { DELIVERY_RESOURCE, EVENT_PERMISSIONS } from '../paths.ts';
import { eventLabel, sourceWorkflowHref } from '../reverseLinks.ts';
import { useDeliveryRevision } from '../useDeliveryStream.ts';

const GRID_ID = 'reverseEvents';
const REPLAY_FAILED_PARAM = 'replayFailed';
/** The order filter's former name in the screen's address, taken over by its name now. */
const FORMER_ORDER_FILTER = filterParam(GRID_ID, 'order');
const ORDER_FILTER = filterParam(GRID_ID, 'orderNumber');
const lastAttempt = (row: Delivery) => row.attempts.at(-1);

function deliveryColumns(subscribers: readonly { value: string; label: string }[]): GridColumn<Delivery>[] {
  return [
    {
      id: 'createdAt',
      header: 'Created',
      accessor: (row) => new Date(row.createdAt),
      cell: (row) => <time dateTime={row.createdAt}>{timeText(row.createdAt)}</time>,
      sortable: true,
      searchable: false,
      hideable: false,
      width: 190,
    },
    {
      id: 'eventType',
      header: 'Event',
      accessor: (row) => eventLabel(row.eventType),
      filter: {
        kind: 'select',
        options: REVERSE_EVENT_TYPES.map((value) => ({ value, label: REVERSE_EVENT_LABELS[value] })),
      },
      width: 180,
    },
    {
      id: 'orderNumber',
      header: 'Order',
      accessor: (row) => row.orderNumber ?? '',
      cell: (row) =>
        row.orderId && row.orderNumber ? <Link to={sourceWorkflowHref(row.orderId)}>{row.orderNumber}</Link> : '—',
      filter: { kind: 'text' },
      width: 150,
    },
    {
      id: 'subscriber',
      header: 'Subscriber',
      accessor: (row) => row.subscriber,
      filter: { kind: 'select', options: subscribers },
      width: 160,
    },
    {
      id: 'state',
      header: 'State',
      accessor: (row) => DELIVERY_STATE_LABELS[row.state],
      cell: (row) => <DeliveryStatePill state={row.state} />,
      filter: {
        kind: 'select',
        options: DELIVERY_STATES.map((value) => ({ value, label: DELIVERY_STATE_LABELS[value] })),
      },
      width: 130,
    },
    {
      id: 'attempts',
      header: 'Attempts',
      accessor: (row) => row.attempts.length,
      align: 'end',
      searchable: false,
      width: 100,
    },
    {
      id: 'statusCode',
      header: 'Status code',
      accessor: (row) => {
        const attempt = lastAttempt(row);
        return attempt ? (attempt.statusCode ?? 'No answer') : '';
      },
      align: 'end',
      searchable: false,
      width: 120,
    },
    {
      id: 'latency',
      header: 'Latency',
      accessor: (row) => {
        const attempt = lastAttempt(row);
        return attempt ? `${attempt.latencyMs} ms` : '';
      },
      align: 'end',
      searchable: false,
      width: 100,
    },
    {
      id: 'response',
      header: 'Response',
      accessor: (row) => lastAttempt(row)?.response ?? '',
      searchable: false,
      width: 260,
    },
    {
      id: 'nextAttemptAt',
      header: 'Next retry',
      accessor: (row) => (row.nextAttemptAt ? timeText(row.nextAttemptAt) : ''),
      searchable: false,
      width: 190,
    },
  ];
}

/**
 * `/reverse/events`: every event sent to each subscriber with its attempts — status code, latency, response,
 * next retry, final state — live as attempts are made; replay one, or a subscriber's failed ones since a time.
 */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const mayReplay = usePermission(EVENT_PERMISSIONS.update);
  const subscribers = useResourceChoices(subscriberCalls.list, 'name');
  const subscriberOptions = useMemo(
    () => subscribers.map((subscriber) => ({ value: subscriber.subscriberId, label: subscriber.name })),
    [subscribers],
  );
  const columns = useMemo(() => deliveryColumns(subscriberOptions), [subscriberOptions]);
  const { connected, revision } = useDeliveryRevision();
  const replaying = mayReplay && params.get(REPLAY_FAILED_PARAM) === '1';
  const setReplaying = useCallback(
    (open: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (open) next.set(REPLAY_FAILED_PARAM, '1');
          else next.delete(REPLAY_FAILED_PARAM);
          return next;
        },
        { replace: !open },
      ),
    [setParams],
  );

  if (params.has(FORMER_ORDER_FILTER)) {
    const renamed = new URLSearchParams(params);
    for (const value of renamed.getAll(FORMER_ORDER_FILTER)) renamed.append(ORDER_FILTER, value);
    renamed.delete(FORMER_ORDER_FILTER);
    return <Navigate replace to={{ search: renamed.toString() }} />;
  }

  return (
    <>
      <ResourceLogPage
        descriptor={DELIVERY_RESOURCE}
        list={deliveryCalls.list}
        gridId={GRID_ID}
        title="Events"
        summary="Every order event sent to each subscriber: its attempts and answers, the next retry and how it ended; replay what failed."
        columns={columns}
        idOf={(row) => row.deliveryId}
        openLabel="Attempts and replay"
        searchPlaceholder="Search subscriber, order, event or webhook-id"
        emptyMessage="No deliveries match. Events are sent as orders move, to the subscribers that asked for them."
        revision={revision}
        toolbar={
          <>
            <LiveState connected={connected} />
            {mayReplay ? (
              <button
                type="button"
                className={`${button.secondary} ${compactButton}`}
                onClick={() => setReplaying(true)}
              >
                Replay failed since…
              </button>
            ) : null}
          </>
        }
        panel={(delivery, { close, show }) => (
          <DeliveryPanel
            key={delivery.deliveryId}
            delivery={delivery}
            revision={revision}
            onClose={close}
            onReplayed={show}
          />
        )}
      />
      {replaying ? <ReplayFailedPanel onClose={() => setReplaying(false)} /> : null}
    </>
  );
}
