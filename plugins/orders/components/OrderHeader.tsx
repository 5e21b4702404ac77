import { Link } from 'react-router-dom';
import type { Order } from '../../engine/public/contract/order.ts';
import { orderDetailHref } from '../paths.ts';
import { formatTime } from '../orderStates.ts';
import { OrderStateBadge, StalledBadge } from './StateBadge.tsx';
import * as css from './orderUi.css.ts';
import * as header from './orderHeader.css.ts';

interface OrderHeaderProps {
  order: Order;
  /** The partner account's name, when the order is a partner's. */
  accountName: string | null;
}

function Sla({ order }: { order: Order }) {
  if (!order.slaDueAt) return <>—</>;
  const due = Date.parse(order.slaDueAt);
  const ended = order.completedAt ? Date.parse(order.completedAt) : Date.now();
  const breached = ended > due;
  return (
    <span className={breached ? css.errorText : undefined}>
      {formatTime(order.slaDueAt)}
      {breached ? ' (breached)' : ''}
    </span>
  );
}

/** What the order is and where it stands: state, service, operation, version, times and SLA. */
export function OrderHeader({ order, accountName }: OrderHeaderProps) {
  const facts: [string, React.ReactNode][] = [
    ['Service', `${order.service} · ${order.operation}`],
    ['Workflow', `${order.workflow} v${order.workflowVersion}`],
    ['Subscriber', order.subscriberKey ?? '—'],
    ['Partner account', accountName ?? (order.accountId || '—')],
    ['External id', order.externalId ?? '—'],
    ['Source', order.source],
    ['Priority', String(order.priority)],
    ['Created', `${formatTime(order.createdAt)} by ${order.createdBy}`],
    ['Updated', formatTime(order.updatedAt)],
    ['Completed', formatTime(order.completedAt)],
    ['SLA due', <Sla key="sla" order={order} />],
  ];
  return (
    <header className={header.wrap}>
      <div className={header.titleRow}>
        <h1 className={header.title}>
          Order <span className={css.mono}>{order.orderNumber}</span>
        </h1>
        <OrderStateBadge state={order.state} />
        {order.stalled ? <StalledBadge /> : null}
        {order.rollingBack ? <span className={css.badge.warning}>Rolling back</span> : null}
      </div>
      {order.stateReason ? <p className={header.reason}>{order.stateReason}</p> : null}
      {order.waitingFor ? (
        <p className={header.reason}>
          Starts once{' '}
          <Link className={css.link} to={orderDetailHref(order.waitingFor)}>
            {order.waitingFor.orderNumber}
          </Link>{' '}
          has ended.
        </p>
      ) : null}
      {order.parentOrderId ? (
        <p className={header.reason}>
          Started by a step of{' '}
          <Link className={css.link} to={orderDetailHref({ orderId: order.parentOrderId, orderNumber: '' })}>
            its parent order
          </Link>
          .
        </p>
      ) : null}
      <dl className={header.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={header.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
