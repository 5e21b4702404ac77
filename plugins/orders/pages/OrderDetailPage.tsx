import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_PERMISSIONS } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { RecordNotFoundPage } from '../../../core/shell/layout/StatusPages.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import type { ScreenShortcutGroup } from '../../../core/shell/help/ShortcutHelpController.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { orderCalls } from '../calls.ts';
import { OrderActionBar } from '../components/OrderActionBar.tsx';
import { ExecutionView } from '../components/ExecutionView.tsx';
import { OrderActionDialog } from '../components/OrderActionDialog.tsx';
import { OrderComments } from '../components/OrderComments.tsx';
import { OrderHeader } from '../components/OrderHeader.tsx';
import { OrderTimeline } from '../components/OrderTimeline.tsx';
import * as css from '../components/orderUi.css.ts';
import { OpenOrder } from '../OpenOrder.ts';
import { ORDER_LISTING_PATH, orderDetailHref } from '../paths.ts';
import { useOrderDetail } from '../useOrderDetail.ts';
import * as page from './orderDetailPage.css.ts';

const ORDER_SCREEN_KEYS: ScreenShortcutGroup = {
  id: 'order-detail',
  title: 'Order',
  shortcuts: [
    { keys: ['escape'], description: 'Back to the orders' },
    { keys: ['arrowdown', 'arrowup'], description: 'Move through the tasks' },
    { keys: ['enter'], description: "Show the task's attempts" },
  ],
};

const EXECUTION_TITLES = { graph: 'Workflow', tasks: 'Tasks' } as const;

/** The order a link names: by id, or by number alone (a link typed by hand), looked up once. */
function useLinkedOrderId(): { orderId: string | null; unknownNumber: boolean } {
  const http = useService<HttpClient>(HttpClient);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const orderNumber = params.get('orderNumber');
  const [unknownNumber, setUnknownNumber] = useState<string | null>(null);
  useEffect(() => {
    if (orderId || !orderNumber) return;
    http.call(orderCalls.list, { q: orderNumber, limit: 1 }).then(
      ({ data }) => {
        const found = data.items.find((item) => item.orderNumber === orderNumber) ?? data.items[0];
        if (found) navigate(orderDetailHref(found), { replace: true });
        else setUnknownNumber(orderNumber);
      },
      () => undefined,
    );
  }, [http, navigate, orderId, orderNumber]);
  return { orderId, unknownNumber: !orderId && (orderNumber === null || unknownNumber === orderNumber) };
}

function OrderNotFound() {
  return (
    <RecordNotFoundPage
      title="Order not found"
      text="No order of yours has this number or id: it may be mistyped, or belong to an account you cannot see."
      backTo={ORDER_LISTING_PATH}
      backLabel="Back to the orders"
    />
  );
}

/** `/monitor/order-listing/order`: one order, live — header, graph, tasks with attempts, history, actions. */
function OrderDetailPage() {
  const { orderId, unknownNumber } = useLinkedOrderId();
  const navigate = useNavigate();
  const open = useService<OpenOrder>(OpenOrder);
  const session = useService<SessionStore>(SessionStore);
  const mayUpdate = usePermission(ORDER_PERMISSIONS.update);
  const detail = useOrderDetail(orderId);
  const { order, tasks, events, graph } = detail;
  useScreenShortcuts(ORDER_SCREEN_KEYS);

  useEffect(() => {
    if (order) open.show(order, tasks);
  }, [open, order, tasks]);
  useEffect(() => (orderId ? () => open.close(orderId) : undefined), [open, orderId]);

  useScopedHotkeys(['escape'], (event) => {
    event.preventDefault();
    const inAppHistory = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (inAppHistory > 0) navigate(-1);
    else navigate(ORDER_LISTING_PATH);
  });

  const accountName = order?.accountId
    ? (session.item('partnerInfo')?.find((account) => account.accountId === order.accountId)?.accountName ?? null)
    : null;
  const requested = mayUpdate ? open.requested : null;

  if (unknownNumber || detail.missing) return <OrderNotFound />;
  if (!orderId) {
    return (
      <div className={page.wrap}>
        <p role="status">Looking for the order…</p>
        <Link className={css.link} to={ORDER_LISTING_PATH}>
          Back to the orders
        </Link>
      </div>
    );
  }
  if (detail.error) {
    return (
      <div className={page.wrap}>
        <p role="alert" className={css.errorText}>
          {detail.error}
        </p>
        <Link className={css.link} to={ORDER_LISTING_PATH}>
          Back to the orders
        </Link>
      </div>
    );
  }
  if (!order) return <p role="status">Loading...</p>;

  return (
    <div className={page.wrap}>
      <nav aria-label="Breadcrumb" className={page.crumbs}>
        <Link className={css.link} to={ORDER_LISTING_PATH}>
          Orders
        </Link>
        <span aria-hidden="true">›</span>
        <span>{order.orderNumber}</span>
        <LiveState connected={detail.connected} className={page.live} />
      </nav>
      <OrderHeader order={order} accountName={accountName} />
      {mayUpdate ? <OrderActionBar open={open} /> : null}
      <div className={page.columns}>
        <div className={page.main}>
          <ExecutionView graph={graph} tasks={tasks} titles={EXECUTION_TITLES} />
        </div>
        <aside className={page.side}>
          <section className={css.section} aria-labelledby="order-comments">
            <h2 id="order-comments" className={css.sectionTitle}>
              Comments
            </h2>
            <OrderComments orderId={order.orderId} events={events} mayComment={mayUpdate} onAdded={detail.addEvent} />
          </section>
          <section className={css.section} aria-labelledby="order-history">
            <h2 id="order-history" className={css.sectionTitle}>
              History
            </h2>
            <OrderTimeline events={events} />
          </section>
        </aside>
      </div>
      {requested ? (
        <OrderActionDialog
          kind={requested}
          order={order}
          failedTask={open.failedTask}
          onClose={() => open.settle()}
          onDone={(next) => {
            open.settle();
            detail.replace(next);
          }}
          onStale={detail.reload}
        />
      ) : null}
    </div>
  );
}

export default observer(OrderDetailPage);
