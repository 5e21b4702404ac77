import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { DashboardOrders, DashboardWorklist } from '../contract.ts';
import { OrderWindowFilters } from '../../engine/public/web/OrderWindowFilters.tsx';
import { ORDER_PATHS, ORDER_STREAM_EVENT, orderStreamEventSchema } from '../../engine/public/contract/order.ts';
import { WORKLIST_PERMISSIONS } from '../../engine/public/contract/enginePaths.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { PreloadedCalls } from '../../../core/http/PreloadedCalls.ts';
import { useEventStream } from '../../../core/http/useEventStream.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { controlRow } from '../../../core/shell/form/inlineSelect.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { dashboardOrdersCall, dashboardWorklistCall } from '../calls.ts';
import type { ChartSeries } from '../components/TimeChart.tsx';
import { preloadable } from '../../../core/shell/preloadable.tsx';
import { dashboardFilters } from '../dashboardPreload.ts';
import { DashboardTiles } from '../components/DashboardTiles.tsx';
import { WorklistAgeing } from '../components/WorklistAgeing.tsx';
import { bucketHref, serviceHref } from '../dashboardLinks.ts';
import * as css from './dashboard.css.ts';

/** Events refresh the figures at most this often; without events they are read again every minute. */
const LIVE_REFRESH_MS = 10_000;
const IDLE_REFRESH_MS = 60_000;
const STREAM_QUERY = {};
const percent = (value: number) => `${Math.round(value * 100)} %`;
/** The charts (uPlot) in a chunk of their own: the figures and tiles paint without waiting for them. */
const charts = preloadable(async () => ({ default: (await import('../components/TimeChart.tsx')).TimeChart }));
const TimeChart = charts.Component;

/** `/dashboard`: what the orders and the worklist do now and did over a window, live; each figure opens its orders. */
function DashboardPage() {
  const calls = useService<PreloadedCalls>(PreloadedCalls);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { range, service = null } = dashboardFilters(params);
  const mayReadWorklist = usePermission(WORKLIST_PERMISSIONS.read);
  const [orders, setOrders] = useState<DashboardOrders | null>(null);
  const [worklist, setWorklist] = useState<DashboardWorklist | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serviceNames, setServiceNames] = useState<readonly string[]>([]);
  const dirty = useRef(false);
  const sectionId = useId();

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [figures, waiting] = await Promise.all([
          calls.call(dashboardOrdersCall, { range, ...(service ? { service } : {}) }, { signal }),
          mayReadWorklist ? calls.call(dashboardWorklistCall, undefined, { signal }) : Promise.resolve(null),
        ]);
        setOrders(figures.data);
        setWorklist(waiting?.data ?? null);
        setError(null);
        if (!service) setServiceNames(figures.data.services.map((entry) => entry.service));
      } catch (failure) {
        if (!signal?.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      }
    },
    [calls, range, service, mayReadWorklist],
  );
  useEffect(() => void charts.preload().catch(() => undefined), []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const live = setInterval(() => {
      if (!dirty.current) return;
      dirty.current = false;
      void load();
    }, LIVE_REFRESH_MS);
    const idle = setInterval(() => void load(), IDLE_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(live);
      clearInterval(idle);
    };
  }, [load]);

  const connected = useEventStream(
    { path: ORDER_PATHS.stream, query: STREAM_QUERY, event: ORDER_STREAM_EVENT, schema: orderStreamEventSchema },
    () => {
      dirty.current = true;
    },
  );

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const times = useMemo(() => orders?.series.map((point) => point.at) ?? [], [orders]);
  const volume = useMemo<ChartSeries[]>(() => {
    const series = orders?.series ?? [];
    return [
      { label: 'Created', tone: 'brand', values: series.map((point) => point.created) },
      { label: 'Completed', tone: 'success', values: series.map((point) => point.completed) },
      {
        label: 'Failed or parked',
        tone: 'danger',
        values: series.map(
          (point) => (point.byState.FAILED ?? 0) + (point.byState.FAILED_TEMP ?? 0) + (point.byState.ROLLED_BACK ?? 0),
        ),
      },
      {
        label: 'Still running',
        tone: 'info',
        values: series.map(
          (point) => (point.byState.RUNNING ?? 0) + (point.byState.WAITING_MANUAL ?? 0) + (point.byState.PAUSED ?? 0),
        ),
      },
    ];
  }, [orders]);
  const failureRate = useMemo<ChartSeries[]>(() => {
    const series = orders?.series ?? [];
    return [
      {
        label: 'Failure rate',
        tone: 'danger',
        values: series.map((point) => {
          const failed =
            (point.byState.FAILED ?? 0) + (point.byState.FAILED_TEMP ?? 0) + (point.byState.ROLLED_BACK ?? 0);
          const ended = failed + (point.byState.COMPLETED ?? 0);
          return ended === 0 ? null : failed / ended;
        }),
      },
    ];
  }, [orders]);
  const openBucket = (states: readonly string[]) => (index: number) => {
    const at = times[index];
    if (at) navigate(bucketHref(at, service, states));
  };

  return (
    <PageFrame
      title="Dashboard"
      summary="Orders and the worklist at a glance, live. Every figure opens the orders behind it."
    >
      <div className={controlRow}>
        <OrderWindowFilters
          window={range}
          service={service}
          services={serviceNames.map((name) => ({ name, label: name }))}
          onWindow={(value) => setParam('range', value === '24h' ? null : value)}
          onService={(value) => setParam('service', value)}
        />
        <LiveState connected={connected} className={css.live} />
      </div>
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      {!orders ? (
        error ? null : (
          <p role="status">Loading...</p>
        )
      ) : (
        <div className={css.body}>
          <DashboardTiles figures={orders} service={service} />
          <section className={css.panel} aria-label="Charts">
            <Suspense fallback={null}>
              <TimeChart
                title={`Orders by what became of them, per ${orders.bucket}`}
                times={times}
                series={volume}
                onPick={openBucket([])}
              />
              <TimeChart
                title={`Failure rate, per ${orders.bucket}`}
                times={times}
                series={failureRate}
                format={percent}
                onPick={openBucket(['FAILED', 'FAILED_TEMP', 'ROLLED_BACK'])}
                height={160}
              />
            </Suspense>
          </section>
          <div className={css.columns}>
            <section className={css.panel} aria-labelledby={`${sectionId}-services`}>
              <h2 id={`${sectionId}-services`} className={css.panelTitle}>
                Services
              </h2>
              <table className={css.table} aria-label="Orders by service">
                <thead>
                  <tr>
                    <th scope="col">Service</th>
                    <th scope="col">Created</th>
                    <th scope="col">Failed or parked</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.services.map((entry) => (
                    <tr key={entry.service}>
                      <td>
                        <Link to={serviceHref(entry.service, orders)}>{entry.service}</Link>
                      </td>
                      <td>{entry.created.toLocaleString()}</td>
                      <td>
                        {entry.failed.toLocaleString()}
                        {entry.created > 0 ? ` (${percent(entry.failed / entry.created)})` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {worklist ? <WorklistAgeing worklist={worklist} /> : null}
          </div>
        </div>
      )}
    </PageFrame>
  );
}

export default observer(DashboardPage);
