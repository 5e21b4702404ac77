import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_RESOURCE, type Order, type WorkflowExecutions } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import type { FetchPageRequest, GridDataSource } from '../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { resourceListQuery } from '../../resourceKit/public/web/resourceListQuery.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { controlRow } from '../../../core/shell/form/inlineSelect.css.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { orderCalls, workflowExecutionsCall } from '../calls.ts';
import { StateMix } from '../components/StateMix.tsx';
import * as ui from '../components/orderUi.css.ts';
import { formatTime } from '../orderStates.ts';
import { useOrderChoices } from '../useOrderChoices.ts';
import { orderWindowOf } from '../../engine/public/contract/orderWindows.ts';
import { OrderWindowFilters } from '../../engine/public/web/OrderWindowFilters.tsx';
import { workflowExecutionHref } from '../paths.ts';
import { orderColumns } from './orderColumns.tsx';
import * as css from './workflowExecutions.css.ts';

const NO_ACCOUNTS: readonly never[] = [];
const versionKey = (item: { workflowId: string; workflowVersion: number }) =>
  `${item.workflowId}:${item.workflowVersion}`;

/** `/monitor/workflows-listing`: each workflow version's executions in a window, by state; one version's orders. */
function WorkflowExecutionsPage() {
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const period = orderWindowOf(params.get('window'), '7d');
  const service = params.get('service');
  const chosen = params.get('version');
  const choices = useOrderChoices();
  const [executions, setExecutions] = useState<WorkflowExecutions | null>(null);
  const [error, setError] = useState<string | null>(null);
  useScreenShortcuts(GRID_SHORTCUT_GROUP);

  useEffect(() => {
    const controller = new AbortController();
    http
      .call(workflowExecutionsCall, { window: period, ...(service ? { service } : {}) }, { signal: controller.signal })
      .then(
        ({ data }) => {
          setExecutions(data);
          setError(null);
        },
        (failure: Error) => !controller.signal.aborted && setError(failure.message),
      );
    return () => controller.abort();
  }, [http, period, service]);

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const selected = executions?.items.find((item) => versionKey(item) === chosen) ?? null;
  const accounts = session.item('partnerInfo') ?? NO_ACCOUNTS;
  const columns = useMemo(() => orderColumns(choices, accounts), [choices, accounts]);
  const fetchPage = useCallback(
    async (request: FetchPageRequest) => {
      if (!selected || !executions) return { items: [], nextCursor: null };
      const query = {
        ...resourceListQuery(ORDER_RESOURCE, request),
        workflowId: selected.workflowId,
        workflowVersion: selected.workflowVersion,
        createdAtFrom: executions.from,
      };
      return (await http.call(orderCalls.list, query, { signal: request.signal })).data;
    },
    [http, selected, executions],
  );
  const source = useMemo<GridDataSource<Order>>(
    () => ({ kind: 'server', fetchPage, revision: chosen ?? '' }),
    [fetchPage, chosen],
  );

  return (
    <PageFrame
      title="Workflows"
      summary="How each workflow version runs: its executions in a window, by where they stand."
    >
      <div className={controlRow}>
        <OrderWindowFilters
          window={period}
          service={service}
          services={choices.services.map((option) => ({ name: option.name, label: option.displayName }))}
          onWindow={(value) => setParam('window', value === '7d' ? null : value)}
          onService={(value) => setParam('service', value)}
        />
      </div>
      {error ? (
        <p role="alert" className={ui.errorText}>
          {error}
        </p>
      ) : null}
      {executions ? (
        <table className={`${ui.table} ${css.versions}`} aria-label="Workflow versions">
          <thead>
            <tr>
              <th scope="col">Workflow</th>
              <th scope="col">Version</th>
              <th scope="col">Executions</th>
              <th scope="col">States</th>
              <th scope="col">Completed</th>
              <th scope="col">Running</th>
              <th scope="col">Parked</th>
              <th scope="col">Failed</th>
              <th scope="col">Last</th>
            </tr>
          </thead>
          <tbody>
            {executions.items.map((item) => {
              const key = versionKey(item);
              const choose = () => setParam('version', key === chosen ? null : key);
              return (
                <tr
                  key={key}
                  className={ui.selectableRow}
                  tabIndex={0}
                  aria-selected={key === chosen}
                  onClick={choose}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      choose();
                    }
                  }}
                >
                  <td>{item.workflow}</td>
                  <td>v{item.workflowVersion}</td>
                  <td>{item.total.toLocaleString()}</td>
                  <td className={css.mixCell}>
                    <StateMix byState={item.byState} total={item.total} />
                  </td>
                  <td>{(item.byState.COMPLETED ?? 0).toLocaleString()}</td>
                  <td>{((item.byState.RUNNING ?? 0) + (item.byState.WAITING_MANUAL ?? 0)).toLocaleString()}</td>
                  <td>{(item.byState.FAILED_TEMP ?? 0).toLocaleString()}</td>
                  <td>{((item.byState.FAILED ?? 0) + (item.byState.ROLLED_BACK ?? 0)).toLocaleString()}</td>
                  <td>{formatTime(item.lastCreatedAt)}</td>
                </tr>
              );
            })}
            {executions.items.length === 0 ? (
              <tr>
                <td colSpan={9} className={ui.muted}>
                  No order ran in this window.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : error ? null : (
        <p role="status">Loading...</p>
      )}
      {selected ? (
        <section
          className={css.executions}
          aria-label={`Executions of ${selected.workflow} v${selected.workflowVersion}`}
        >
          <h2 className={ui.sectionTitle}>
            {selected.workflow} v{selected.workflowVersion}: executions
          </h2>
          <DataGrid
            gridId="executions"
            label="Executions"
            columns={columns}
            source={source}
            getRowId={(order) => order.orderId}
            onOpen={(order) => navigate(workflowExecutionHref(order.orderId))}
            savedViews={false}
            searchPlaceholder="Order number, subscriber or external id"
            emptyState={{ message: 'No execution matches these filters.' }}
          />
        </section>
      ) : executions && executions.items.length > 0 ? (
        <p className={ui.muted}>Choose a version to list its executions.</p>
      ) : null}
    </PageFrame>
  );
}

export default observer(WorkflowExecutionsPage);
