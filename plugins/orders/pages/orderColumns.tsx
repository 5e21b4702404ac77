import { Link } from 'react-router-dom';
import type { Order, OrderChoices } from '../../engine/public/contract/order.ts';
import { NO_PARTNER_ACCOUNT, ORDER_SOURCES, ORDER_STATES } from '../../engine/public/contract/order.ts';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { OrderStateBadge, StalledBadge } from '../components/StateBadge.tsx';
import * as css from '../components/orderUi.css.ts';
import { orderDetailHref } from '../paths.ts';
import { formatTime, ORDER_STATE_LABELS } from '../orderStates.ts';

export interface PartnerAccountChoice {
  accountId: string;
  accountNumber: string;
  accountName: string;
}

/**
 * The listing's columns. A column whose id is a filter or sort of the order resource feeds it, so the
 * server filters and sorts; the service and operation choices come from the tenant's services.
 */
export function orderColumns(choices: OrderChoices, accounts: readonly PartnerAccountChoice[]): GridColumn<Order>[] {
  const accountName = new Map(accounts.map((account) => [account.accountId, account]));
  const operations = [...new Set(choices.services.flatMap((service) => service.operations))].sort();
  return [
    {
      id: 'orderNumber',
      header: 'Order',
      accessor: (order) => order.orderNumber,
      cell: (order) => (
        <Link
          className={`${css.link} ${css.mono}`}
          to={orderDetailHref({
            ...order,
            partnerAccountNumber: order.accountId ? accountName.get(order.accountId)?.accountNumber : null,
          })}
          tabIndex={-1}
        >
          {order.orderNumber}
        </Link>
      ),
      sortable: true,
      width: 150,
      hideable: false,
    },
    {
      id: 'state',
      header: 'State',
      accessor: (order) => order.state,
      cell: (order) => (
        <span className={css.badgeRow}>
          <OrderStateBadge state={order.state} />
          {order.stalled ? <StalledBadge /> : null}
        </span>
      ),
      exportValue: (order) => ORDER_STATE_LABELS[order.state],
      filter: {
        kind: 'select',
        options: ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] })),
      },
      width: 170,
    },
    {
      id: 'service',
      header: 'Service',
      accessor: (order) => order.service,
      filter: {
        kind: 'select',
        options: choices.services.map((service) => ({ value: service.name, label: service.displayName })),
      },
      width: 150,
    },
    {
      id: 'operation',
      header: 'Operation',
      accessor: (order) => order.operation,
      filter: { kind: 'select', options: operations.map((operation) => ({ value: operation, label: operation })) },
      width: 110,
    },
    {
      id: 'subscriberKey',
      header: 'Subscriber',
      accessor: (order) => order.subscriberKey,
      cell: (order) => <span className={css.mono}>{order.subscriberKey ?? ''}</span>,
      width: 150,
    },
    {
      id: 'createdAt',
      header: 'Created',
      accessor: (order) => order.createdAt,
      cell: (order) => <time dateTime={order.createdAt}>{formatTime(order.createdAt)}</time>,
      exportValue: (order) => order.createdAt,
      filter: { kind: 'date-range' },
      sortable: true,
      width: 190,
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      accessor: (order) => order.updatedAt,
      cell: (order) => <time dateTime={order.updatedAt}>{formatTime(order.updatedAt)}</time>,
      exportValue: (order) => order.updatedAt,
      sortable: true,
      width: 190,
      defaultHidden: true,
    },
    {
      id: 'workflow',
      header: 'Workflow',
      accessor: (order) => `${order.workflow} v${order.workflowVersion}`,
      width: 190,
      defaultHidden: true,
    },
    {
      id: 'accountId',
      header: 'Partner account',
      accessor: (order) => (order.accountId ? (accountName.get(order.accountId)?.accountName ?? order.accountId) : ''),
      filter: {
        kind: 'select',
        options: [
          ...accounts.map((account) => ({ value: account.accountId, label: account.accountName })),
          { value: NO_PARTNER_ACCOUNT, label: 'No partner account' },
        ],
      },
      width: 170,
    },
    {
      id: 'source',
      header: 'Source',
      accessor: (order) => order.source,
      filter: { kind: 'select', options: ORDER_SOURCES.map((source) => ({ value: source, label: source })) },
      width: 110,
      defaultHidden: true,
    },
    {
      id: 'stalled',
      header: 'Stalled',
      accessor: (order) => (order.stalled ? 'Yes' : 'No'),
      filter: {
        kind: 'select',
        options: [
          { value: 'true', label: 'Stalled' },
          { value: 'false', label: 'Not stalled' },
        ],
      },
      width: 100,
      defaultHidden: true,
    },
    {
      id: 'priority',
      header: 'Priority',
      accessor: (order) => order.priority,
      sortable: true,
      align: 'end',
      width: 90,
      defaultHidden: true,
    },
    {
      id: 'externalId',
      header: 'External id',
      accessor: (order) => order.externalId,
      width: 150,
      defaultHidden: true,
    },
  ];
}
