import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_PERMISSIONS, type OrderExecution } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { orderExecutionCall } from '../calls.ts';
import { OrderStateBadge } from '../components/StateBadge.tsx';
import { ExecutionView } from '../components/ExecutionView.tsx';
import * as ui from '../components/orderUi.css.ts';
import { orderDetailHref } from '../paths.ts';
import { formatTime } from '../orderStates.ts';
import { useOrderStream } from '../../engine/public/web/useOrderStream.ts';
import { WORKFLOW_EXECUTIONS_PATH } from '../paths.ts';
import * as page from './orderDetailPage.css.ts';

const REFRESH_DELAY_MS = 250;

/**
 * `/monitor/workflows-listing/workflows?orderId=…`: one execution of a workflow — the path the order took
 * through the graph, and each step's input, output and attempts — live, without the order's actions.
 */
function WorkflowExecutionPage() {
  const http = useService<HttpClient>(HttpClient);
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const mayReadOrders = usePermission(ORDER_PERMISSIONS.read);
  const [execution, setExecution] = useState<OrderExecution | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!orderId) return;
      http.call(orderExecutionCall, orderId, { signal }).then(
        ({ data }) => setExecution(data),
        (failure: Error) => !signal?.aborted && setError(failure.message),
      );
    },
    [http, orderId],
  );
  useEffect(() => {
    const controller = new AbortController();
    setExecution(null);
    setError(null);
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const connected = useOrderStream(orderId, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      load();
    }, REFRESH_DELAY_MS);
  });

  const tasks = useMemo(() => execution?.tasks ?? [], [execution]);

  if (!orderId || error) {
    return (
      <div className={page.wrap}>
        <p role="alert" className={ui.errorText}>
          {error ?? 'Open an execution from the list of a workflow version.'}
        </p>
        <Link className={ui.link} to={WORKFLOW_EXECUTIONS_PATH}>
          Back to the workflows
        </Link>
      </div>
    );
  }
  if (!execution) return <p role="status">Loading...</p>;
  const { order, graph, layout } = execution;

  return (
    <div className={page.wrap}>
      <nav aria-label="Breadcrumb" className={page.crumbs}>
        <Link className={ui.link} to={WORKFLOW_EXECUTIONS_PATH}>
          Workflows
        </Link>
        <span aria-hidden="true">›</span>
        <span>
          {order.workflow} v{order.workflowVersion}
        </span>
        <LiveState connected={connected} className={page.live} />
      </nav>
      <header className={ui.badgeRow}>
        <h1 className={page.title}>
          {order.workflow} v{order.workflowVersion} · {order.orderNumber}
        </h1>
        <OrderStateBadge state={order.state} />
      </header>
      <p className={page.meta}>
        {order.service} · {order.operation} · started {formatTime(order.createdAt)}
        {order.completedAt ? `, ended ${formatTime(order.completedAt)}` : ''}
        {mayReadOrders ? (
          <>
            {' · '}
            <Link className={ui.link} to={orderDetailHref(order)}>
              Open the order
            </Link>
          </>
        ) : null}
      </p>
      <ExecutionView
        graph={{ definition: graph.definition, layout }}
        tasks={tasks}
        titles={{ graph: 'Path through the workflow', tasks: 'Steps' }}
      />
    </div>
  );
}

export default observer(WorkflowExecutionPage);
